// The cache's rules, all in one place: how items are keyed and how lists merge.
// Lists answered whole (a feed, the shortcuts) replace what the cache held: `merge: false`
// says so, where Apollo would otherwise warn that data may be lost.
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      messages: { merge: false },
      notifications: { merge: false },
    },
  },
};
