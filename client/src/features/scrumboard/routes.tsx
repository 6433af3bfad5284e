// The scrumboard app's routes, placed under the shell by app/router.tsx: the boards,
// one board, and a card of it (its dialog over the board). Loaders and pages load with
// the first visit, so the shell's chunk carries none of the app.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { BOARD_ROUTE, BOARDS_ROUTE } from './route-ids';

export function scrumboardRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: BOARDS_ROUTE,
      path: paths.scrumboard,
      // The search and the create dialog (?search=, ?new) are read on the page.
      shouldRevalidate: () => false,
      lazy: {
        loader: async () => (await import('./api/queries')).boardsQuery.loader(client),
        Component: async () => (await import('./pages/boards-page')).BoardsPage,
      },
    },
    {
      id: BOARD_ROUTE,
      path: paths.board,
      // Opening a card or the settings keeps the board's query; another board loads its own.
      shouldRevalidate: ({ currentParams, nextParams }) =>
        currentParams.boardId !== nextParams.boardId,
      lazy: {
        loader: async () => (await import('./api/queries')).boardQuery.loader(client),
        Component: async () => (await import('./pages/board-page')).BoardPage,
      },
      children: [
        {
          path: paths.boardCard,
          lazy: async () => ({ Component: (await import('./pages/card-dialog')).CardDialogRoute }),
        },
      ],
    },
  ];
}
