// The file manager's loader (routes.tsx loads this module with the route): it starts the
// folder's query into the cache without waiting, the root's when no folder is in the path.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { FileManagerFolderDocument } from './documents';

export const folderLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    FileManagerFolderDocument,
    ({ params }) => ({ variables: { folderId: params.folderId ?? null }, errorPolicy: 'all' }),
    { wait: false },
  );
