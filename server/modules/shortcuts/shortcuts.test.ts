import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shortcuts } from '../../../fixtures/shortcuts';
import { startTestServer, type TestServer } from '../../test/harness';
import { ShortcutStore, type ShortcutRecord } from './store';

const VALID = {
  label: 'Reports',
  icon: 'heroicons_outline:chart-pie',
  link: '/dashboards/analytics',
  useRouter: true,
};

describe('ShortcutStore', () => {
  it('creates on top, trimming text and storing an empty description as null', () => {
    const store = new ShortcutStore(shortcuts);
    const created = store.create({ ...VALID, label: '  Reports ', description: '' });
    expect(store.list()[0]).toEqual(created);
    expect(created).toMatchObject({ label: 'Reports', description: null });
    expect(store.list()).toHaveLength(9);
  });

  it('refuses blank label, icon or link', () => {
    const store = new ShortcutStore(shortcuts);
    for (const field of ['label', 'icon', 'link'] as const) {
      expect(() => store.create({ ...VALID, [field]: '  ' })).toThrow(`"${field}" is required`);
    }
    expect(store.list()).toHaveLength(8);
  });
});

describe('ShortcutStore links', () => {
  it('takes app paths and http(s) URLs, without surrounding spaces', () => {
    const store = new ShortcutStore(shortcuts);
    expect(store.create({ ...VALID, link: ' /apps/mailbox?x=1#y ' }).link).toBe(
      '/apps/mailbox?x=1#y',
    );
    const web = store.create({ ...VALID, link: 'https://example.com/docs', useRouter: false });
    expect(web.link).toBe('https://example.com/docs');
    expect(store.update(web.id, { link: '/apps/notes' }).link).toBe('/apps/notes');
  });

  it('refuses any other link on create and on update, and keeps what it had', () => {
    const store = new ShortcutStore(shortcuts);
    const before = structuredClone(store.list());
    for (const link of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:,x', 'foo/bar']) {
      expect(() => store.create({ ...VALID, link })).toThrow(/"link" must be an app path/);
      expect(() => store.update(before[0]!.id, { link })).toThrow(/"link" must be an app path/);
    }
    expect(store.list()).toEqual(before);
  });
});

describe('REST /api/common/shortcuts', () => {
  let server: TestServer;
  let token: string;
  const list = async () =>
    (await server.request<ShortcutRecord[]>('GET', '/api/common/shortcuts', { token })).body;

  beforeEach(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('GET lists the eight shortcuts', async () => {
    expect(await list()).toHaveLength(8);
  });

  it('POST creates, PATCH merges, DELETE returns the removed shortcut', async () => {
    const created = await server.request<ShortcutRecord>('POST', '/api/common/shortcuts', {
      token,
      body: { shortcut: { id: null, ...VALID, description: 'Weekly figures' } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...VALID, description: 'Weekly figures' });
    const updated = await server.request<ShortcutRecord>('PATCH', '/api/common/shortcuts', {
      token,
      body: { id: created.body.id, shortcut: { label: 'Figures' } },
    });
    expect(updated.body).toEqual({ ...created.body, label: 'Figures' });
    expect((await list())[0]).toEqual(updated.body);
    const removed = await server.request('DELETE', `/api/common/shortcuts?id=${created.body.id}`, {
      token,
    });
    expect(removed.body).toEqual(updated.body);
    expect((await list()).map((item) => item.id)).not.toContain(created.body.id);
  });

  it('requires label, icon, link and useRouter on the server too', async () => {
    for (const field of ['label', 'icon', 'link', 'useRouter']) {
      const shortcut: Record<string, unknown> = { ...VALID };
      delete shortcut[field];
      const answer = await server.request<{ error: string }>('POST', '/api/common/shortcuts', {
        token,
        body: { shortcut },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(`"${field}"`);
    }
    const blank = await server.request('POST', '/api/common/shortcuts', {
      token,
      body: { shortcut: { ...VALID, label: '' } },
    });
    expect(blank.status).toBe(400);
    expect(await list()).toHaveLength(8);
  });

  it('PATCH cannot empty label, icon, link or useRouter, and a refused PATCH changes nothing', async () => {
    const before = await list();
    for (const shortcut of [{ label: '' }, { icon: null }, { link: ' ' }, { useRouter: null }]) {
      const answer = await server.request<{ error: string }>('PATCH', '/api/common/shortcuts', {
        token,
        body: { id: before[0]!.id, shortcut },
      });
      expect(answer.status, JSON.stringify(shortcut)).toBe(400);
      expect(answer.body.error).toContain(`"${Object.keys(shortcut)[0]}"`);
    }
    expect(await list()).toEqual(before);
  });

  it('a javascript: link answers 400 on POST and PATCH, and nothing is stored', async () => {
    const before = await list();
    const link = 'javascript:alert(document.cookie)';
    const created = await server.request<{ error: string }>('POST', '/api/common/shortcuts', {
      token,
      body: { shortcut: { ...VALID, link } },
    });
    const updated = await server.request<{ error: string }>('PATCH', '/api/common/shortcuts', {
      token,
      body: { id: before[0]!.id, shortcut: { link } },
    });
    for (const answer of [created, updated]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(
        /"link" must be an app path .* or an http:\/\/ or https:\/\/ URL/,
      );
    }
    expect(await list()).toEqual(before);
  });

  it('a javascript: link answers BAD_USER_INPUT through GraphQL, and nothing is stored', async () => {
    const before = await list();
    const link = ' JaVaScRiPt:alert(1)';
    const created = await server.graphql(
      'mutation ($shortcut: ShortcutInput!) { createShortcut(shortcut: $shortcut) { id } }',
      { shortcut: { ...VALID, link } },
      token,
    );
    const updated = await server.graphql(
      'mutation ($id: ID!, $shortcut: ShortcutPatch!) { updateShortcut(id: $id, shortcut: $shortcut) { id } }',
      { id: before[0]!.id, shortcut: { link } },
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

  it('PATCH or DELETE of an unknown id answers 404 and changes nothing', async () => {
    const before = await list();
    const patch = await server.request('PATCH', '/api/common/shortcuts', {
      token,
      body: { id: 'unknown', shortcut: VALID },
    });
    const remove = await server.request('DELETE', '/api/common/shortcuts?id=unknown', { token });
    expect([patch.status, remove.status]).toEqual([404, 404]);
    expect(await list()).toEqual(before);
  });
});
