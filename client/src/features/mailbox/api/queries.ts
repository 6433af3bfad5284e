// The mailbox screens' queries, each bound to its route (apollo/route-query.ts).
import { routeQuery } from '../../../apollo/route-query';
import { MAILBOX_LIST_ROUTE, MAILBOX_MAIL_ROUTE, MAILBOX_ROUTE } from '../route-ids';
import { listVariables } from '../url-state';
import { MailboxMailDocument, MailboxMailsDocument, MailboxNavDocument } from './documents';

/** The side column: folders with their counts, filters, labels, settings. */
export const mailboxNavQuery = routeQuery(MAILBOX_ROUTE, MailboxNavDocument);

/** A page of mails, as the address's folder, filter or label and page say. */
export const mailListQuery = routeQuery(MAILBOX_LIST_ROUTE, MailboxMailsDocument, {
  variables: ({ params, request }) => listVariables(params, new URL(request.url).searchParams),
});

/** The open mail. */
export const mailQuery = routeQuery(MAILBOX_MAIL_ROUTE, MailboxMailDocument, {
  variables: ({ params }) => ({ id: params.mailId ?? '' }),
});
