import type { Resolvers } from '../../generated/graphql';
import { iconSet } from './sets';

export const resolvers: Resolvers = {
  Query: {
    iconSet: (_, { set }) => iconSet(set),
  },
};
