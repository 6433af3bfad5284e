// The activities page's query, bound to its route (apollo/route-query.ts): the feed, as
// many pages of it as the address says (?pages=, url-state.ts), started without waiting.
import { routeQuery } from '../../../apollo/route-query';
import { ACTIVITIES_ROUTE } from '../route-ids';
import { feedVariables, readPages } from '../url-state';
import { ActivitiesFeedDocument } from './documents';

export const activitiesFeedQuery = routeQuery(ACTIVITIES_ROUTE, ActivitiesFeedDocument, {
  variables: ({ request }) => feedVariables(readPages(new URL(request.url).searchParams)),
  errorPolicy: 'all',
});
