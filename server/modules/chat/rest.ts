// The legacy chat app routes, under /api/apps/chat.
import type { RestRoute } from '../../rest/route';

const CONTACT_SUMMARY = 'id name avatar about';
const CONTACT = `${CONTACT_SUMMARY}
  details { emails { email label } phoneNumbers { country phoneNumber label } title company birthday address }
  attachments { media docs links }`;
const PROFILE = 'id name email avatar about';
const MESSAGE = 'id chatId contactId value createdAt isMine';
const CHAT = `id contactId unreadCount muted lastMessage lastMessageAt
  contact { ${CONTACT} } messages { ${MESSAGE} }`;

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'apps/chat/chats',
    document: `query Chats { chats { ${CHAT} } }`,
  },
  {
    method: 'GET',
    path: 'apps/chat/chat',
    document: `query Chat($id: ID!) { chat(id: $id) { ${CHAT} } }`,
    variables: { id: 'query.id' },
  },
  {
    // The legacy client sends the whole chat back (with contact and messages) to mute
    // it or mark it read: the chat's own fields are merged, `contact` and `messages`
    // are ignored.
    method: 'PATCH',
    path: 'apps/chat/chat',
    document: `mutation UpdateChat($id: ID!, $unreadCount: Int, $muted: Boolean, $lastMessage: String, $lastMessageAt: DateTime) {
      updateChat(id: $id, chat: { unreadCount: $unreadCount, muted: $muted, lastMessage: $lastMessage, lastMessageAt: $lastMessageAt }) { ${CHAT} }
    }`,
    variables: {
      id: 'body.id',
      unreadCount: 'body.chat.unreadCount',
      muted: 'body.chat.muted',
      lastMessage: 'body.chat.lastMessage',
      lastMessageAt: 'body.chat.lastMessageAt',
    },
  },
  {
    // New in this adapter (the legacy app only sent messages locally): answers the message.
    method: 'POST',
    path: 'apps/chat/message',
    document: `mutation SendChatMessage($chatId: ID!, $value: String!) {
      sendChatMessage(chatId: $chatId, value: $value) { ${MESSAGE} }
    }`,
    variables: { chatId: 'body.chatId', value: 'body.value' },
  },
  {
    // New in this adapter: starts a chat with a contact (or answers the one they have).
    method: 'POST',
    path: 'apps/chat/chat',
    document: `mutation CreateChat($contactId: ID!) { createChat(contactId: $contactId) { ${CHAT} } }`,
    variables: { contactId: 'body.contactId' },
  },
  {
    // Without details and attachments, as the legacy list was.
    method: 'GET',
    path: 'apps/chat/contacts',
    document: `query ChatContacts { chatContacts { ${CONTACT_SUMMARY} } }`,
  },
  {
    method: 'GET',
    path: 'apps/chat/contact',
    document: `query ChatContact($id: ID!) { chatContact(id: $id) { ${CONTACT} } }`,
    variables: { id: 'query.id' },
  },
  {
    method: 'GET',
    path: 'apps/chat/profile',
    document: `query ChatProfile { chatProfile { ${PROFILE} } }`,
  },
  {
    // New in this adapter: changes the user's status line, answers the whole profile.
    method: 'PATCH',
    path: 'apps/chat/profile',
    document: `mutation UpdateChatProfile($about: String) {
      updateChatProfile(profile: { about: $about }) { ${PROFILE} }
    }`,
    variables: { about: 'body.profile.about' },
  },
];
