// The file manager's screen query, bound to its route (apollo/route-query.ts): the
// folder in the path, the root's when there is none. The view, the open item and the
// name filter (url-state.ts) change nothing the server answers.
import { routeQuery } from '../../../apollo/route-query';
import { FILE_MANAGER_ROUTE } from '../route-ids';
import { FileManagerFolderDocument } from './documents';

export const folderQuery = routeQuery(FILE_MANAGER_ROUTE, FileManagerFolderDocument, {
  variables: ({ params }) => ({ folderId: params.folderId ?? null }),
  errorPolicy: 'all',
});
