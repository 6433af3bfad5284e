// The shell's four initial loads (SPEC section 7: messages, notifications, chats,
// shortcuts), which app/router.tsx starts as one batch once a session begins. Only the
// shell's chunk imports this (app/shell-layout.tsx), so their documents stay out of the
// first screen's code.
import type { DocumentNode } from '@apollo/client';
import { QuickChatListDocument } from '../features/chat/api/quick-chat-documents';
import { MessagesPanelDocument } from '../features/messages/api/messages-panel';
import { NotificationsPanelDocument } from '../features/notifications/api/notifications-panel';
import { ShortcutsPanelDocument } from '../features/shortcuts/api/shortcuts-panel';

export const START_UP_QUERIES: readonly DocumentNode[] = [
  MessagesPanelDocument,
  NotificationsPanelDocument,
  QuickChatListDocument,
  ShortcutsPanelDocument,
];
