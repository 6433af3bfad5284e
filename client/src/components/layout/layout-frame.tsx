// What every layout of the shell is given, and the footer they share.
import { Box } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserMenuFieldsFragment } from '../../gql/graphql';
import type { NavItem } from './navigation-items';

export interface LayoutFrameProps {
  /** The main menu, in the shape the layout uses. */
  items: readonly NavItem[];
  /** The signed-in user (null until the shell's query answers). */
  user: UserMenuFieldsFragment | null;
  /** The top bar's controls, at its end (languages, panels, user menu...). */
  toolbar: ReactNode;
  /** The page (the route's outlet). */
  children?: ReactNode;
}

/** Memoized: the same under every page. */
export const LayoutFooter = memo(function LayoutFooter({ maxW }: { maxW?: string }) {
  const { t } = useTranslation();
  return (
    <Box as="footer" bg="bg.panel" borderTopWidth="1px" color="fg.muted" fontSize="sm">
      <Box mx="auto" maxW={maxW} px={{ base: 4, md: 8 }} py={4}>
        {t('shell.copyright', { year: new Date().getFullYear() })}
      </Box>
    </Box>
  );
});
