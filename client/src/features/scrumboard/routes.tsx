// The scrumboard app's routes, placed under the shell by app/router.tsx: the boards,
// one board, and a card of it (its dialog over the board). Loaders and pages load with
// the first visit, so the shell's chunk carries none of the app.
import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { BOARD_ROUTE, BOARDS_ROUTE } from './route-ids';

export function scrumboardRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: BOARDS_ROUTE,
      path: paths.scrumboard,
      loader: async (args: LoaderFunctionArgs) =>
        (await import('./api/loaders')).boardsLoader(client)(args),
      // The search and the create dialog (?search=, ?new) are read on the page.
      shouldRevalidate: () => false,
      lazy: async () => ({ Component: (await import('./pages/boards-page')).BoardsPage }),
    },
    {
      id: BOARD_ROUTE,
      path: paths.board,
      loader: async (args: LoaderFunctionArgs) =>
        (await import('./api/loaders')).boardLoader(client)(args),
      // Opening a card or the settings keeps the board's query; another board loads its own.
      shouldRevalidate: ({ currentParams, nextParams }) =>
        currentParams.boardId !== nextParams.boardId,
      lazy: async () => ({ Component: (await import('./pages/board-page')).BoardPage }),
      children: [
        {
          path: paths.boardCard,
          lazy: async () => ({ Component: (await import('./pages/card-dialog')).CardDialogRoute }),
        },
      ],
    },
  ];
}
