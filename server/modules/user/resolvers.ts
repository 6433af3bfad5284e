import { requireSession } from '../../context';
import type { Resolvers } from '../../generated/graphql';
import { NotFoundError } from '../../lib/errors';

export const resolvers: Resolvers = {
  Query: {
    user: (_, __, context) => {
      const { userId } = requireSession(context);
      const user = context.stores.users.find(userId);
      if (!user) throw new NotFoundError('User', userId);
      return user;
    },
  },
  Mutation: {
    updateUser: (_, { user }, context) =>
      context.stores.users.update(requireSession(context).userId, user),
    uploadUserAvatar: (_, { avatar }, context) =>
      context.stores.users.setAvatar(requireSession(context).userId, avatar),
  },
};
