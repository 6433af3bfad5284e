// A board's members as overlapping avatars, the first few and a count of the rest; their
// names are said to screen readers and shown on hover.
import { Avatar, AvatarGroup, Box, Portal, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/ui/tooltip';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { ScrumboardMemberFieldsFragment } from '../../../gql/graphql';

interface MemberAvatarsProps {
  members: readonly ScrumboardMemberFieldsFragment[];
  /** How many avatars show before "+n". */
  max?: number;
}

export function MemberAvatars({ members, max = 4 }: MemberAvatarsProps) {
  const { t } = useTranslation();
  const shown = members.slice(0, max);
  const rest = members.length - shown.length;
  const names = members.map((member) => member.name).join(', ');
  if (members.length === 0) return null;
  return (
    <Box>
      <VisuallyHidden>{t('scrumboard.members.list', { names })}</VisuallyHidden>
      <AvatarGroup size="sm" aria-hidden>
        {shown.map((member) => (
          <Tooltip.Root key={member.id} openDelay={300} positioning={{ placement: 'top' }}>
            <Tooltip.Trigger asChild>
              <Box borderRadius="full" outline="2px solid" outlineColor="bg.panel">
                <UserAvatar name={member.name} avatar={member.avatar} size="sm" />
              </Box>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content>{member.name}</Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        ))}
        {rest > 0 && (
          <Avatar.Root size="sm" variant="subtle" outline="2px solid" outlineColor="bg.panel">
            <Avatar.Fallback>+{rest}</Avatar.Fallback>
          </Avatar.Root>
        )}
      </AvatarGroup>
    </Box>
  );
}
