// The cache's rules, all in one place: how items are keyed and how lists merge.
// Lists answered whole (a feed, the shortcuts) replace what the cache held: `merge: false`
// says so, where Apollo would otherwise warn that data may be lost.
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // The four menus share their items' ids with different shapes (a group here is an
  // aside there): each menu keeps its own copies.
  NavigationItem: { keyFields: false },
  // Notes: a checklist item lives inside its note (ids are only unique within one), and
  // a note's checklist and labels are answered whole. Notes and labels keep their ids.
  Note: { fields: { tasks: { merge: false }, labels: { merge: false } } },
  NoteTask: { keyFields: false },
  Query: {
    fields: {
      messages: { merge: false },
      notifications: { merge: false },
      notes: { merge: false },
      noteLabels: { merge: false },
    },
  },
};
