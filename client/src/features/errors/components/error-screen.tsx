import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

interface ErrorScreenProps {
  /** A large mark above the title, such as 404. */
  mark?: string;
  title: string;
  body: string;
  /** The ways on: buttons and links. */
  children: ReactNode;
}

/**
 * The frame of every error page: what happened, centred, and what to do next. Its
 * title names the tab too.
 */
export function ErrorScreen({ mark, title, body, children }: ErrorScreenProps) {
  useDocumentTitle(title);
  return (
    <Box maxW="lg" mx="auto" py={{ base: 10, md: 24 }} px={6} textAlign="center">
      {mark && (
        <Text fontSize="6xl" fontWeight="bold" color="fg.subtle" lineHeight="1" mb={4}>
          {mark}
        </Text>
      )}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" mt={3} mb={6}>
        {body}
      </Text>
      <HStack justify="center" gap={3} wrap="wrap">
        {children}
      </HStack>
    </Box>
  );
}
