// The top of the chat app's side column: what its view is (chats, a new chat's people,
// the profile), with a control on each side, and a search below it. The view lives in
// the address (?view=), so a reload or a shared link opens the same one.
import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router';

export type SidebarView = 'chats' | 'people' | 'profile';

export function sidebarView(params: URLSearchParams): SidebarView {
  const view = params.get('view');
  return view === 'people' || view === 'profile' ? view : 'chats';
}

/** A link to another view of the side column, where the conversation open stays open. */
export function useViewLink(): (view: SidebarView) => To {
  const { pathname } = useLocation();
  return (view) => ({
    pathname,
    search: view === 'chats' ? '' : `?${new URLSearchParams({ view })}`,
  });
}

/** Empties the side column's search (in the address), keeping its place in history. */
export function useClearSearch(): () => void {
  const [, setParams] = useSearchParams();
  return () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('search');
        return next;
      },
      { replace: true },
    );
}

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
