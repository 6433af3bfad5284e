// The notes route's id, by which the page reads its query (api/queries.ts); apart from
// the query, so the routes (loaded with the app) do not carry it.
export const NOTES_ROUTE = 'notes';
