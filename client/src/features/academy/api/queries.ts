// The academy screens' queries, each bound to its route (apollo/route-query.ts). The
// catalogue is one query for every category and course: its filters and search
// (url-state.ts) apply on the page.
import { routeQuery } from '../../../apollo/route-query';
import { ACADEMY_ROUTE, COURSE_ROUTE } from '../route-ids';
import { AcademyCourseDocument, AcademyCoursesDocument } from './documents';

/** The catalogue: every category and course. */
export const catalogueQuery = routeQuery(ACADEMY_ROUTE, AcademyCoursesDocument, {
  errorPolicy: 'all',
});

/** One course with its steps. */
export const courseQuery = routeQuery(COURSE_ROUTE, AcademyCourseDocument, {
  variables: ({ params }) => ({ id: params.courseId! }),
  errorPolicy: 'all',
});
