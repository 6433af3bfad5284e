// The quick chat's queries: the conversations (also one of the shell's start-up loads,
// app/shell-layout.tsx), as its list's fragment reads them, and one conversation with
// its messages. The conversation leaves `unreadCount` out: opening a conversation marks
// it read in the same batch, and a count read before that write was committed would put
// the unread mark back.
import { graphql } from '../../../gql';

export const QuickChatListDocument = graphql(`
  query QuickChatList {
    chats {
      ...QuickChatListItem
    }
  }
`);

export const QuickChatConversationDocument = graphql(`
  query QuickChatConversation($id: ID!) {
    chat(id: $id) {
      id
      lastMessage
      lastMessageAt
      messages {
        ...QuickChatMessage
      }
    }
  }
`);

export const QuickChatMessageFragment = graphql(`
  fragment QuickChatMessage on ChatMessage {
    id
    chatId
    value
    createdAt
    isMine
  }
`);
