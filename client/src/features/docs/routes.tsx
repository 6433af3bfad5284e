// The docs routes, placed under the shell by app/router.tsx.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';

export function docsRoutes(_client: ApolloClient): RouteObject[] {
  return [];
}
