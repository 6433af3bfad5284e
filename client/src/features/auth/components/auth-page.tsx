import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthPageProps {
  title: string;
  subtitle?: ReactNode;
  /** A line under the content, such as "Already have an account? Sign in". */
  footer?: ReactNode;
  centered?: boolean;
  children?: ReactNode;
}

/** The frame of every auth page: a narrow column with heading, subtitle and footer. */
export function AuthPage({ title, subtitle, footer, centered, children }: AuthPageProps) {
  return (
    <Box
      maxW="sm"
      mx="auto"
      mt={{ base: 10, md: 24 }}
      px={4}
      textAlign={centered ? 'center' : undefined}
    >
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" mt={2} mb={6}>
          {subtitle}
        </Text>
      )}
      {children}
      {footer && (
        <Text color="fg.muted" fontSize="sm" mt={6}>
          {footer}
        </Text>
      )}
    </Box>
  );
}
