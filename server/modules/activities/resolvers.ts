import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    activities: (_, __, { stores }) => stores.activities.list(),
  },
};
