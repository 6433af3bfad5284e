// The academy routes' loaders (routes.tsx loads this module with the route): each
// starts its page's query into the cache without waiting for it.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { AcademyCourseDocument, AcademyCoursesDocument } from './documents';

/** The catalogue: every category and course (filters apply on the page). */
export const coursesLoader = (client: ApolloClient) =>
  queryLoader(client, AcademyCoursesDocument, { errorPolicy: 'all' }, { wait: false });

/** One course with its steps. */
export const courseLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    AcademyCourseDocument,
    ({ params }) => ({ variables: { id: params.courseId! }, errorPolicy: 'all' }),
    { wait: false },
  );
