// Keeps the notifications panel and its badge current: notifications created, changed or deleted
// anywhere (another window, the API) arrive over the live connection (apollo/live.ts).
import { useRecordEvents } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';

export const NotificationsChangedDocument = graphql(`
  subscription NotificationsChanged {
    notificationsChanged {
      change
      notification {
        ...NotificationEntryFields
      }
      deleted {
        id
        type
      }
    }
  }
`);

export function useNotificationsLive(): void {
  useRecordEvents(
    NotificationsChangedDocument,
    ({ notificationsChanged: event }) => ({ event, record: event.notification }),
    // The newest first, as the server lists them.
    { field: 'notifications', at: 'start' },
  );
}
