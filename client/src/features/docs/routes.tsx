// The in-app docs' routes, placed under the shell by app/router.tsx: the docs' frame
// (their navigation) around the changelog and the guides; /docs and /docs/guides open
// the first guide, and any other address under /docs says it is not found, inside the
// docs. /docs/guides/<guide>/<section> opens a guide at one of its sections.
import type { ApolloClient } from '@apollo/client';
import { redirect, type RouteObject } from 'react-router';
import { guidePath, paths } from '../../config/paths';
import { GUIDES } from './content';

export function docsRoutes(_client: ApolloClient): RouteObject[] {
  const toFirstGuide = () => redirect(guidePath(GUIDES[0]));
  return [
    {
      path: paths.docs,
      lazy: { Component: async () => (await import('./pages/docs-layout')).DocsLayout },
      children: [
        { index: true, loader: toFirstGuide },
        { path: '/docs/guides', loader: toFirstGuide },
        {
          path: paths.changelog,
          lazy: { Component: async () => (await import('./pages/changelog-page')).ChangelogPage },
        },
        {
          path: paths.guide,
          lazy: { Component: async () => (await import('./pages/guide-page')).GuidePage },
        },
        {
          path: '*',
          lazy: { Component: async () => (await import('./pages/doc-not-found')).DocNotFound },
        },
      ],
    },
  ];
}
