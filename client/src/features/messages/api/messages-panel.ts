// The messages panel's query (also one of the shell's start-up loads, app/router.tsx)
// and its mutations.
import { graphql } from '../../../gql';
import type { FeedOperations } from '../../../components/feed/use-feed-actions';

export const MessagesPanelDocument = graphql(`
  query MessagesPanel {
    messages {
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

export const MESSAGE_OPERATIONS: FeedOperations = {
  list: 'messages',
  typename: 'Message',
  setRead: {
    field: 'setMessageRead',
    document: graphql(`
      mutation SetMessageRead($id: ID!, $read: Boolean!) {
        setMessageRead(id: $id, read: $read) {
          id
          read
        }
      }
    `),
  },
  remove: {
    field: 'deleteMessage',
    document: graphql(`
      mutation DeleteMessage($id: ID!) {
        deleteMessage(id: $id) {
          id
        }
      }
    `),
  },
  markAllRead: {
    field: 'markAllMessagesRead',
    document: graphql(`
      mutation MarkAllMessagesRead {
        markAllMessagesRead {
          id
          read
          seen
        }
      }
    `),
  },
};
