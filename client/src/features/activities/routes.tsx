// The activities app's routes, placed under the shell by app/router.tsx: the feed, as
// much of it as the address's `?pages=` says.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ACTIVITIES_ROUTE } from './route-ids';

export function activitiesRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: ACTIVITIES_ROUTE,
      path: paths.activities,
      // A page added as the user scrolls changes `?pages=` after fetchMore has put it in
      // the cache: the feed is not loaded again for it.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      // The loader and the page load with their route, so the app's first chunk holds none.
      lazy: {
        loader: async () => (await import('./api/queries')).activitiesFeedQuery.loader(client),
        Component: async () => (await import('./pages/activities-page')).ActivitiesPage,
      },
    },
  ];
}
