// The toolbar's fullscreen toggle. A browser without the Fullscreen API, or one that
// refuses the request, gets a line in the console (SPEC section 8), never an error.
import { IconButton } from '@chakra-ui/react';
import ArrowsPointingInIcon from '@heroicons/react/24/outline/ArrowsPointingInIcon';
import ArrowsPointingOutIcon from '@heroicons/react/24/outline/ArrowsPointingOutIcon';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null;

async function toggleFullscreen(): Promise<void> {
  if (!document.fullscreenEnabled) {
    console.log('Fullscreen is not available in this browser.');
    return;
  }
  try {
    if (isFullscreen()) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    console.log('Entering fullscreen mode failed.');
  }
}

export function FullscreenButton() {
  const { t } = useTranslation();
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  return (
    <IconButton
      variant="ghost"
      size="sm"
      // Phones have no use for it, and their toolbar no room.
      hideBelow="sm"
      aria-label={t('shell.fullscreen')}
      aria-pressed={fullscreen}
      onClick={() => void toggleFullscreen()}
    >
      {fullscreen ? <ArrowsPointingInIcon /> : <ArrowsPointingOutIcon />}
    </IconButton>
  );
}
