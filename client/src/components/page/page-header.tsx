// An app screen's header: its title (the page's h1), a line under it (a count, what the
// screen is for) and its actions (search, add), which wrap under the title on phones.
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Controls at the header's end: a search field, an add button. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap={4}
      mb={6}
    >
      <Stack gap={1} minW={0}>
        <Heading as="h1" size="2xl" truncate>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Flex gap={2} align="center" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
