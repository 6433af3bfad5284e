// The tasks routes' ids, by which pages read their route's query (api/queries.ts).
// Apart from the queries, so the routes (loaded with the app) do not carry them.
/** The id of the list's route. */
export const TASKS_ROUTE = 'tasks';
/** The id of the open task's route (its panel). */
export const TASK_ROUTE = 'task';
