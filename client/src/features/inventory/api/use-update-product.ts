// Saves a product's changed fields; the cache updates the product by its id, so the
// table row and the form show what the server stored (the price it computed included).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { InventoryProductInput } from '../../../gql/graphql';

const UpdateInventoryProductDocument = graphql(`
  mutation UpdateInventoryProduct($id: ID!, $product: InventoryProductInput!) {
    updateInventoryProduct(id: $id, product: $product) {
      ...InventoryProductFields
    }
  }
`);

export function useUpdateProduct() {
  const [mutate] = useMutation(UpdateInventoryProductDocument);
  return async (id: string, product: InventoryProductInput) => {
    const { data } = await mutate({ variables: { id, product } });
    if (!data) throw new Error('No product came back.');
    return data.updateInventoryProduct;
  };
}
