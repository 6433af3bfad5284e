// The inventory app's routes, placed under the shell by app/router.tsx: the product table
// (its selection in the address) and, over it, one product's form at its own address.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { queryLoader } from '../../apollo/query-loader';
import { paths } from '../../config/paths';
import { InventoryProductDocument, InventoryProductsDocument } from './api/documents';
import { listChanged, listVariables, readListState } from './api/list-params';
import { INVENTORY_ROUTE, PRODUCT_ROUTE } from './api/route-ids';

export function inventoryRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: INVENTORY_ROUTE,
      path: paths.inventory,
      loader: queryLoader(
        client,
        InventoryProductsDocument,
        ({ request }) => ({
          variables: listVariables(readListState(new URL(request.url).searchParams)),
          errorPolicy: 'all',
        }),
        { wait: false },
      ),
      // Opening or closing a product keeps the table as it is; a new search, sort or
      // page loads it again.
      shouldRevalidate: ({ currentUrl, nextUrl }) => listChanged(currentUrl, nextUrl),
      lazy: async () => ({
        Component: (await import('./pages/inventory-page')).InventoryPage,
      }),
      children: [
        {
          id: PRODUCT_ROUTE,
          path: paths.inventoryProduct,
          loader: queryLoader(
            client,
            InventoryProductDocument,
            ({ params }) => ({ variables: { id: params.id! }, errorPolicy: 'all' }),
            { wait: false },
          ),
          // Only another product loads again, not a search typed while one is open.
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
          lazy: async () => ({
            Component: (await import('./pages/product-page')).ProductPage,
          }),
        },
      ],
    },
  ];
}
