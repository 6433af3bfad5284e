// Deletes one message: it leaves the list at once, and comes back if the server refuses
// (SPEC section 8: a failed message call has no other handling).
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteMessageDocument = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id) {
      __typename
      id
    }
  }
`);

export function useDeleteMessage(): (id: string) => void {
  const [remove] = useMutation(DeleteMessageDocument);
  return (id) =>
    void remove({
      variables: { id },
      optimisticResponse: { deleteMessage: { __typename: 'Message', id } },
      update(cache) {
        cache.modify({
          fields: {
            messages: (existing: readonly Reference[], { readField }) =>
              existing.filter((item) => readField('id', item) !== id),
          },
        });
      },
    }).catch(() => {});
}
