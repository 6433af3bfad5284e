// The cache's rules, all in one place: how items are keyed and how lists merge.
// Lists answered whole (a feed, the shortcuts) replace what the cache held: `merge: false`
// says so, where Apollo would otherwise warn that data may be lost.
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // The four menus share their items' ids with different shapes (a group here is an
  // aside there): each menu keeps its own copies.
  NavigationItem: { keyFields: false },
  // The mailbox: its settings are one record; a sender is part of its mail.
  MailboxSettings: { keyFields: [] },
  MailContact: { merge: true },
  Query: {
    fields: {
      messages: { merge: false },
      notifications: { merge: false },
      // A page of mails is answered whole (kept per folder, filter, label and page).
      mailboxMails: { merge: false },
      // An open mail shows at once from the list that holds it.
      mailboxMail: {
        read: (existing, { args, toReference }) =>
          existing !== undefined || typeof args?.id !== 'string'
            ? existing
            : toReference({ __typename: 'Mail', id: args.id }),
      },
    },
  },
};
