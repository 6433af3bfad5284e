// Removes a product: from the server, then from the cache (the table drops its row at
// once), and the table's page loads again to fill the gap.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { InventoryProductsDocument } from './documents';

const DeleteInventoryProductDocument = graphql(`
  mutation DeleteInventoryProduct($id: ID!) {
    deleteInventoryProduct(id: $id)
  }
`);

export function useDeleteProduct() {
  const [mutate] = useMutation(DeleteInventoryProductDocument);
  return async (id: string) => {
    await mutate({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleteInventoryProduct) return;
        cache.evict({ id: cache.identify({ __typename: 'InventoryProduct', id }) });
        cache.gc();
      },
      refetchQueries: [InventoryProductsDocument],
    });
  };
}
