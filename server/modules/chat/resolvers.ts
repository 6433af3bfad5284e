import { requireSession } from '../../context';
import type { Resolvers } from '../../generated/graphql';
import { NotFoundError } from '../../lib/errors';
import { ME } from './store';

export const resolvers: Resolvers = {
  Query: {
    chats: (_, __, { stores }) => stores.chat.list(),
    chat: (_, { id }, { stores }) => stores.chat.find(id),
    chatContacts: (_, __, { stores }) => stores.chat.contactList(),
    chatContact: (_, { id }, { stores }) => stores.chat.contact(id),
    chatProfile: (_, __, context) => {
      const { userId } = requireSession(context);
      const user = context.stores.users.find(userId);
      if (!user) throw new NotFoundError('User', userId);
      const { id, name, email, avatar } = user;
      return { id, name, email, avatar, about: context.stores.chat.aboutOf(userId) };
    },
  },
  Mutation: {
    updateChat: (_, { id, chat }, { stores }) => stores.chat.update(id, chat),
    sendChatMessage: (_, { chatId, value }, { stores }) => stores.chat.send(chatId, value),
  },
  Chat: {
    contact: (chat, _, { stores }) => stores.chat.contactOf(chat),
    messages: (chat, _, { stores }) => stores.chat.messages(chat.id),
  },
  ChatMessage: {
    isMine: (message) => message.contactId === ME,
  },
};
