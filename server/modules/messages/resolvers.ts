import type { Resolvers } from '../../generated/graphql';
import { recordEvents } from '../../live/events';

export const resolvers: Resolvers = {
  Query: {
    messages: (_, __, { stores }) => stores.messages.list(),
  },
  Mutation: {
    createMessage: (_, { message }, { stores }) => stores.messages.create(message),
    updateMessage: (_, { id, message }, { stores }) => stores.messages.update(id, message),
    deleteMessage: (_, { id }, { stores }) => stores.messages.remove(id),
    markAllMessagesRead: (_, __, { stores }) => stores.messages.markAllRead(),
    setMessageRead: (_, { id, read }, { stores }) => stores.messages.setRead(id, read),
  },
  Subscription: {
    messagesChanged: recordEvents('messages', { items: { field: 'message', type: 'Message' } }),
  },
};
