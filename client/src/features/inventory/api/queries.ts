// The inventory routes' loaders (routes.tsx loads this module with the route): each
// starts its page's query into the cache without waiting for it.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { InventoryProductDocument, InventoryProductsDocument } from './documents';
import { listVariables, readListState } from './list-params';

/** The product table, as the address's search, sort, order, page and size say. */
export const productsLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    InventoryProductsDocument,
    ({ request }) => ({
      variables: listVariables(readListState(new URL(request.url).searchParams)),
      errorPolicy: 'all',
    }),
    { wait: false },
  );

/** One product's form. */
export const productLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    InventoryProductDocument,
    ({ params }) => ({ variables: { id: params.id! }, errorPolicy: 'all' }),
    { wait: false },
  );
