import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    shortcuts: (_, __, { stores }) => stores.shortcuts.list(),
  },
  Mutation: {
    createShortcut: (_, { shortcut }, { stores }) => stores.shortcuts.create(shortcut),
    updateShortcut: (_, { id, shortcut }, { stores }) => stores.shortcuts.update(id, shortcut),
    deleteShortcut: (_, { id }, { stores }) => stores.shortcuts.remove(id),
  },
};
