import { graphql } from '../../gql';

/** What the shell shows around every page: the main menu and the signed-in user. */
export const ShellDocument = graphql(`
  query Shell {
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
    user {
      ...UserMenuFields
    }
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
