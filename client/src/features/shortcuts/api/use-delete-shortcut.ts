// Removes a shortcut, from the server and then from the cache.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteShortcutDocument = graphql(`
  mutation DeleteShortcut($id: ID!) {
    deleteShortcut(id: $id) {
      id
    }
  }
`);

export function useDeleteShortcut() {
  const [mutate] = useMutation(DeleteShortcutDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Shortcut', id: data.deleteShortcut.id }) });
      cache.gc();
    },
  });
  return async (id: string) => (await mutate({ variables: { id } })).data;
}
