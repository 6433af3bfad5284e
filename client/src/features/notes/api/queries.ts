// The notes screen's query, bound to its route (apollo/route-query.ts). It takes nothing
// from the address: the filter, the search and the open note are applied in the page.
import { routeQuery } from '../../../apollo/route-query';
import { NOTES_ROUTE } from '../route-ids';
import { NotesPageDocument } from './documents';

/** Every note and label; a failed load still shows what the cache holds, with a retry. */
export const notesQuery = routeQuery(NOTES_ROUTE, NotesPageDocument, { errorPolicy: 'all' });
