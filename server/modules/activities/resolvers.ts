import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    activities: (_, { after, first }, { stores }) => stores.activities.list({ after, first }),
    activityCount: (_, __, { stores }) => stores.activities.count(),
  },
};
