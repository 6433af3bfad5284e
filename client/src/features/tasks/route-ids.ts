// The tasks routes' ids, by which pages read their route's query (api/queries.ts).
// Apart from the queries, so the routes (loaded with the app) do not carry them.
/** The id of the list's route, whose loader holds the query for the panel below it too. */
export const TASKS_ROUTE = 'tasks';
