// The signed-in shell as the router shows it: the layout the address calls for, with
// the toolbar panels of the features that own them (features do not import each other;
// app puts them together). Its own chunk: app/shell-host.tsx loads it once a session starts.
import { Box } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HorizontalLayout } from '../components/layout/horizontal-layout';
import { SkipLink } from '../components/layout/layout-frame';
import { MenuStatusContext } from '../components/layout/menu-status';
import { activeItem, withoutClosedAreas } from '../components/layout/navigation-items';
import { useNavigationText } from '../components/layout/navigation-text';
import { Toolbar } from '../components/layout/toolbar';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { Toaster } from '../components/ui/toaster';
import { VerticalLayout } from '../components/layout/vertical-layout';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { currentHost } from '../config/env';
import { QuickChat } from '../features/chat/components/quick-chat';
import { MessagesPanel } from '../features/messages/components/messages-panel';
import { NotificationsPanel } from '../features/notifications/components/notifications-panel';
import { Search } from '../features/search/components/search';
import { ShortcutsPanel } from '../features/shortcuts/components/shortcuts-panel';
import {
  SettingsButton,
  SettingsDrawerProvider,
} from '../features/shell/components/settings-drawer';
import { isHorizontal } from '../features/shell/layout-choice';
import { useShellLayout } from '../features/shell/use-layout';
import { useUpdateUserStatus } from '../features/user/api/use-update-user-status';
import { canEnter } from '../lib/host-rules';
import { useShownOnce } from '../lib/use-shown-once';

// Its documents travel with the shell's code, not with the first screen's.
export { startUpQueries } from './start-up-queries';
export { MenuDocument } from '../features/shell/api/menu-document';

const PANELS = (
  <>
    <ShortcutsPanel />
    <MessagesPanel />
    <NotificationsPanel />
    <QuickChat />
    <SettingsButton />
  </>
);

export function ShellLayout({ children }: { children?: ReactNode }) {
  // The shell's first frame (at start, or when a sign-in shows the shell made ready
  // hidden) draws the top bar and the menu around an empty page; the page follows.
  const pageShown = useShownOnce();
  const updateStatus = useUpdateUserStatus();
  const { layout, items: menu, user, menuStatus } = useShellLayout();
  const { pathname } = useLocation();
  const host = currentHost();
  const items = useMemo(
    () => withoutClosedAreas(menu, (area) => canEnter(area, host)),
    [menu, host],
  );
  const text = useNavigationText();
  const active = activeItem(items, pathname);
  useDocumentTitle(active && text(active, 'title'));

  const horizontal = isHorizontal(layout);
  // The same element while its inputs stay, so a new page does not draw the top bar again.
  const toolbar = useMemo(
    () => (
      <Toolbar
        panels={
          <>
            <Search appearance={horizontal ? 'bar' : 'icon'} />
            {PANELS}
          </>
        }
        user={user}
        onStatusChange={updateStatus}
      />
    ),
    [horizontal, user, updateStatus],
  );
  const page = pageShown && children;
  const frame = { items, user, toolbar, children: page };
  return (
    <ConfirmProvider>
      <SettingsDrawerProvider>
        <MenuStatusContext value={menuStatus}>
          {layout !== 'empty' && <SkipLink />}
          {layout === 'empty' ? (
            // SPEC section 2: the empty layout is the page and the loading bar (the router's).
            <Box minH="100dvh">{page}</Box>
          ) : isHorizontal(layout) ? (
            <HorizontalLayout appearance={layout} {...frame} />
          ) : (
            <VerticalLayout appearance={layout} {...frame} />
          )}
        </MenuStatusContext>
      </SettingsDrawerProvider>
      <Toaster />
    </ConfirmProvider>
  );
}
