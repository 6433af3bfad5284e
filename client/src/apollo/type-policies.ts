// The cache's rules, all in one place: how items are keyed and how lists merge.
// Lists answered whole (a feed, the shortcuts) replace what the cache held: `merge: false`
// says so, where Apollo would otherwise warn that data may be lost.
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // The four menus share their items' ids with different shapes (a group here is an
  // aside there): each menu keeps its own copies.
  NavigationItem: { keyFields: false },
  Query: {
    fields: {
      messages: { merge: false },
      notifications: { merge: false },
      // A chat already in the cache (from the list, the quick chat or an earlier
      // visit) shows at once when it is opened, while the network refreshes it.
      chat: {
        read: (existing, { args, toReference }) =>
          existing !== undefined || typeof args?.id !== 'string'
            ? existing
            : toReference({ __typename: 'Chat', id: args.id }),
      },
    },
  },
};
