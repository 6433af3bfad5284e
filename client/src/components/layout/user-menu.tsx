// The signed-in user's menu: an avatar button that opens who is signed in, their
// presence (online, away, busy, offline) to choose, links to the profile (the settings'
// account section) and the settings (their appearance section), and the sign-out item. Ark's menu gives the keyboard handling.
import { Box, Button, Circle, Flex, Menu, Portal, Text } from '@chakra-ui/react';
import ArrowRightStartOnRectangleIcon from '@heroicons/react/24/outline/ArrowRightStartOnRectangleIcon';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import UserCircleIcon from '@heroicons/react/24/outline/UserCircleIcon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, settingsPath } from '../../config/paths';
import { graphql } from '../../gql';
import type { UserMenuFieldsFragment, UserStatus } from '../../gql/graphql';
import { PRESENCE_COLOR, UserAvatar } from '../ui/user-avatar';

export const UserMenuFields = graphql(`
  fragment UserMenuFields on User {
    id
    name
    email
    avatar
    status
  }
`);

const STATUSES: readonly UserStatus[] = ['online', 'away', 'busy', 'offline'];

interface UserMenuProps {
  /** The profile from the shell's query: null until it arrives. */
  user: UserMenuFieldsFragment | null;
  onStatusChange: (user: UserMenuFieldsFragment, status: UserStatus) => void;
}

export function UserMenu({ user, onStatusChange }: UserMenuProps) {
  const { t } = useTranslation();
  const name = user?.name ?? '';
  return (
    // Its items mount when it opens, not with every page.
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          rounded="full"
          p={0.5}
          h="auto"
          minW={0}
          aria-label={t('shell.userMenu')}
        >
          <UserAvatar
            name={name}
            avatar={user?.avatar}
            status={user?.status}
            size="sm"
            aria-hidden
          />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" py={2}>
            <Flex align="center" gap={3} px={3} py={2}>
              <UserAvatar name={name} avatar={user?.avatar} size="lg" />
              <Box minW={0}>
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                {user && (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                )}
              </Box>
            </Flex>
            <Menu.Separator />
            {user && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel fontSize="xs" color="fg.muted">
                  {t('shell.statusLabel')}
                </Menu.ItemGroupLabel>
                <Menu.RadioItemGroup
                  value={user.status}
                  onValueChange={({ value }) => onStatusChange(user, value as UserStatus)}
                >
                  {STATUSES.map((status) => (
                    <Menu.RadioItem key={status} value={status}>
                      <Circle size="2.5" bg={PRESENCE_COLOR[status]} />
                      <Menu.ItemText>{t(`shell.status.${status}`)}</Menu.ItemText>
                      <Menu.ItemIndicator>
                        <CheckIcon width={16} aria-hidden />
                      </Menu.ItemIndicator>
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </Menu.ItemGroup>
            )}
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <Link to={settingsPath('account')}>
                <UserCircleIcon width={18} aria-hidden />
                {t('shell.profile')}
              </Link>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <Link to={settingsPath('appearance')}>
                <Cog6ToothIcon width={18} aria-hidden />
                {t('shell.settings')}
              </Link>
            </Menu.Item>
            <Menu.Item value="sign-out" asChild>
              <Link to={paths.signOut}>
                <ArrowRightStartOnRectangleIcon width={18} aria-hidden />
                {t('shell.signOut')}
              </Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
