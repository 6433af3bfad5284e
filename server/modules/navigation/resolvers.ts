import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    navigation: (_, __, { stores }) => stores.navigation.get(),
  },
};
