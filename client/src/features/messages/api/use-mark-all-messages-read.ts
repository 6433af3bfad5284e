// Marks every message read (and seen, as the server does): the badge clears at once, and
// comes back if the server refuses (SPEC section 8: no other handling).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const MarkAllMessagesReadDocument = graphql(`
  mutation MarkAllMessagesRead {
    markAllMessagesRead {
      __typename
      id
      read
      seen
    }
  }
`);

/** Takes the ids of the messages listed, for the answer shown before the server's. */
export function useMarkAllMessagesRead(): (ids: readonly string[]) => void {
  const [markAllRead] = useMutation(MarkAllMessagesReadDocument);
  return (ids) =>
    void markAllRead({
      optimisticResponse: {
        markAllMessagesRead: ids.map((id) => ({
          __typename: 'Message',
          id,
          read: true,
          seen: true,
        })),
      },
    }).catch(() => {});
}
