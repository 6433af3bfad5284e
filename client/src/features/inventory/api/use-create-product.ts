// Adds a blank, inactive product: the server puts it first, and so does the page of the
// table on screen (so it is there at the top whatever the sort), before it opens. The
// form's lists (categories, brands, vendors, tags) come at the same time.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { InventoryProductsQueryVariables } from '../../../gql/graphql';
import { InventoryLookupsDocument, InventoryProductsDocument } from './documents';

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
  const client = useApolloClient();
  return async () => {
    // The form's lists come with the product, so its form opens with no wait.
    const [{ data }] = await Promise.all([
      mutate(),
      client.query({ query: InventoryLookupsDocument }).catch(() => null),
    ]);
    if (!data) throw new Error('No product came back.');
    return data.createInventoryProduct;
  };
}
