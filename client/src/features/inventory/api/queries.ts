// The inventory screens' queries, each bound to its route (apollo/route-query.ts): the
// product table as the address selects it (url-state.ts), and one product's form.
import { routeQuery } from '../../../apollo/route-query';
import { INVENTORY_ROUTE, PRODUCT_ROUTE } from '../route-ids';
import { listVariables, readListState } from '../url-state';
import { InventoryProductDocument, InventoryProductsDocument } from './documents';

/** The product table, as the address's search, sort, order, page and size say. */
export const productsQuery = routeQuery(INVENTORY_ROUTE, InventoryProductsDocument, {
  variables: ({ request }) => listVariables(readListState(new URL(request.url).searchParams)),
  errorPolicy: 'all',
});

/** One product's form, and the lists it picks from. */
export const productQuery = routeQuery(PRODUCT_ROUTE, InventoryProductDocument, {
  variables: ({ params }) => ({ id: params.id! }),
  errorPolicy: 'all',
});
