// The dashboards routes, placed under the shell by app/router.tsx.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';

export function dashboardsRoutes(_client: ApolloClient): RouteObject[] {
  return [];
}
