// A person's avatar: their image, or their initials until (or unless) it loads, with
// an optional presence dot.
import { Avatar, Circle, Float } from '@chakra-ui/react';
import type { UserStatus } from '../../gql/graphql';

export const PRESENCE_COLOR: Record<UserStatus, string> = {
  online: 'green.500',
  away: 'orange.400',
  busy: 'red.500',
  offline: 'gray.400',
};

interface UserAvatarProps {
  name: string;
  avatar?: string | null;
  status?: UserStatus | null;
  size?: 'sm' | 'md' | 'lg';
  /** On a control named otherwise (the user menu's button): its initials are not read. */
  'aria-hidden'?: boolean;
}

export function UserAvatar({
  name,
  avatar,
  status,
  size = 'md',
  'aria-hidden': hidden,
}: UserAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="brand" aria-hidden={hidden}>
      <Avatar.Fallback name={name} />
      {avatar && <Avatar.Image src={avatar} alt="" />}
      {status && (
        <Float placement="bottom-end" offsetX="1" offsetY="1">
          <Circle
            size="2.5"
            bg={PRESENCE_COLOR[status]}
            outline="2px solid"
            outlineColor="bg.panel"
          />
        </Float>
      )}
    </Avatar.Root>
  );
}
