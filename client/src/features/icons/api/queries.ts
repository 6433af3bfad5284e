// The icon browser's screen query, bound to its route (apollo/route-query.ts): the set of
// the family and variant in the address. An unknown family loads nothing (the page says
// not found).
import { routeQuery } from '../../../apollo/route-query';
import { findFamily } from '../icon-sets';
import { ICONS_ROUTE } from '../route-ids';
import { variantIn } from '../url-state';
import { IconSetDocument } from './documents';

export const iconSetQuery = routeQuery(ICONS_ROUTE, IconSetDocument, {
  variables: ({ params, request }) => ({
    set: variantIn(findFamily(params.set)!, new URL(request.url).searchParams).set,
  }),
  skip: ({ params }) => !findFamily(params.set),
  // The lists never change while the server runs: what the cache holds will do.
  fetchPolicy: 'cache-first',
  errorPolicy: 'all',
});
