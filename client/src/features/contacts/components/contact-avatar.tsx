// A contact's picture, or their initials when they have none (or until it loads).
import { Avatar } from '@chakra-ui/react';

interface ContactAvatarProps {
  name: string;
  avatar?: string | null;
  /** The recipe's sizes, or `hero`: the large picture over a contact's header. */
  size?: 'sm' | 'md' | 'lg' | 'hero';
}

const HERO = {
  '--avatar-size': { base: '6rem', md: '8rem' },
  '--avatar-font-size': { base: '2rem', md: '2.5rem' },
  outline: '4px solid',
  outlineColor: 'bg.panel',
};

export function ContactAvatar({ name, avatar, size = 'md' }: ContactAvatarProps) {
  return (
    <Avatar.Root
      size={size === 'hero' ? 'full' : size}
      colorPalette="brand"
      flexShrink={0}
      css={size === 'hero' ? HERO : undefined}
    >
      <Avatar.Fallback name={name} />
      {avatar && <Avatar.Image src={avatar} alt="" />}
    </Avatar.Root>
  );
}
