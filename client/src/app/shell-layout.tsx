// The signed-in shell as the router shows it: the layout, with the toolbar panels of
// the features that own them (features do not import each other; app puts them
// together). Its own chunk: app/router.tsx loads it once a session starts.
import type { ReactNode } from 'react';
import { ClassyLayout } from '../components/layout/classy-layout';
import { QuickChat } from '../features/chat/components/quick-chat';
import { MessagesPanel } from '../features/messages/components/messages-panel';
import { Search } from '../features/search/components/search';
import { NotificationsPanel } from '../features/notifications/components/notifications-panel';
import { useUpdateUserStatus } from '../features/user/api/use-update-user-status';

const TOOLBAR_PANELS = (
  <>
    <Search />
    <MessagesPanel />
    <NotificationsPanel />
    <QuickChat />
  </>
);

export function ShellLayout({ children }: { children?: ReactNode }) {
  const updateStatus = useUpdateUserStatus();
  return (
    <ClassyLayout panels={TOOLBAR_PANELS} onStatusChange={updateStatus}>
      {children}
    </ClassyLayout>
  );
}
