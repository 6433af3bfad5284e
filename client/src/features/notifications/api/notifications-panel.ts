// The notifications panel's query (also one of the shell's start-up loads, app/router.tsx)
// and its mutations.
import { graphql } from '../../../gql';
import type { FeedOperations } from '../../../components/feed/use-feed-actions';

export const NotificationsPanelDocument = graphql(`
  query NotificationsPanel {
    notifications {
      id
      title
      description
      image
      icon
      link
      useRouter
      read
      time
    }
  }
`);

export const NOTIFICATION_OPERATIONS: FeedOperations = {
  list: 'notifications',
  typename: 'Notification',
  setRead: {
    field: 'setNotificationRead',
    document: graphql(`
      mutation SetNotificationRead($id: ID!, $read: Boolean!) {
        setNotificationRead(id: $id, read: $read) {
          id
          read
        }
      }
    `),
  },
  remove: {
    field: 'deleteNotification',
    document: graphql(`
      mutation DeleteNotification($id: ID!) {
        deleteNotification(id: $id) {
          id
        }
      }
    `),
  },
  markAllRead: {
    field: 'markAllNotificationsRead',
    document: graphql(`
      mutation MarkAllNotificationsRead {
        markAllNotificationsRead {
          id
          read
          seen
        }
      }
    `),
  },
};
