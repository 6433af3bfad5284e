// The cache's rules, all in one place: how items are keyed and how lists merge.
// Lists answered whole (a feed, the shortcuts) replace what the cache held: `merge: false`
// says so, where Apollo would otherwise warn that data may be lost.
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // The four menus share their items' ids with different shapes (a group here is an
  // aside there): each menu keeps its own copies.
  NavigationItem: { keyFields: false },
  // A board's lists, labels and members, a list's cards and a card's labels are answered
  // whole and in order (the server sorts by position): each answer replaces the last.
  ScrumboardBoard: {
    fields: { lists: { merge: false }, labels: { merge: false }, members: { merge: false } },
  },
  ScrumboardList: { fields: { cards: { merge: false } } },
  ScrumboardCard: { fields: { labels: { merge: false } } },
  Query: {
    fields: {
      messages: { merge: false },
      notifications: { merge: false },
    },
  },
};
