// Adds a blank, inactive product: the server puts it first, and so does the page of the
// table on screen (so it is there at the top whatever the sort), before it opens.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { InventoryProductsQueryVariables } from '../../../gql/graphql';
import { InventoryProductsDocument } from './documents';

const CreateInventoryProductDocument = graphql(`
  mutation CreateInventoryProduct {
    createInventoryProduct {
      ...InventoryProductFields
    }
  }
`);

/** `shown`: the variables of the table's page on screen. */
export function useCreateProduct(shown: InventoryProductsQueryVariables) {
  const [mutate] = useMutation(CreateInventoryProductDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: InventoryProductsDocument, variables: shown }, (current) => {
        const page = current?.inventoryProducts;
        if (!page?.products) return current;
        const { pagination } = page;
        const size = pagination.size ?? page.products.length + 1;
        const length = (pagination.length ?? page.products.length) + 1;
        const products = [data.createInventoryProduct, ...page.products].slice(0, size);
        return {
          inventoryProducts: {
            ...page,
            products,
            pagination: {
              ...pagination,
              length,
              lastPage: Math.max(Math.ceil(length / size), 1),
              endIndex: (pagination.startIndex ?? 0) + products.length - 1,
            },
          },
        };
      });
    },
  });
  return async () => {
    const { data } = await mutate();
    if (!data) throw new Error('No product came back.');
    return data.createInventoryProduct;
  };
}
