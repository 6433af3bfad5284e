// The top of a contact's page and form: the header picture (or the default band) with
// the avatar over its lower edge, and room for actions beside the avatar.
import { Box, Flex, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ContactHeaderProps {
  background?: string | null;
  /** The avatar (or the avatar with its controls). */
  avatar: ReactNode;
  /** Buttons at the header's end, level with the avatar's lower half. */
  actions?: ReactNode;
}

export function ContactHeader({ background, avatar, actions }: ContactHeaderProps) {
  return (
    <>
      <Box
        h={{ base: 32, md: 44 }}
        bgGradient="to-br"
        gradientFrom="brand.500"
        gradientTo="brand.800"
        position="relative"
      >
        {background && (
          <chakra.img
            src={background}
            alt=""
            position="absolute"
            inset={0}
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      <Flex
        px={{ base: 4, md: 8 }}
        mt={{ base: -12, md: -16 }}
        align="flex-end"
        justify="space-between"
        gap={3}
        wrap="wrap"
        position="relative"
      >
        {avatar}
        {actions && (
          <Flex gap={2} pb={{ base: 0, md: 2 }} ms="auto">
            {actions}
          </Flex>
        )}
      </Flex>
    </>
  );
}
