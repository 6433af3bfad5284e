import { graphql } from '../../gql';

export const NavigationDocument = graphql(`
  query Navigation {
    navigation {
      default {
        ...NavigationItemFields
        children {
          ...NavigationItemFields
          children {
            ...NavigationItemFields
          }
        }
      }
    }
  }
  fragment NavigationItemFields on NavigationItem {
    id
    type
    title
    link
  }
`);

/** The four loads the shell needs before it shows; batched into one HTTP request. */
export const InitialMessagesDocument = graphql(`
  query InitialMessages {
    messages {
      id
      read
    }
  }
`);
export const InitialNotificationsDocument = graphql(`
  query InitialNotifications {
    notifications {
      id
      read
    }
  }
`);
export const InitialChatsDocument = graphql(`
  query InitialChats {
    chats {
      id
      unreadCount
    }
  }
`);
export const InitialShortcutsDocument = graphql(`
  query InitialShortcuts {
    shortcuts {
      id
      label
    }
  }
`);
