import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatContacts, chatSeed } from '../../../fixtures/chat';
import { contacts } from '../../../fixtures/contacts';
import { SAMPLE_USER_ID, users } from '../../../fixtures/user';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  ChatStore,
  MAX_MESSAGE_LENGTH,
  ME,
  type ChatContactRecord,
  type ChatMessageRecord,
} from './store';

const now = new Date('2025-03-10T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const spanish = new Intl.Collator('es-CL');

interface ChatAnswer {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string | null;
  lastMessageAt: string | null;
  contact: ChatContactRecord;
  messages: (ChatMessageRecord & { isMine: boolean })[];
}

describe('chat fixtures', () => {
  const seed = chatSeed(now);

  it('has 15 chats with people from the contacts sample, same ids and details', () => {
    expect(seed.chats).toHaveLength(15);
    expect(chatContacts.length).toBeGreaterThanOrEqual(15);
    for (const person of chatContacts) {
      const contact = contacts.find((candidate) => candidate.id === person.id);
      expect(contact).toBeDefined();
      expect(person).toMatchObject({
        name: contact!.name,
        avatar: contact!.avatar,
        details: { emails: contact!.emails, title: contact!.title, company: contact!.company },
      });
    }
    const ids = new Set(chatContacts.map((person) => person.id));
    expect(seed.chats.every((chat) => ids.has(chat.contactId))).toBe(true);
    expect(new Set(seed.chats.map((chat) => chat.contactId)).size).toBe(15);
  });

  it('dates messages today and a week ago, mine and theirs, with consistent chats', () => {
    const times = seed.messages.map((message) => now.getTime() - Date.parse(message.createdAt));
    expect(times.every((age) => age > 0 && age < 7 * DAY_MS + DAY_MS)).toBe(true);
    expect(times.some((age) => age < 3 * 60 * 60 * 1000)).toBe(true);
    expect(times.some((age) => age >= 7 * DAY_MS)).toBe(true);
    expect(seed.messages.some((message) => message.contactId === ME)).toBe(true);
    expect(seed.messages.some((message) => message.contactId !== ME)).toBe(true);
    for (const chat of seed.chats) {
      const own = seed.messages.filter((message) => message.chatId === chat.id);
      expect(own.length).toBeGreaterThan(2);
      expect(own.every((m) => m.contactId === ME || m.contactId === chat.contactId)).toBe(true);
      const last = own.at(-1)!;
      expect([chat.lastMessage, chat.lastMessageAt]).toEqual([last.value, last.createdAt]);
    }
    const recency = seed.chats.map((chat) => chat.lastMessageAt!);
    expect(recency).toEqual([...recency].sort().reverse());
    expect(seed.chats.some((chat) => chat.unreadCount > 0)).toBe(true);
    expect(seed.chats.some((chat) => chat.muted)).toBe(true);
  });

  it('gives the same ids on every call', () => {
    const again = chatSeed(new Date('2030-01-01T00:00:00.000Z'));
    expect(again.chats.map((chat) => chat.id)).toEqual(seed.chats.map((chat) => chat.id));
    expect(again.messages.map((m) => m.id)).toEqual(seed.messages.map((m) => m.id));
  });
});

describe('ChatStore', () => {
  it('merges updates; null flags and negative counts are refused, changing nothing', () => {
    const store = new ChatStore(chatSeed(now));
    const chat = store.list()[0]!;
    const at = new Date('2025-03-10T14:00:00.000Z');
    expect(store.update(chat.id, { muted: true, unreadCount: 0 })).toEqual({
      ...chat,
      muted: true,
      unreadCount: 0,
    });
    expect(store.update(chat.id, { lastMessageAt: at })).toEqual({
      ...chat,
      muted: true,
      unreadCount: 0,
      lastMessageAt: at.toISOString(),
    });
    const current = store.find(chat.id);
    expect(() => store.update(chat.id, { muted: null })).toThrow('"muted" cannot be null');
    expect(() => store.update(chat.id, { unreadCount: null })).toThrow('"unreadCount"');
    expect(() => store.update(chat.id, { unreadCount: -1 })).toThrow('"unreadCount"');
    expect(() => store.update('unknown', { muted: true })).toThrow('does not exist');
    expect(store.find(chat.id)).toEqual(current);
  });

  it('sends a message: appended last, mine, and the chat shows it as its last message', () => {
    const store = new ChatStore(chatSeed(now));
    const chat = store.list()[3]!;
    const count = store.messages(chat.id).length;
    const at = new Date('2025-03-10T15:30:00.000Z');
    const message = store.send(chat.id, 'Llego a las 16:00.\nSaludos', at);
    expect(message).toEqual({
      id: expect.any(String),
      chatId: chat.id,
      contactId: ME,
      value: 'Llego a las 16:00.\nSaludos',
      createdAt: at.toISOString(),
    });
    expect(store.messages(chat.id)).toHaveLength(count + 1);
    expect(store.messages(chat.id).at(-1)).toEqual(message);
    expect(store.find(chat.id)).toMatchObject({
      lastMessage: message.value,
      lastMessageAt: message.createdAt,
    });
    expect(store.send(chat.id, 'Otro').id).not.toBe(message.id);
  });

  it('refuses a message to an unknown chat, blank or too long, changing nothing', () => {
    const store = new ChatStore(chatSeed(now));
    const chat = store.list()[0]!;
    const messages = [...store.messages(chat.id)];
    expect(() => store.send('unknown', 'Hola')).toThrow('does not exist');
    expect(() => store.send(chat.id, '  \n ')).toThrow('"value" is required');
    expect(() => store.send(chat.id, 'x'.repeat(MAX_MESSAGE_LENGTH + 1))).toThrow(
      `at most ${MAX_MESSAGE_LENGTH}`,
    );
    expect(store.send(chat.id, 'x'.repeat(MAX_MESSAGE_LENGTH)).value).toHaveLength(
      MAX_MESSAGE_LENGTH,
    );
    expect(store.messages(chat.id).slice(0, -1)).toEqual(messages);
    expect(store.messages('unknown')).toEqual([]);
  });

  it('sorts contacts by name the Spanish way and answers null for unknown ids', () => {
    const store = new ChatStore(chatSeed(now));
    const names = store.contactList().map((contact) => contact.name);
    expect(names).toEqual([...names].sort(spanish.compare));
    expect(store.contact('unknown')).toBeNull();
    expect(store.find('unknown')).toBeNull();
    expect(store.aboutOf('unknown')).toBe('');
  });
});

describe('REST /api/apps/chat', () => {
  let server: TestServer;
  let token: string;
  const get = <T>(path: string) => server.request<T>('GET', `/api/apps/chat/${path}`, { token });

  beforeEach(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('answers 401 without a token', async () => {
    for (const path of ['chats', 'chat?id=x', 'contacts', 'contact?id=x', 'profile']) {
      expect((await server.request('GET', `/api/apps/chat/${path}`)).status).toBe(401);
    }
    const patch = await server.request('PATCH', '/api/apps/chat/chat', {
      body: { id: 'x', chat: { muted: true } },
    });
    expect(patch.status).toBe(401);
    const send = await server.request('POST', '/api/apps/chat/message', {
      body: { chatId: 'x', value: 'Hola' },
    });
    expect(send.status).toBe(401);
  });

  it('POST message sends into a chat: answered, then read back last, the chat following it', async () => {
    const chat = (await get<ChatAnswer[]>('chats')).body[1]!;
    const sent = await server.request<ChatMessageRecord & { isMine: boolean }>(
      'POST',
      '/api/apps/chat/message',
      { token, body: { chatId: chat.id, value: 'Revisemos el informe mañana.' } },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      chatId: chat.id,
      contactId: ME,
      value: 'Revisemos el informe mañana.',
      isMine: true,
    });
    const after = (await get<ChatAnswer>(`chat?id=${chat.id}`)).body;
    expect(after.messages).toHaveLength(chat.messages.length + 1);
    expect(after.messages.at(-1)).toEqual(sent.body);
    expect(after).toMatchObject({
      lastMessage: sent.body.value,
      lastMessageAt: sent.body.createdAt,
    });
  });

  it('POST message: unknown chat 404, blank or missing text 400; nothing changes', async () => {
    const before = (await get<ChatAnswer[]>('chats')).body;
    const send = (body: unknown) =>
      server.request<{ error: string }>('POST', '/api/apps/chat/message', { token, body });
    expect((await send({ chatId: 'unknown', value: 'Hola' })).status).toBe(404);
    const blank = await send({ chatId: before[0]!.id, value: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('"value"');
    const missing = await send({ chatId: before[0]!.id });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('value');
    expect((await get('chats')).body).toEqual(before);
  });

  it('GET chats carries each chat with its contact and messages, own ones marked', async () => {
    const { status, body } = await get<ChatAnswer[]>('chats');
    expect(status).toBe(200);
    expect(body).toHaveLength(15);
    for (const chat of body) {
      expect(chat.contact.id).toBe(chat.contactId);
      expect(chat.contact.details.emails).toBeDefined();
      expect(chat.messages.length).toBeGreaterThan(2);
      for (const message of chat.messages) {
        expect(message.chatId).toBe(chat.id);
        expect(message.isMine).toBe(message.contactId === 'me');
        if (!message.isMine) expect(message.contactId).toBe(chat.contactId);
      }
      expect(chat.lastMessage).toBe(chat.messages.at(-1)!.value);
    }
    expect(body.flatMap((chat) => chat.messages).some((message) => message.isMine)).toBe(true);
    const first = body[0]!;
    expect(first.messages.at(-1)!.createdAt).toBe(
      new Date(now.getTime() - 2 * 60_000).toISOString(),
    );
  });

  it('GET chat answers one chat, 200 null for an unknown id', async () => {
    const chats = (await get<ChatAnswer[]>('chats')).body;
    const one = await get<ChatAnswer>(`chat?id=${chats[3]!.id}`);
    expect(one).toMatchObject({ status: 200, body: chats[3] });
    expect(await get('chat?id=unknown')).toMatchObject({ status: 200, body: null });
  });

  it('PATCH chat merges what may change, ignoring the rest of a whole chat sent back', async () => {
    const chats = (await get<ChatAnswer[]>('chats')).body;
    const chat = chats.find((candidate) => candidate.unreadCount > 0 && !candidate.muted)!;
    const answer = await server.request<ChatAnswer>('PATCH', '/api/apps/chat/chat', {
      token,
      body: {
        id: chat.id,
        chat: { ...chat, muted: true, unreadCount: 0, contactId: 'someone-else', messages: [] },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...chat, muted: true, unreadCount: 0 });
    expect((await get<ChatAnswer>(`chat?id=${chat.id}`)).body).toEqual(answer.body);

    const partial = await server.request<ChatAnswer>('PATCH', '/api/apps/chat/chat', {
      token,
      body: { id: chat.id, chat: { muted: false } },
    });
    expect(partial.body).toEqual({ ...answer.body, muted: false });

    const lastMessageAt = '2026-01-02T03:04:05.000Z';
    const last = await server.request<ChatAnswer>('PATCH', '/api/apps/chat/chat', {
      token,
      body: { id: chat.id, chat: { lastMessage: 'Nos vemos mañana', lastMessageAt } },
    });
    expect(last.body).toEqual({ ...partial.body, lastMessage: 'Nos vemos mañana', lastMessageAt });
  });

  it('PATCH chat: unknown id 404, invalid values 400 naming the field; nothing changes', async () => {
    const before = (await get<ChatAnswer[]>('chats')).body;
    const unknown = await server.request('PATCH', '/api/apps/chat/chat', {
      token,
      body: { id: 'unknown', chat: { muted: true } },
    });
    expect(unknown.status).toBe(404);
    const cases: [unknown, string][] = [
      [{ unreadCount: -2 }, '"unreadCount"'],
      [{ unreadCount: 1.5 }, 'Body field "chat.unreadCount"'],
      [{ unreadCount: 'many' }, 'Body field "chat.unreadCount"'],
      [{ muted: 'yes' }, 'Body field "chat.muted"'],
      [{ lastMessageAt: 'yesterday' }, 'Body field "chat.lastMessageAt"'],
    ];
    for (const [chat, field] of cases) {
      const answer = await server.request<{ error: string }>('PATCH', '/api/apps/chat/chat', {
        token,
        body: { id: before[0]!.id, chat },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(field);
    }
    expect((await get('chats')).body).toEqual(before);
  });

  it('GET contacts lists people sorted by name without details or attachments', async () => {
    const { body } = await get<Record<string, unknown>[]>('contacts');
    expect(body).toHaveLength(chatContacts.length);
    const names = body.map((contact) => contact.name as string);
    expect(names).toEqual([...names].sort(spanish.compare));
    for (const contact of body) {
      expect(Object.keys(contact).sort()).toEqual(['about', 'avatar', 'id', 'name']);
    }
  });

  it('GET contact answers one person with details and attachments, 200 null if unknown', async () => {
    const person = chatContacts[2]!;
    expect(await get(`contact?id=${person.id}`)).toMatchObject({ status: 200, body: person });
    expect(await get('contact?id=unknown')).toMatchObject({ status: 200, body: null });
  });

  it('GET profile is the signed-in user with a chat status line', async () => {
    const user = users.find((candidate) => candidate.id === SAMPLE_USER_ID)!;
    const { status, body } = await get<Record<string, unknown>>('profile');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      avatar: user.avatar,
      about: expect.stringMatching(/\S/),
    });
    await server.request('PATCH', '/api/common/user', { token, body: { user: { name: 'B. H.' } } });
    expect((await get<{ name: string }>('profile')).body.name).toBe('B. H.');
  });
});

describe('GraphQL chat', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('reads chats with nested contact and messages, and updates one', async () => {
    const read = await server.graphql<{
      chats: { id: string; contact: { name: string }; messages: { isMine: boolean }[] }[];
    }>('{ chats { id contact { name } messages { isMine } } }', {}, token);
    const chats = read.body.data!.chats;
    expect(chats).toHaveLength(15);
    expect(chats[0]!.contact.name).toBe(chatContacts[0]!.name);

    const updated = await server.graphql<{ updateChat: { muted: boolean; unreadCount: number } }>(
      'mutation ($id: ID!) { updateChat(id: $id, chat: { muted: true }) { muted unreadCount } }',
      { id: chats[0]!.id },
      token,
    );
    expect(updated.body.data?.updateChat.muted).toBe(true);

    const missing = await server.graphql(
      'mutation { updateChat(id: "unknown", chat: { muted: true }) { id } }',
      {},
      token,
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('sendChatMessage answers the message, marked mine; a blank one is BAD_USER_INPUT', async () => {
    const chatId = chatSeed(now).chats[0]!.id;
    const send = (value: string) =>
      server.graphql<{ sendChatMessage: { value: string; isMine: boolean; chatId: string } }>(
        'mutation ($chatId: ID!, $value: String!) { sendChatMessage(chatId: $chatId, value: $value) { chatId value isMine } }',
        { chatId, value },
        token,
      );
    const sent = await send('¿Confirmas la reunión?');
    expect(sent.body.data?.sendChatMessage).toEqual({
      chatId,
      value: '¿Confirmas la reunión?',
      isMine: true,
    });
    const read = await server.graphql<{ chat: { lastMessage: string } }>(
      'query ($id: ID!) { chat(id: $id) { lastMessage } }',
      { id: chatId },
      token,
    );
    expect(read.body.data?.chat.lastMessage).toBe('¿Confirmas la reunión?');
    expect((await send('')).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
