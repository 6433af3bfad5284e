// Deletes one notification: it leaves the list at once, and comes back if the server refuses
// (SPEC section 8: a failed notification call has no other handling).
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteNotificationDocument = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id) {
      __typename
      id
    }
  }
`);

export function useDeleteNotification(): (id: string) => void {
  const [remove] = useMutation(DeleteNotificationDocument);
  return (id) =>
    void remove({
      variables: { id },
      optimisticResponse: { deleteNotification: { __typename: 'Notification', id } },
      update(cache) {
        cache.modify({
          fields: {
            notifications: (existing: readonly Reference[], { readField }) =>
              existing.filter((item) => readField('id', item) !== id),
          },
        });
      },
    }).catch(() => {});
}
