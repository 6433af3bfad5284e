// The ids of the academy's routes, whose loaders start the queries the pages read.
export const ACADEMY_ROUTE = 'academy-courses';
export const COURSE_ROUTE = 'academy-course';
