// The notes app's routes, placed under the shell by app/router.tsx. One screen: its
// loader starts the notes and labels into the cache and does not wait; every choice
// after that (filter, search, open note, label editor) is a search parameter the page
// reads, with no new request.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { NOTES_ROUTE } from './route-ids';

export function notesRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: NOTES_ROUTE,
      path: paths.notes,
      // The whole list is loaded once; the address's choices are applied in the page.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      lazy: {
        loader: async () => (await import('./api/queries')).notesQuery.loader(client),
        Component: async () => (await import('./pages/notes-page')).NotesPage,
      },
    },
  ];
}
