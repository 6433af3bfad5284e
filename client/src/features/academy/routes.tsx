// The academy app's routes, placed under the shell by app/router.tsx: the course
// catalogue (its category, search and "hide completed" in the address) and one course's
// page (its step in the address).
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ACADEMY_ROUTE, COURSE_ROUTE } from './route-ids';

export function academyRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: ACADEMY_ROUTE,
      path: paths.academy,
      // The catalogue is one query, filtered on the page: a new filter or search loads
      // nothing again.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      // The loaders and pages load with their route, so the app's first chunk holds none.
      lazy: {
        loader: async () => (await import('./api/queries')).catalogueQuery.loader(client),
        Component: async () => (await import('./pages/academy-page')).AcademyPage,
      },
    },
    {
      id: COURSE_ROUTE,
      path: paths.course,
      // Another step of the same course is the same data.
      shouldRevalidate: ({ currentParams, nextParams }) =>
        currentParams.courseId !== nextParams.courseId,
      lazy: {
        loader: async () => (await import('./api/queries')).courseQuery.loader(client),
        Component: async () => (await import('./pages/course-page')).CoursePage,
      },
    },
  ];
}
