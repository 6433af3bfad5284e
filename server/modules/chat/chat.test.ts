import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatContacts, chatSeed } from '../../../fixtures/chat';
import { contacts } from '../../../fixtures/contacts';
import { SAMPLE_USER_ID, users } from '../../../fixtures/user';
import { Journal, type Table } from '../../data/table';
import { startTestServer, type TestServer } from '../../test/harness';
import { ChatStore, ME, type ChatContactRecord, type ChatMessageRecord } from './store';
import { MAX_CHAT_STATUS, MAX_MESSAGE_LENGTH } from '../../../shared/limits';

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

  it('starts a chat with a contact first in the list; one with a chat gets it back', () => {
    const store = new ChatStore(chatSeed(now));
    const before = [...store.list()];
    const taken = new Set(before.map((chat) => chat.contactId));
    const person = store.contactList().find((contact) => !taken.has(contact.id))!;
    const chat = store.create(person.id);
    expect(chat).toEqual({
      id: expect.any(String),
      contactId: person.id,
      unreadCount: 0,
      muted: false,
      lastMessage: null,
      lastMessageAt: null,
    });
    expect(store.list()).toEqual([chat, ...before]);
    expect(store.find(chat.id)).toEqual(chat);
    expect(store.find(before[4]!.id)).toEqual(before[4]);
    expect(store.messages(chat.id)).toEqual([]);
    // Its chat is found (and updated) by id like the others.
    expect(store.update(chat.id, { muted: true }).muted).toBe(true);
    expect(store.update(before[4]!.id, { muted: true }).id).toBe(before[4]!.id);
    // Again: the same chat, no second one.
    expect(store.create(person.id)).toEqual({ ...chat, muted: true });
    expect(store.create(before[2]!.contactId)).toEqual(store.find(before[2]!.id));
    expect(store.list()).toHaveLength(before.length + 1);
    expect(store.send(chat.id, 'Hola').chatId).toBe(chat.id);
    expect(store.find(chat.id)!.lastMessage).toBe('Hola');
  });

  it('refuses a chat with an unknown contact, changing nothing', () => {
    const store = new ChatStore(chatSeed(now));
    const before = [...store.list()];
    expect(() => store.create('unknown')).toThrow('does not exist');
    expect(store.list()).toEqual(before);
  });

  it("sets a user's status line, trimmed; null or too long changes nothing", () => {
    const store = new ChatStore(chatSeed(now));
    expect(store.updateProfile(SAMPLE_USER_ID, { about: '  En la viña  ' })).toBe('En la viña');
    expect(store.aboutOf(SAMPLE_USER_ID)).toBe('En la viña');
    expect(store.updateProfile(SAMPLE_USER_ID, {})).toBe('En la viña');
    expect(() => store.updateProfile(SAMPLE_USER_ID, { about: null })).toThrow(
      '"about" cannot be null',
    );
    expect(() =>
      store.updateProfile(SAMPLE_USER_ID, { about: 'x'.repeat(MAX_CHAT_STATUS + 1) }),
    ).toThrow(`at most ${MAX_CHAT_STATUS}`);
    expect(store.aboutOf(SAMPLE_USER_ID)).toBe('En la viña');
    expect(
      store.updateProfile(SAMPLE_USER_ID, { about: 'x'.repeat(MAX_CHAT_STATUS) }),
    ).toHaveLength(MAX_CHAT_STATUS);
    expect(store.updateProfile(SAMPLE_USER_ID, { about: '' })).toBe('');
    expect(store.updateProfile('someone-new', { about: 'Hola' })).toBe('Hola');
    expect(store.aboutOf(SAMPLE_USER_ID)).toBe('');
  });

  it('reads as before once its writes are undone through the tables, and as after once redone', () => {
    const store = new ChatStore(chatSeed(now));
    const [first, second] = store.list();
    const taken = new Set(store.list().map((chat) => chat.contactId));
    const person = store.contactList().find((contact) => !taken.has(contact.id))!;
    let started = '';
    // Every read, by value (the lists are the store's own arrays, which change).
    const reads = () => ({
      list: [...store.list()],
      found: [first!.id, second!.id, started].map((id) => store.find(id)),
      messages: [first!.id, second!.id, started].map((id) => [...store.messages(id)]),
      contacts: [...store.contactList()],
      contact: store.contact(person.id),
      about: [store.aboutOf(SAMPLE_USER_ID), store.aboutOf('someone-new')],
    });
    const journal = new Journal();
    for (const [kind, target] of Object.entries(store.tables())) target.attach(journal, kind);
    const before = reads();
    journal.begin();
    started = store.create(person.id).id;
    store.send(started, 'Hola');
    store.send(first!.id, 'Voy en camino');
    store.update(second!.id, { muted: true, unreadCount: 0 });
    store.updateProfile(SAMPLE_USER_ID, { about: 'En la viña' });
    store.updateProfile('someone-new', { about: 'Hola' });
    const after = reads();
    const changes = journal.finish();
    const put = (side: 'before' | 'after') => {
      for (const change of changes) change.target.restore(change.id, change[side]);
    };

    put('before');
    // `started` now names the undone chat: not found, no messages, as '' was.
    expect(reads()).toEqual(before);
    put('after');
    expect(reads()).toEqual(after);
    expect(store.list()[0]!.id).toBe(started);
    expect(store.messages(started).map((message) => message.value)).toEqual(['Hola']);
    expect(store.messages(first!.id).at(-1)!.value).toBe('Voy en camino');
    expect(store.aboutOf('someone-new')).toBe('Hola');
    // The contact's chat is found again (no second one), and forgotten once undone.
    expect(store.create(person.id).id).toBe(started);
    put('before');
    expect(store.create(person.id).id).not.toBe(started);
  });

  it('keeps the contact list sorted by name when its table changes elsewhere', () => {
    const store = new ChatStore(chatSeed(now));
    const contacts = store.tables().contacts as Table<ChatContactRecord>;
    const [first] = store.contactList();
    contacts.replace({ ...first!, name: 'Zoila Zúñiga' });
    const names = store.contactList().map((contact) => contact.name);
    expect(names).toEqual([...names].sort(spanish.compare));
    expect(store.contactList().at(-1)!.id).toBe(first!.id);
    contacts.remove(first!.id);
    expect(store.contactList().map((contact) => contact.id)).not.toContain(first!.id);
    expect(store.contactList()).toHaveLength(names.length - 1);
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
    const create = await server.request('POST', '/api/apps/chat/chat', {
      body: { contactId: chatContacts[0]!.id },
    });
    expect(create.status).toBe(401);
    const profile = await server.request('PATCH', '/api/apps/chat/profile', {
      body: { profile: { about: 'Hola' } },
    });
    expect(profile.status).toBe(401);
  });

  it('POST chat starts a chat with a contact, listed first; again answers the same chat', async () => {
    const before = (await get<ChatAnswer[]>('chats')).body;
    const taken = new Set(before.map((chat) => chat.contactId));
    const person = chatContacts.find((contact) => !taken.has(contact.id))!;
    const create = (contactId: unknown) =>
      server.request<ChatAnswer>('POST', '/api/apps/chat/chat', { token, body: { contactId } });
    const created = await create(person.id);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      contactId: person.id,
      unreadCount: 0,
      muted: false,
      lastMessage: null,
      lastMessageAt: null,
      contact: person,
      messages: [],
    });
    const after = (await get<ChatAnswer[]>('chats')).body;
    expect(after).toEqual([created.body, ...before]);
    expect((await get<ChatAnswer>(`chat?id=${created.body.id}`)).body).toEqual(created.body);
    expect((await create(person.id)).body).toEqual(created.body);
    expect((await create(before[1]!.contactId)).body).toEqual(before[1]);
    expect((await get<ChatAnswer[]>('chats')).body).toHaveLength(before.length + 1);
  });

  it('POST chat: unknown contact 404, missing contact 400; nothing changes', async () => {
    const before = (await get<ChatAnswer[]>('chats')).body;
    const unknown = await server.request<{ error: string }>('POST', '/api/apps/chat/chat', {
      token,
      body: { contactId: 'unknown' },
    });
    expect(unknown.status).toBe(404);
    const missing = await server.request<{ error: string }>('POST', '/api/apps/chat/chat', {
      token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('contactId');
    expect((await get('chats')).body).toEqual(before);
  });

  it('PATCH profile sets the status line, answers the profile; null or too long 400', async () => {
    const patch = (profile: unknown) =>
      server.request<{ about: string; error: string }>('PATCH', '/api/apps/chat/profile', {
        token,
        body: { profile },
      });
    const before = (await get<Record<string, unknown>>('profile')).body;
    const changed = await patch({ about: '  Cosechando en Colchagua  ' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...before, about: 'Cosechando en Colchagua' });
    expect((await get('profile')).body).toEqual(changed.body);
    expect((await patch({})).body).toEqual(changed.body);
    const tooLong = await patch({ about: 'x'.repeat(MAX_CHAT_STATUS + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toContain('"about"');
    expect((await patch({ about: null })).status).toBe(400);
    expect((await get('profile')).body).toEqual(changed.body);
    expect((await patch({ about: '' })).body.about).toBe('');
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

  it('createChat answers a new chat once per contact; an unknown contact is NOT_FOUND', async () => {
    const taken = new Set(chatSeed(now).chats.map((chat) => chat.contactId));
    const person = chatContacts.find((contact) => !taken.has(contact.id))!;
    const create = (contactId: string) =>
      server.graphql<{ createChat: { id: string; contact: { name: string }; messages: [] } }>(
        'mutation ($contactId: ID!) { createChat(contactId: $contactId) { id contact { name } messages { id } } }',
        { contactId },
        token,
      );
    const first = (await create(person.id)).body.data!.createChat;
    expect(first).toEqual({ id: expect.any(String), contact: { name: person.name }, messages: [] });
    expect((await create(person.id)).body.data!.createChat.id).toBe(first.id);
    const list = await server.graphql<{ chats: { id: string }[] }>('{ chats { id } }', {}, token);
    expect(list.body.data!.chats[0]!.id).toBe(first.id);
    const unknown = await create('unknown');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('updateChatProfile changes the status line; too long is BAD_USER_INPUT', async () => {
    const update = (about: string) =>
      server.graphql<{ updateChatProfile: { id: string; about: string } }>(
        'mutation ($about: String) { updateChatProfile(profile: { about: $about }) { id about } }',
        { about },
        token,
      );
    expect((await update('Disponible')).body.data?.updateChatProfile).toEqual({
      id: SAMPLE_USER_ID,
      about: 'Disponible',
    });
    const read = await server.graphql<{ chatProfile: { about: string } }>(
      '{ chatProfile { about } }',
      {},
      token,
    );
    expect(read.body.data?.chatProfile.about).toBe('Disponible');
    const long = await update('x'.repeat(MAX_CHAT_STATUS + 1));
    expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unsigned = await server.graphql(
      'mutation { updateChatProfile(profile: { about: "" }) { id } }',
    );
    expect(unsigned.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
