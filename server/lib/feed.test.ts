import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../fixtures/messages';
import { startTestServer, type TestServer } from '../test/harness';
import { FeedStore, type FeedItemRecord } from './feed-store';

const NOW = new Date('2026-11-22T12:00:00.000Z');

describe('FeedStore', () => {
  let store: FeedStore;
  beforeEach(() => {
    store = new FeedStore('Message', messages(NOW));
  });

  it('starts from a deep copy of its seed', () => {
    const seed = messages(NOW);
    const own = new FeedStore('Message', seed);
    own.markAllRead();
    own.update(seed[0]!.id, { title: 'Changed' });
    expect(seed.some((item) => !item.read)).toBe(true);
    expect(seed[0]!.title).not.toBe('Changed');
  });

  it('creates unread, unseen items on top with a new id and the current time', () => {
    const created = store.create({ title: 'Harvest report', id: 'chosen-by-client' }, NOW);
    expect(store.list()[0]).toBe(created);
    expect(created).toMatchObject({
      title: 'Harvest report',
      read: false,
      seen: false,
      useRouter: false,
    });
    expect(created.id).not.toBe('chosen-by-client');
    expect(created.time).toBe(NOW.toISOString());
  });

  it('needs a title or a description, on create and on update', () => {
    expect(() => store.create({ icon: 'heroicons_outline:bell' })).toThrow(
      /title or a description/,
    );
    const id = store.list()[0]!.id;
    expect(() => store.update(id, { title: null, description: '  ' })).toThrow(
      /title or a description/,
    );
  });

  it('merges updates, keeps the id, and refuses nulls for flags', () => {
    const [first] = store.list() as [FeedItemRecord];
    const updated = store.update(first.id, { description: 'New text', id: 'other' });
    expect(updated).toEqual({ ...first, description: 'New text' });
    expect(() => store.update(first.id, { read: null })).toThrow(/"read" cannot be null/);
  });

  it('an unknown id changes nothing and says so', () => {
    const before = structuredClone(store.list());
    expect(() => store.update('missing', { read: true })).toThrow(/"missing" does not exist/);
    expect(() => store.remove('missing')).toThrow(/does not exist/);
    expect(() => store.setRead('missing', true)).toThrow(/does not exist/);
    expect(store.list()).toEqual(before);
  });

  it('takes app paths and http(s) URLs as links, and null for none', () => {
    const id = store.list()[0]!.id;
    expect(store.create({ title: 'a', link: '/apps/mailbox?x=1#y' }).link).toBe(
      '/apps/mailbox?x=1#y',
    );
    expect(store.create({ title: 'b', link: ' https://example.com/docs ' }).link).toBe(
      'https://example.com/docs',
    );
    expect(store.update(id, { link: 'HTTP://example.com' }).link).toBe('HTTP://example.com');
    expect(store.update(id, { link: null }).link).toBeNull();
  });

  it('refuses any other link on create and on update, and keeps what it had', () => {
    const before = structuredClone(store.list());
    const [first] = before as [FeedItemRecord];
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', '//evil.example', '']) {
      expect(() => store.create({ title: 'x', link })).toThrow(/"link" must be an app path/);
      expect(() => store.update(first.id, { link })).toThrow(/"link" must be an app path/);
    }
    expect(store.list()).toEqual(before);
  });

  it('marks every item read and seen', () => {
    store.markAllRead();
    expect(store.list().every((item) => item.read && item.seen)).toBe(true);
  });
});

