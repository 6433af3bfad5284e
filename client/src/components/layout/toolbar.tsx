// The top bar's controls, the same in every layout: languages, fullscreen, the features'
// panels (search, shortcuts, messages...), the colour mode and the user menu.
import { Box } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserMenuFieldsFragment } from '../../gql/graphql';
import { ColorModeButton } from '../ui/color-mode';
import { FullscreenButton } from './fullscreen-button';
import { LanguageMenu } from './language-menu';
import { LiveStatus } from './live-status';
import { UserMenu } from './user-menu';

interface ToolbarProps {
  /** The features' panels, between fullscreen and the colour mode. */
  panels: ReactNode;
  user: UserMenuFieldsFragment | null;
  onStatusChange: ComponentProps<typeof UserMenu>['onStatusChange'];
}

export function Toolbar({ panels, user, onStatusChange }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <LiveStatus />
      <LanguageMenu />
      <FullscreenButton />
      {panels}
      {/* Phones need the room; the settings drawer has the scheme too. */}
      <Box hideBelow="sm">
        <ColorModeButton label={t('shell.darkMode')} />
      </Box>
      <UserMenu user={user} onStatusChange={onStatusChange} />
    </>
  );
}
