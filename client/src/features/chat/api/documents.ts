// The chat app's queries: the side column (the conversations, the people one can start
// a chat with and the user's own profile) and one conversation with its contact's panel.
// The messages are read with the quick chat's fragment, so a message sent from either
// place (useSendChatMessage) shows in both, from the same cache entries.
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
