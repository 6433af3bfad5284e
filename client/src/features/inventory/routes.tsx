// The inventory app's routes, placed under the shell by app/router.tsx: the product table
// (its selection in the address) and, over it, one product's form at its own address.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { listChanged } from './url-state';
import { INVENTORY_ROUTE, PRODUCT_ROUTE } from './route-ids';

export function inventoryRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: INVENTORY_ROUTE,
      path: paths.inventory,
      // Opening or closing a product keeps the table as it is; a new search, sort or
      // page loads it again.
      shouldRevalidate: ({ currentUrl, nextUrl }) => listChanged(currentUrl, nextUrl),
      // The loaders and pages load with their route, so the app's first chunk holds none.
      lazy: {
        loader: async () => (await import('./api/queries')).productsQuery.loader(client),
        Component: async () => (await import('./pages/inventory-page')).InventoryPage,
      },
      children: [
        {
          id: PRODUCT_ROUTE,
          path: paths.inventoryProduct,
          // Only another product loads again, not a search typed while one is open.
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
          lazy: {
            loader: async () => (await import('./api/queries')).productQuery.loader(client),
            Component: async () => (await import('./pages/product-page')).ProductPage,
          },
        },
      ],
    },
  ];
}
