// Below md every layout's navigation is a drawer over the page, opened from a button in
// the top bar. The drawer itself is made at the first opening: most sessions (every
// wide screen) never open it, and making it costs the shell's first render about a fifth
// of its time.
import { CloseButton, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { DARK_SCOPE } from '../ui/dark-scope';
import { Logo } from '../ui/logo';
import { NavigationMenu } from './navigation-menu';
import type { NavItem } from './navigation-items';

/** A thin scrollbar that does not light up a dark column. */
export const PANEL_SCROLLBAR = {
  scrollbarWidth: 'thin',
  scrollbarColor: '{colors.whiteAlpha.300} transparent',
};

export function NavigationDrawer({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
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
                {...DARK_SCOPE}
                maxW="320px"
                bg="bg.navigation"
                color="fg"
                overflowY="auto"
                css={PANEL_SCROLLBAR}
              >
                <Flex h={16} px={6} align="center" flexShrink={0}>
                  <Link to={paths.root} onClick={close}>
                    <Logo />
                  </Link>
                </Flex>
                <NavigationMenu items={items} label={t('shell.navigation')} onNavigate={close} />
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
