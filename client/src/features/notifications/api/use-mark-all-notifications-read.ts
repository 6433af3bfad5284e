// Marks every notification read (and seen, as the server does): the badge clears at once, and
// comes back if the server refuses (SPEC section 8: no other handling).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      __typename
      id
      read
      seen
    }
  }
`);

/** Takes the ids of the notifications listed, for the answer shown before the server's. */
export function useMarkAllNotificationsRead(): (ids: readonly string[]) => void {
  const [markAllRead] = useMutation(MarkAllNotificationsReadDocument);
  return (ids) =>
    void markAllRead({
      optimisticResponse: {
        markAllNotificationsRead: ids.map((id) => ({
          __typename: 'Notification',
          id,
          read: true,
          seen: true,
        })),
      },
    }).catch(() => {});
}
