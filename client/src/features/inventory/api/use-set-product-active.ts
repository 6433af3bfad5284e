// The table's "active" switch: it flips at once (optimistic) and flips back if the
// server refuses.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const SetInventoryProductActiveDocument = graphql(`
  mutation SetInventoryProductActive($id: ID!, $active: Boolean!) {
    updateInventoryProduct(id: $id, product: { active: $active }) {
      __typename
      id
      active
    }
  }
`);

export function useSetProductActive() {
  const [mutate] = useMutation(SetInventoryProductActiveDocument);
  return async (id: string, active: boolean) =>
    (
      await mutate({
        variables: { id, active },
        optimisticResponse: {
          updateInventoryProduct: { __typename: 'InventoryProduct', id, active },
        },
      })
    ).data;
}
