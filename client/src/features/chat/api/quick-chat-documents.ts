// The quick chat's queries: the conversations (also one of the shell's start-up loads,
// app/shell-layout.tsx), as its list's fragment reads them, and one conversation with
// its messages.
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
      unreadCount
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
