// Keeps the messages panel and its badge current: messages created, changed or deleted
// anywhere (another window, the API) arrive over the live connection (apollo/live.ts).
import { useRecordEvents } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';

export const MessagesChangedDocument = graphql(`
  subscription MessagesChanged {
    messagesChanged {
      change
      message {
        ...MessageEntryFields
      }
      deleted {
        id
        type
      }
    }
  }
`);

export function useMessagesLive(): void {
  useRecordEvents(
    MessagesChangedDocument,
    ({ messagesChanged: event }) => ({ event, record: event.message }),
    // The newest first, as the server lists them.
    { field: 'messages', at: 'start' },
  );
}