describe.each([
  { path: '/api/common/messages', key: 'message', query: 'messages' },
  { path: '/api/common/notifications', key: 'notification', query: 'notifications' },
])('REST $path', ({ path, key, query }) => {
  let server: TestServer;
  let token: string;
  const list = async () => (await server.request<FeedItemRecord[]>('GET', path, { token })).body;

  beforeEach(async () => {
    server = await startTestServer({ now: NOW });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('lists the nine items, as GraphQL does', async () => {
    const items = await list();
    expect(items).toHaveLength(9);
    const viaGraphql = await server.graphql<Record<string, { id: string }[]>>(
      `{ ${query} { id } }`,
      {},
      token,
    );
    expect(viaGraphql.body.data?.[query]?.map((item) => item.id)).toEqual(
      items.map((item) => item.id),
    );
  });

  it('POST creates on top and returns the item', async () => {
    const answer = await server.request<FeedItemRecord>('POST', path, {
      token,
      body: { [key]: { title: 'Irrigation check', description: 'Sector 4', read: false } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Irrigation check', read: false, seen: false });
    expect((await list())[0]!.id).toBe(answer.body.id);
  });

  it('PATCH merges and returns the updated item', async () => {
    const [first] = (await list()) as [FeedItemRecord];
    const answer = await server.request<FeedItemRecord>('PATCH', path, {
      token,
      body: { id: first.id, [key]: { ...first, title: 'Renamed' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...first, title: 'Renamed' });
  });

  it('DELETE returns the deleted item and removes only it', async () => {
    const before = await list();
    const target = before[3]!;
    const answer = await server.request('DELETE', `${path}?id=${target.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(target);
    expect(await list()).toEqual(before.filter((item) => item.id !== target.id));
  });

  it('GET mark-all-as-read answers true and sets every item read and seen', async () => {
    const answer = await server.request('GET', `${path}/mark-all-as-read`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(true);
    expect((await list()).every((item) => item.read && item.seen)).toBe(true);
  });

  it('toggle-read-status sets read from the body', async () => {
    const unread = (await list()).find((item) => !item.read)!;
    const answer = await server.request<FeedItemRecord>('POST', `${path}/toggle-read-status`, {
      token,
      body: { [key]: { id: unread.id, read: true } },
    });
    expect(answer.body).toEqual({ ...unread, read: true });
    const back = await server.request<FeedItemRecord>('POST', `${path}/toggle-read-status`, {
      token,
      body: { [key]: { id: unread.id, read: false } },
    });
    expect(back.body.read).toBe(false);
  });

  it('a javascript: link answers 400 on POST and PATCH, and nothing is stored', async () => {
    const before = await list();
    const [first] = before as [FeedItemRecord];
    const link = 'javascript:alert(document.cookie)';
    const calls = [
      server.request<{ error: string }>('POST', path, {
        token,
        body: { [key]: { title: 'Click me', link } },
      }),
      server.request<{ error: string }>('PATCH', path, {
        token,
        body: { id: first.id, [key]: { ...first, link } },
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(
        /"link" must be an app path .* or an http:\/\/ or https:\/\/ URL/,
      );
    }
    expect(await list()).toEqual(before);
  });

  it('a javascript: link answers BAD_USER_INPUT through GraphQL, and nothing is stored', async () => {
    const before = await list();
    const [first] = before as [FeedItemRecord];
    const Item = key.charAt(0).toUpperCase() + key.slice(1);
    const link = 'JaVaScRiPt:alert(1)';
    const created = await server.graphql(
      `mutation ($item: ${Item}Input!) { create${Item}(${key}: $item) { id } }`,
      { item: { title: 'Click me', link } },
      token,
    );
    const updated = await server.graphql(
      `mutation ($id: ID!, $item: ${Item}Input!) { update${Item}(id: $id, ${key}: $item) { id } }`,
      { id: first.id, item: { link } },
      token,
    );
    for (const answer of [created, updated]) {
      expect(answer.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/"link" must be an app path/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await list()).toEqual(before);
  });

  it('writes naming an unknown id answer 404 and change nothing', async () => {
    const before = await list();
    const calls = [
      server.request('PATCH', path, { token, body: { id: 'nope', [key]: { title: 'x' } } }),
      server.request('DELETE', `${path}?id=nope`, { token }),
      server.request('POST', `${path}/toggle-read-status`, {
        token,
        body: { [key]: { id: 'nope', read: true } },
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect((answer.body as { error: string }).error).toMatch(/"nope" does not exist/);
    }
    expect(await list()).toEqual(before);
  });

  it('invalid input answers 400 saying what is wrong', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', path, {}, new RegExp(`Body field "${key}"`)],
      ['POST', path, { [key]: { title: 'x', read: 'yes' } }, /Boolean/],
      ['POST', path, { [key]: { title: 'x', color: 'red' } }, /"color" is not defined/],
      ['POST', path, { [key]: { image: '/a.png' } }, /title or a description/],
      ['PATCH', path, { [key]: { title: 'x' } }, /Body field "id"/],
      ['DELETE', path, undefined, /Query parameter "id"/],
      ['POST', `${path}/toggle-read-status`, { [key]: { id: 'x' } }, new RegExp(`"${key}.read"`)],
    ];
    for (const [method, url, body, message] of cases) {
      const answer = await server.request<{ error: string }>(method, url, { token, body });
      expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
  });
});
