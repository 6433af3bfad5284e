// A thin bar at the top of the page while routes load or requests run.
import { Box } from '@chakra-ui/react';

export function ProgressBar({ active }: { active: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-hidden={!active}
      position="fixed"
      top={0}
      left={0}
      right={0}
      h="3px"
      zIndex="toast"
      overflow="hidden"
      opacity={active ? 1 : 0}
      transition="opacity 0.3s"
      pointerEvents="none"
    >
      <style>{`@keyframes progress-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }`}</style>
      <Box
        h="full"
        w="40%"
        bg="blue.500"
        // Only while shown: an endless animation behind opacity 0 still costs frames.
        style={{ animation: active ? 'progress-slide 1.1s ease-in-out infinite' : 'none' }}
      />
    </Box>
  );
}
