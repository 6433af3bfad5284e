// The icon browser's routes, placed under the shell by app/router.tsx: one page per
// family (/ui/icons/feather, heroicons, material), its variant, search and size in the
// address; /ui/icons alone opens the first family.
import type { ApolloClient } from '@apollo/client';
import { generatePath, redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ICON_FAMILIES } from './icon-sets';
import { ICONS_ROUTE } from './route-ids';

export function iconsRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      path: '/ui/icons',
      loader: () => redirect(generatePath(paths.icons, { set: ICON_FAMILIES[0]!.slug })),
    },
    {
      id: ICONS_ROUTE,
      path: paths.icons,
      // A search or a size keeps the list as it is; another set or variant loads its own.
      shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl }) =>
        currentParams.set !== nextParams.set ||
        currentUrl.searchParams.get('variant') !== nextUrl.searchParams.get('variant'),
      lazy: {
        loader: async () => (await import('./api/queries')).iconSetQuery.loader(client),
        Component: async () => (await import('./pages/icons-page')).IconsPage,
      },
    },
  ];
}
