// Full-screen "ball-atom" loader: three balls orbiting a core.
import { Box, Center } from '@chakra-ui/react';

const ORBITS = [0, 60, 120];

export function BallAtomSpinner({ label }: { label: string }) {
  return (
    <Center position="fixed" inset={0} bg="bg" role="status" aria-label={label}>
      <style>{`@keyframes ball-atom-orbit { to { transform: rotate(360deg); } }`}</style>
      <Box position="relative" w="64px" h="64px">
        <Box position="absolute" inset="26px" borderRadius="full" bg="blue.500" />
        {ORBITS.map((tilt, index) => (
          <Box
            key={tilt}
            position="absolute"
            inset={0}
            borderRadius="full"
            borderWidth="1px"
            borderColor="blue.200"
            transform={`rotate(${tilt}deg) scaleY(0.35)`}
          >
            <Box
              position="absolute"
              inset={0}
              style={{ animation: `ball-atom-orbit ${1.2 + index * 0.2}s linear infinite` }}
            >
              <Box
                position="absolute"
                top="-4px"
                left="28px"
                w="8px"
                h="8px"
                borderRadius="full"
                bg="blue.600"
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Center>
  );
}
