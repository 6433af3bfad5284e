// The quick chat's queries: the conversations (also one of the shell's start-up loads,
// app/router.tsx) and one conversation with its messages.
import { graphql } from '../../../gql';

export const QuickChatListDocument = graphql(`
  query QuickChatList {
    chats {
      id
      unreadCount
      lastMessage
      lastMessageAt
      contact {
        id
        name
        avatar
      }
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
