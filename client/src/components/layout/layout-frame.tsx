// What every layout of the shell is given, and the parts they share: the main area, the
// skip link to it and the footer.
import { Box, chakra, type BoxProps } from '@chakra-ui/react';
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

/** The main area's id: where the skip link leads. */
const MAIN_ID = 'main-content';

/** The page's area in every layout; focusable by the skip link only. */
export function LayoutMain(props: BoxProps) {
  return <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex={1} {...props} />;
}

/**
 * The first stop of the keyboard: past the menus and the top bar, straight to the page.
 * Hidden until focused. It moves the focus itself rather than through the address, so
 * the address keeps no #fragment.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="l2"
      bg="bg.panel"
      color="fg"
      fontWeight="medium"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {t('shell.skipToContent')}
    </chakra.a>
  );
}
