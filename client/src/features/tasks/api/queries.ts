// The tasks screens' queries, each bound to its route (apollo/route-query.ts): the list
// (its first page, then more as the user scrolls), and the open task's panel beside it.
import { routeQuery } from '../../../apollo/route-query';
import { TASKS_ROUTE, TASK_ROUTE } from '../route-ids';
import { TaskPageDocument, TasksPageDocument } from './documents';

/** The list's first page, its counts and the tasks' tags. */
export const tasksQuery = routeQuery(TASKS_ROUTE, TasksPageDocument);

/** The open task, and the tags to pick from. */
export const taskQuery = routeQuery(TASK_ROUTE, TaskPageDocument, {
  variables: ({ params }) => ({ id: params.id! }),
});
