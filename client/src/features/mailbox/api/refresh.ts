// After a write, what the server computes is asked again: the folders' counts (SPEC
// section 9) and, when mails may have joined or left it, the list on screen.
import type { ApolloClient } from '@apollo/client';
import { MailboxFoldersDocument, MailboxMailsDocument } from './documents';

/** The folders with their counts: their records in the cache follow, and the column with them. */
export function refreshFolders(client: ApolloClient): Promise<unknown> {
  return client.query({ query: MailboxFoldersDocument, fetchPolicy: 'network-only' }).catch(() => {
    // The counts stay as they were; the next write or visit asks again.
  });
}

/** The mail list on screen, which a move, a label or a flag may have changed. */
export function refreshLists(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({ include: [MailboxMailsDocument] }).catch(() => {
    // The list keeps what it showed; its own retry is on screen if the load failed.
  });
}
