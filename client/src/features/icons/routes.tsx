// The icons routes, placed under the shell by app/router.tsx.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';

export function iconsRoutes(_client: ApolloClient): RouteObject[] {
  return [];
}
