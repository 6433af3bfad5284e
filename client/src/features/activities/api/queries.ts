// The activities route's loader (routes.tsx loads this module with the route): it starts
// the feed's query into the cache, as many pages as the address says, without waiting.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { ActivitiesFeedDocument } from './documents';
import { feedVariables, readPages } from './feed-params';

export const activitiesLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    ActivitiesFeedDocument,
    ({ request }) => ({
      variables: feedVariables(readPages(new URL(request.url).searchParams)),
      errorPolicy: 'all',
    }),
    { wait: false },
  );
