// The default layout: a dark navigation column (a drawer below md), a top bar with the
// language menu, fullscreen, the features' panels, color mode and the user menu, the
// page, and the footer.
import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Spacer } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentHost } from '../../config/env';
import { paths } from '../../config/paths';
import { canEnter } from '../../lib/host-rules';
import { ColorModeButton } from '../ui/color-mode';
import { Logo } from '../ui/logo';
import { useDocumentTitle } from '../ui/use-document-title';
import { FullscreenButton } from './fullscreen-button';
import { LanguageMenu } from './language-menu';
import { NavigationMenu } from './navigation-menu';
import { activeItem, withoutClosedAreas, type NavItem } from './navigation-items';
import { useNavigationText } from './navigation-text';
import { ShellDocument } from './shell-documents';
import { UserMenu } from './user-menu';

/** A thin scrollbar that does not light up the dark column. */
const PANEL_SCROLLBAR = {
  scrollbarWidth: 'thin',
  scrollbarColor: '{colors.whiteAlpha.300} transparent',
};

function NavigationPanel({
  items,
  onNavigate,
}: {
  items: readonly NavItem[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Flex h={16} px={6} align="center" flexShrink={0}>
        <Link to={paths.root} onClick={onNavigate}>
          <Logo />
        </Link>
      </Flex>
      <NavigationMenu items={items} label={t('shell.navigation')} onNavigate={onNavigate} />
    </>
  );
}

/**
 * The hamburger button and the slide-over navigation it opens below md. The drawer
 * itself is made at the first opening: most sessions (every wide screen) never open it,
 * and making it costs the shell's first render about a fifth of its time.
 */
function NavigationDrawer({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={toggle}
        aria-label={t('shell.openNavigation')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="sm"
        hideFrom="md"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Bars3Icon />
      </IconButton>
      {opened && (
        <Drawer.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          placement="start"
          finalFocusEl={() => toggle.current}
          unmountOnExit
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              {/* SPEC section 9: the drawer is 320px wide. */}
              <Drawer.Content
                className="chakra-theme dark"
                maxW="320px"
                bg="bg.navigation"
                color="fg"
                overflowY="auto"
                css={PANEL_SCROLLBAR}
              >
                <NavigationPanel items={items} onNavigate={() => setOpen(false)} />
                <Drawer.CloseTrigger asChild top={3.5} insetEnd={3}>
                  <CloseButton size="sm" color="fg.muted" aria-label={t('shell.closeNavigation')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
    </>
  );
}

export function ClassyLayout({
  panels,
  onStatusChange,
  children,
}: {
  /** The toolbar's panels (messages, notifications...), placed before the user menu. */
  panels?: ReactNode;
  /** Changes the signed-in user's presence, chosen in the user menu. */
  onStatusChange: ComponentProps<typeof UserMenu>['onStatusChange'];
  /** The page (the route's outlet). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useQuery(ShellDocument);
  const host = currentHost();
  const items = withoutClosedAreas(data?.navigation.default ?? [], (area) => canEnter(area, host));
  const text = useNavigationText();
  const active = activeItem(items, pathname);
  useDocumentTitle(active && text(active, 'title'));

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Flex
        as="aside"
        className="chakra-theme dark"
        hideBelow="md"
        direction="column"
        w="280px"
        flexShrink={0}
        position="sticky"
        top={0}
        h="100dvh"
        overflowY="auto"
        css={PANEL_SCROLLBAR}
        bg="bg.navigation"
        color="fg"
        borderEndWidth="1px"
      >
        <NavigationPanel items={items} />
      </Flex>
      <Flex direction="column" flex={1} minW={0}>
        <Flex
          as="header"
          h={16}
          px={{ base: 3, md: 6 }}
          align="center"
          gap={{ base: 1, sm: 2 }}
          bg="bg.panel"
          borderBottomWidth="1px"
          position="sticky"
          top={0}
          zIndex="sticky"
        >
          <NavigationDrawer items={items} />
          {/* Below sm the toolbar needs the room; the drawer shows the logo. */}
          <Box hideFrom="md" hideBelow="sm">
            <Link to={paths.root}>
              <Logo size={28} />
            </Link>
          </Box>
          <Spacer />
          <LanguageMenu />
          <FullscreenButton />
          {panels}
          <ColorModeButton label={t('shell.darkMode')} />
          <UserMenu user={data?.user ?? null} onStatusChange={onStatusChange} />
        </Flex>
        <Box as="main" flex={1} px={{ base: 4, md: 8 }} py={{ base: 6, md: 8 }}>
          {children}
        </Box>
        <Box
          as="footer"
          px={{ base: 4, md: 8 }}
          py={4}
          bg="bg.panel"
          borderTopWidth="1px"
          color="fg.muted"
          fontSize="sm"
        >
          {t('shell.copyright', { year: new Date().getFullYear() })}
        </Box>
      </Flex>
    </Flex>
  );
}
