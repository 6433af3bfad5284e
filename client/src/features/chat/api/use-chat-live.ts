// Keeps the chats current in the chat app and the quick chat: messages and chats
// created, changed or deleted anywhere (another window, the API) arrive over the live
// connection (apollo/live.ts). A new message raises two events: the message, which joins
// its chat's conversation, and its chat (last message, time, unread count), written by id.
import type { StoreObject } from '@apollo/client';
import { useRecordEvents, type ListPlace } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';

const ChatChangedDocument = graphql(`
  subscription ChatChanged {
    chatChanged {
      change
      chat {
        ...ChatListItem
      }
      message {
        ...QuickChatMessage
      }
      deleted {
        id
        type
      }
    }
  }
`);

/**
 * A message goes last in its chat's conversation (only a message has a chatId); a new
 * chat goes first in the list, where the server puts it.
 */
function placeOf(record: StoreObject): ListPlace {
  const { chatId } = record;
  return typeof chatId === 'string'
    ? { of: { __typename: 'Chat', id: chatId }, field: 'messages', at: 'end' }
    : { field: 'chats', at: 'start' };
}

export function useChatLive(): void {
  useRecordEvents(
    ChatChangedDocument,
    ({ chatChanged: event }) => ({ event, record: event.message ?? event.chat }),
    placeOf,
  );
}
