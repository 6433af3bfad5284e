// The tasks app's routes, placed under the shell by app/router.tsx: the list at
// /apps/tasks, and the same list with a task's panel open at /apps/tasks/:id.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { TASKS_ROUTE, tasksLoader } from './api/tasks-page';

export function tasksRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: TASKS_ROUTE,
      path: paths.tasks,
      loader: tasksLoader(client),
      // The query takes nothing from the address: opening or closing a task keeps the
      // list's query (and its cache) instead of asking the server again.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname.startsWith(paths.tasks) && nextUrl.pathname.startsWith(paths.tasks)
          ? false
          : defaultShouldRevalidate,
      lazy: async () => ({ Component: (await import('./pages/tasks-page')).TasksPage }),
      children: [
        {
          path: paths.task,
          lazy: async () => ({ Component: (await import('./pages/task-page')).TaskPage }),
        },
      ],
    },
  ];
}
