// The shell's initial loads (SPEC section 7: messages, notifications, chats, shortcuts),
// and the shell's own (the user and the main menu in the layout's shape), which
// app/start-up-loads.ts starts as one batch once a session begins. Only the shell's chunk
// imports this (app/shell-layout.tsx), so their documents stay out of the first screen's
// code.
import type { DocumentNode } from '@apollo/client';
import { QuickChatListDocument } from '../features/chat/api/documents';
import { MessagesPanelDocument } from '../features/messages/api/documents';
import { NotificationsPanelDocument } from '../features/notifications/api/documents';
import { ShellDocument, shellVariablesAt } from '../features/shell/api/documents';
import { ShortcutsPanelDocument } from '../features/shortcuts/api/documents';

export interface StartUpQuery {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  /**
   * Its failure does not hold the shell: the menu says so itself, with Try again
   * (components/layout/menu-status.tsx), and the page still shows.
   */
  mayFail?: true;
}

/** The start-up loads for a page at `search` (its query string: ?layout= picks the menu). */
export function startUpQueries(search: string): StartUpQuery[] {
  return [
    { query: MessagesPanelDocument },
    { query: NotificationsPanelDocument },
    { query: QuickChatListDocument },
    { query: ShortcutsPanelDocument },
    { query: ShellDocument, variables: shellVariablesAt(search), mayFail: true },
  ];
}
