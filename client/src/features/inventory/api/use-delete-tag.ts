// Deletes a tag. The server takes it off every product; the cache does the same for
// every product it holds, so no product on screen keeps a tag that no longer exists.
import { useMutation } from '@apollo/client/react';
import { removeDeletedTag } from '../../../apollo/deleted-tag';
import { graphql } from '../../../gql';

const DeleteInventoryTagDocument = graphql(`
  mutation DeleteInventoryTag($id: ID!) {
    deleteInventoryTag(id: $id)
  }
`);

export function useDeleteTag() {
  const [mutate] = useMutation(DeleteInventoryTagDocument);
  return async (id: string) => {
    await mutate({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleteInventoryTag) return;
        removeDeletedTag(cache, { __typename: 'InventoryTag', id }, [
          { typename: 'Query', field: 'inventoryTags' },
          { typename: 'InventoryProduct', field: 'tags' },
        ]);
      },
    });
  };
}
