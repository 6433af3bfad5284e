// The top of the chat app's side column: what its view is (chats, a new chat's people,
// the profile; ?view=, url-state.ts), with a control on each side, and a search below it.
import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SidebarHeaderProps {
  start?: ReactNode;
  title: string;
  end?: ReactNode;
  /** Below the title: a search. */
  children?: ReactNode;
}

export function SidebarHeader({ start, title, end, children }: SidebarHeaderProps) {
  return (
    <Box px={4} pt={4} pb={3} borderBottomWidth="1px">
      <Flex align="center" gap={3} minH={10}>
        {start}
        <Heading as="h1" size="xl" flex={1} truncate>
          {title}
        </Heading>
        {end}
      </Flex>
      {children && <Box mt={3}>{children}</Box>}
    </Box>
  );
}
