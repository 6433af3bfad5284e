// The file manager app's routes, placed under the shell by app/router.tsx: the root
// (/apps/file-manager) and a folder (/apps/file-manager/folders/:folderId) are one page
// whose loader reads the folder from the path. The view (?view=), the open item's
// details (?item=) and the name filter (?search=) live in the address too, and change
// nothing the server answers, so only another folder loads again.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { FILE_MANAGER_ROUTE } from './route-ids';

export function fileManagerRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: FILE_MANAGER_ROUTE,
      path: paths.fileManager,
      shouldRevalidate: ({ currentParams, nextParams }) =>
        currentParams.folderId !== nextParams.folderId,
      // The loader and the page load with the route, so the app's first chunk holds none.
      lazy: {
        loader: async () => (await import('./api/queries')).folderQuery.loader(client),
        Component: async () => (await import('./pages/file-manager-page')).FileManagerPage,
      },
      // Where the page's loader finds the folder (params.folderId); the page draws both.
      children: [
        { index: true, element: null },
        { path: paths.fileManagerFolder, element: null },
      ],
    },
  ];
}
