// Deletes a tag. The server takes it off every product; the cache does the same for
// every product it holds, so no product on screen keeps a tag that no longer exists.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteInventoryTagDocument = graphql(`
  mutation DeleteInventoryTag($id: ID!) {
    deleteInventoryTag(id: $id)
  }
`);

const PRODUCT_KEY = 'InventoryProduct:';

export function useDeleteTag() {
  const [mutate] = useMutation(DeleteInventoryTagDocument);
  return async (id: string) => {
    await mutate({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleteInventoryTag) return;
        for (const key of Object.keys(cache.extract() as object)) {
          if (!key.startsWith(PRODUCT_KEY)) continue;
          cache.modify({
            id: key,
            fields: {
              tags: (tags) =>
                Array.isArray(tags) && tags.includes(id)
                  ? (tags as string[]).filter((tag) => tag !== id)
                  : tags,
            },
          });
        }
        cache.evict({ id: cache.identify({ __typename: 'InventoryTag', id }) });
        cache.gc();
      },
    });
  };
}
