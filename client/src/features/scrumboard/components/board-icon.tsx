// A board's icon on a tinted tile (the boards page, the board's header).
import { Center } from '@chakra-ui/react';
import { NamedIcon } from '../../../components/ui/named-icon';

export const DEFAULT_BOARD_ICON = 'heroicons_outline:rectangle-stack';

export function BoardIcon({ icon, size = 'md' }: { icon: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 9 : 12;
  return (
    <Center
      boxSize={box}
      flexShrink={0}
      borderRadius="l3"
      bg="brand.subtle"
      color="brand.fg"
      aria-hidden
    >
      <NamedIcon name={icon ?? DEFAULT_BOARD_ICON} boxSize={size === 'sm' ? 5 : 6} />
    </Center>
  );
}
