// The tasks app's routes, placed under the shell by app/router.tsx: the list at
// /apps/tasks, and the same list with a task's panel open at /apps/tasks/:id.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { TASKS_ROUTE, TASK_ROUTE } from './route-ids';

export function tasksRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: TASKS_ROUTE,
      path: paths.tasks,
      // The query takes nothing from the address: opening or closing a task keeps the
      // list's query (and the rows loaded so far) instead of asking the server again.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname.startsWith(paths.tasks) && nextUrl.pathname.startsWith(paths.tasks)
          ? false
          : defaultShouldRevalidate,
      // The loader and the page load with the route, so the app's first chunk holds neither.
      lazy: {
        loader: async () => (await import('./api/queries')).tasksQuery.loader(client),
        Component: async () => (await import('./pages/tasks-page')).TasksPage,
      },
      children: [
        {
          id: TASK_ROUTE,
          path: paths.task,
          // Asked again only when another task opens.
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
          lazy: {
            loader: async () => (await import('./api/queries')).taskQuery.loader(client),
            Component: async () => (await import('./pages/task-page')).TaskPage,
          },
        },
      ],
    },
  ];
}
