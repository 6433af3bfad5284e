// The mailbox routes' loaders (routes.tsx loads this module with the routes): each
// starts its query into the cache without waiting for it.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { listVariables } from '../selection';
import { MailboxMailDocument, MailboxMailsDocument, MailboxNavDocument } from './mailbox-documents';

/** The side column: folders with their counts, filters, labels. */
export const navLoader = (client: ApolloClient) =>
  queryLoader(client, MailboxNavDocument, undefined, { wait: false });

/** A page of mails, as the address's folder, filter or label and page say. */
export const mailsLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    MailboxMailsDocument,
    ({ params, request }) => ({
      variables: listVariables(params, new URL(request.url).searchParams),
    }),
    { wait: false },
  );

/** The open mail. */
export const mailLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    MailboxMailDocument,
    ({ params }) => ({ variables: { id: params.mailId ?? '' } }),
    { wait: false },
  );
