// The legacy chat app routes, under /api/apps/chat.
import type { RestRoute } from '../../rest/route';

const CONTACT_SUMMARY = 'id name avatar about';
const CONTACT = `${CONTACT_SUMMARY}
  details { emails { email label } phoneNumbers { country phoneNumber label } title company birthday address }
  attachments { media docs links }`;
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
    // it or mark it read: only `muted` and `unreadCount` are read from it, the rest is
    // ignored; other chat fields are changed through GraphQL.
    method: 'PATCH',
    path: 'apps/chat/chat',
    document: `mutation UpdateChat($id: ID!, $unreadCount: Int, $muted: Boolean) {
      updateChat(id: $id, chat: { unreadCount: $unreadCount, muted: $muted }) { ${CHAT} }
    }`,
    variables: {
      id: 'body.id',
      unreadCount: 'body.chat.unreadCount',
      muted: 'body.chat.muted',
    },
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
    document: `query ChatProfile { chatProfile { id name email avatar about } }`,
  },
];
