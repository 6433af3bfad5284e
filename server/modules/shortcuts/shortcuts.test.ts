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
