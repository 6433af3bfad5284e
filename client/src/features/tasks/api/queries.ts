// The tasks screen's query, bound to the list's route (apollo/route-query.ts). The list
// and the open task's panel below it both read it, so a write's cache update shows in
// both at once.
import { routeQuery } from '../../../apollo/route-query';
import { TASKS_ROUTE } from '../route-ids';
import { TasksPageDocument } from './documents';

/** Every task and section in their order, and the tasks' tags. */
export const tasksQuery = routeQuery(TASKS_ROUTE, TasksPageDocument);
