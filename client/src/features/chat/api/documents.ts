// The chat's queries and the fragments its components read, for its two places:
// - the chat app: the side column (the conversations, the people one can start a chat
//   with and the user's own profile) and one conversation with its contact's panel;
// - the quick chat (the toolbar's panel): the conversations (also one of the shell's
//   start-up loads, app/start-up-queries.ts), as its list's fragment reads them, and one
//   conversation with its messages. That conversation leaves `unreadCount` out: opening
//   it marks it read in the same batch, and a count read before that write was committed
//   would put the unread mark back.
// Both read the messages with one fragment, so a message sent from either place
// (useSendChatMessage) shows in both, from the same cache entries.
import { graphql } from '../../../gql';

export const ChatListItemFragment = graphql(`
  fragment ChatListItem on Chat {
    id
    unreadCount
    muted
    lastMessage
    lastMessageAt
    contact {
      id
      name
      avatar
      about
    }
  }
`);

export const ChatContactItemFragment = graphql(`
  fragment ChatContactItem on ChatContact {
    id
    name
    avatar
    about
  }
`);

export const ChatProfileFieldsFragment = graphql(`
  fragment ChatProfileFields on ChatProfile {
    id
    name
    email
    avatar
    about
  }
`);

export const ChatContactPanelFragment = graphql(`
  fragment ChatContactPanel on ChatContact {
    id
    name
    avatar
    about
    details {
      emails {
        email
        label
      }
      phoneNumbers {
        country
        phoneNumber
        label
      }
      title
      company
      birthday
      address
    }
    attachments {
      media
      docs
      links
    }
  }
`);

export const ChatAppDocument = graphql(`
  query ChatApp {
    chats {
      ...ChatListItem
    }
    chatContacts {
      ...ChatContactItem
    }
    chatProfile {
      ...ChatProfileFields
    }
  }
`);

export const ChatConversationDocument = graphql(`
  query ChatConversation($id: ID!) {
    chat(id: $id) {
      ...ChatListItem
      contact {
        ...ChatContactPanel
      }
      messages {
        ...QuickChatMessage
      }
    }
  }
`);

/** The quick chat's list: each conversation's person (picture or initial) and unread count. */
export const QuickChatListDocument = graphql(`
  query QuickChatList {
    chats {
      ...QuickChatListItem
    }
  }

  fragment QuickChatListItem on Chat {
    id
    unreadCount
    contact {
      id
      name
      avatar
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
