import { requireSession, type Context } from '../../context';
import type { Resolvers } from '../../generated/graphql';
import { NotFoundError } from '../../lib/errors';
import { ME } from './store';
import { recordEvents } from '../../live/events';

/** The signed-in user as the chat shows them, with their status line. */
function profileOf(context: Context) {
  const { userId } = requireSession(context);
  const user = context.stores.users.find(userId);
  if (!user) throw new NotFoundError('User', userId);
  const { id, name, email, avatar } = user;
  return { id, name, email, avatar, about: context.stores.chat.aboutOf(userId) };
}

export const resolvers: Resolvers = {
  Query: {
    chats: (_, __, { stores }) => stores.chat.list(),
    chat: (_, { id }, { stores }) => stores.chat.find(id),
    chatContacts: (_, __, { stores }) => stores.chat.contactList(),
    chatContact: (_, { id }, { stores }) => stores.chat.contact(id),
    chatProfile: (_, __, context) => profileOf(context),
  },
  Mutation: {
    updateChat: (_, { id, chat }, { stores }) => stores.chat.update(id, chat),
    sendChatMessage: (_, { chatId, value }, { stores }) => stores.chat.send(chatId, value),
    createChat: (_, { contactId }, { stores }) => stores.chat.create(contactId),
    updateChatProfile: (_, { profile }, context) => {
      const current = profileOf(context);
      return { ...current, about: context.stores.chat.updateProfile(current.id, profile) };
    },
  },
  Chat: {
    contact: (chat, _, { stores }) => stores.chat.contactOf(chat),
    messages: (chat, _, { stores }) => stores.chat.messages(chat.id),
  },
  ChatMessage: {
    isMine: (message) => message.contactId === ME,
  },
  Subscription: {
    chatChanged: recordEvents('chat', {
      chats: { field: 'chat', type: 'Chat' },
      messages: { field: 'message', type: 'ChatMessage' },
    }),
  },
};
