// The notes route's id, by which the page reads its query (useRouteQuery); apart from the
// query, so the routes (loaded with the app) do not carry it.
/** The notes screen's route id, for useRouteQuery. */
export const NOTES_ROUTE = 'notes';
