// The pages' loaders: each starts its page's query into the cache and does not wait,
// so the page shows at once with its skeleton (apollo/query-loader.ts).
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { ScrumboardBoardDocument, ScrumboardBoardsDocument } from './documents';

export function boardsLoader(client: ApolloClient) {
  return queryLoader(client, ScrumboardBoardsDocument, {}, { wait: false });
}

export function boardLoader(client: ApolloClient) {
  return queryLoader(
    client,
    ScrumboardBoardDocument,
    ({ params }) => ({ variables: { id: params.boardId! } }),
    { wait: false },
  );
}
