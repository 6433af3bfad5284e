import { requireSession } from '../../context';
import type { Resolvers } from '../../generated/graphql';
import { NotFoundError } from '../../lib/errors';
import { recordEvents, type LiveChange } from '../../live/events';
import type { UserRecord } from './store';

/** The signed-in user's own record: nobody is told of another's profile. */
const ownProfile = recordEvents(
  'users',
  { items: { field: 'user', type: 'User' } },
  (record, _args, context) => record.id === context.session?.userId,
);

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
  Subscription: {
    userChanged: {
      ...ownProfile,
      resolve: (change: LiveChange) => change.record as unknown as UserRecord,
    },
  },
};
