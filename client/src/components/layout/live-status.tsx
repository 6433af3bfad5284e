// A quiet word in the toolbar while live updates are cut off (the server restarting, the
// network gone): what is on screen may be out of date until the connection is back, when
// it refreshes by itself (apollo/live.ts). Nothing shows while all is well.
import { HStack, Text } from '@chakra-ui/react';
import SignalSlashIcon from '@heroicons/react/24/outline/SignalSlashIcon';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../apollo/live';

export function LiveStatus() {
  const { t } = useTranslation();
  const state = useLiveState();
  const offline = state === 'offline';
  // The live region stays in the page, so its words are announced when they appear.
  return (
    <HStack
      role="status"
      data-live={state}
      gap="1.5"
      color="fg.muted"
      fontSize="sm"
      px={offline ? 2 : 0}
    >
      {offline && (
        <>
          <SignalSlashIcon width="18" height="18" aria-hidden />
          {/* Phones keep the icon, with the words for screen readers only. */}
          <Text srOnly={{ base: true, md: false }} whiteSpace="nowrap">
            {t('shell.liveOffline')}
          </Text>
        </>
      )}
    </HStack>
  );
}
