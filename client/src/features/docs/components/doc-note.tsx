// A note above a document about its language: the changelog kept in English, a guide
// not translated yet.
import { HStack, Text } from '@chakra-ui/react';
import LanguageIcon from '@heroicons/react/24/outline/LanguageIcon';
import type { ReactNode } from 'react';

export function DocNote({ children }: { children: ReactNode }) {
  return (
    <HStack
      gap={2}
      mb={6}
      px={3}
      py={2}
      borderRadius="l2"
      bg="bg.muted"
      color="fg.muted"
      fontSize="sm"
      maxW="3xl"
    >
      <LanguageIcon width={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text>{children}</Text>
    </HStack>
  );
}
