// The mailbox routes' ids: the pages read their route's query by them (api/queries.ts).
export const MAILBOX_ROUTE = 'mailbox';
export const MAILBOX_LIST_ROUTE = 'mailbox-list';
export const MAILBOX_MAIL_ROUTE = 'mailbox-mail';
