import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireLink } from '../../lib/input';
import { createStores } from '../../stores';
import { startTestServer, type TestServer } from '../../test/harness';
import { SEARCH_LIMIT, type SearchResultSetRecord } from './store';

describe('SearchStore', () => {
  const stores = createStores(new Date('2026-11-22T12:00:00Z'));
  const search = (query: string) => stores.search.search(query);

  it('answers no groups for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('matches contact names, page titles and task titles, case-insensitively, in that group order', () => {
    const groups = search('PAGOS');
    expect(groups.map((group) => group.id)).toEqual(['pages', 'tasks']);
    const [pages, tasks] = groups as [SearchResultSetRecord, SearchResultSetRecord];
    expect(pages.label).toBe('Pages');
    expect(pages.results).toContainEqual(
      expect.objectContaining({ kind: 'page', value: 'Pagos', link: '/pagos' }),
    );
    for (const task of tasks.results) {
      expect(task.value.toLowerCase()).toContain('pagos');
      expect(task.link).toBe(`/apps/tasks/${task.id}`);
    }
    // Sections are rows of the tasks list with titles of their own, as in the legacy mock.
    const section = stores.tasks
      .list()
      .find((task) => task.type === 'section' && /pagos/i.test(task.title));
    expect(section).toBeDefined();
    expect(tasks.results.map((task) => task.id)).toContain(section!.id);
  });

  it('matches page subtitles too', () => {
    const withSubtitle = {
      id: 'x',
      type: 'basic' as const,
      title: 'Riego',
      subtitle: 'Turnos de agua',
      link: '/hectareas',
    };
    stores.navigation.get().default.push(withSubtitle);
    const pages = search('turnos').find((group) => group.id === 'pages');
    expect(pages?.results.map((result) => result.id)).toEqual(['x']);
  });

  it('links contacts to their page and lists them by name', () => {
    const contacts = search('henríquez').find((group) => group.id === 'contacts')!;
    expect(contacts.results.length).toBeGreaterThan(1);
    const names = contacts.results.map((result) => result.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es-CL')));
    for (const result of contacts.results) {
      expect(result.link).toBe(`/apps/contacts/${result.id}`);
      expect(stores.contacts.find(result.id)?.name).toBe(result.value);
    }
  });

  it('links every hit to an app path that keeps to the link rule', () => {
    const results = search('a').flatMap((group) => group.results);
    expect(new Set(results.map((result) => result.kind))).toEqual(
      new Set(['contact', 'page', 'task']),
    );
    for (const { link } of results) {
      expect(link.startsWith('/')).toBe(true);
      expect(requireLink(link)).toBe(link);
    }
  });

  it('finds tasks by their title as it is after each write, in list order', () => {
    const fresh = createStores(new Date('2026-11-22T12:00:00Z'));
    const taskIds = (query: string) =>
      fresh.search
        .search(query)
        .find((group) => group.id === 'tasks')
        ?.results.map((result) => result.id) ?? [];
    const scan = (query: string) =>
      fresh.tasks
        .list()
        .filter((task) => task.title.toLowerCase().includes(query.trim().toLowerCase()))
        .map((task) => task.id)
        .slice(0, SEARCH_LIMIT);
    const queries = ['pagos', ' PAGO ', 'de', 'cobro'];
    const expectScans = () => {
      for (const query of queries) expect(taskIds(query), query).toEqual(scan(query));
    };
    expectScans();
    const [first, second] = taskIds('pagos');
    fresh.tasks.update(first!, { title: 'Cobro mensual' });
    fresh.tasks.update(fresh.tasks.list()[3]!.id, { title: 'Pagos de marzo', notes: 'cobro' });
    fresh.tasks.remove(second!);
    expect(taskIds('cobro')).toEqual([first]);
    expect(taskIds('pagos')).not.toContain(first);
    expect(taskIds('pagos')).not.toContain(second);
    expectScans();
    const created = fresh.tasks.create('task');
    fresh.tasks.update(created.id, { title: 'Cobro de pagos' });
    expect(taskIds('cobro')).toEqual([created.id, first]);
    fresh.tasks.reorder([...fresh.tasks.list()].reverse());
    expect(taskIds('cobro')).toEqual([first, created.id]);
    fresh.tasks.removeTag(fresh.tasks.listTags()[0]!.id);
    expectScans();
  });

  it('answers the first 20 hits of a group, in its order', () => {
    const contacts = search('a').find((group) => group.id === 'contacts')!.results;
    const named = stores.contacts.search('a');
    expect(named.length).toBeGreaterThan(SEARCH_LIMIT);
    expect(contacts.map((result) => result.id)).toEqual(
      named.slice(0, SEARCH_LIMIT).map((contact) => contact.id),
    );
  });

  it('leaves out groups with no hits', () => {
    expect(search('zzzz-no-such-thing')).toEqual([]);
  });
});

describe('POST /api/common/search', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('answers the groups with each kind of result shaped for the panel', async () => {
    const answer = await server.request<
      { id: string; label: string; results: Record<string, unknown>[] }[]
    >('POST', '/api/common/search', { token, body: { query: 'an' } });
    expect(answer.status).toBe(200);
    expect(answer.body.map((group) => group.id)).toEqual(['contacts', 'pages', 'tasks']);
    const [contact, page, task] = answer.body.map((group) => group.results[0]!);
    expect(Object.keys(contact!).sort()).toEqual(['avatar', 'id', 'link', 'name', 'value']);
    expect(Object.keys(page!).sort()).toEqual(['id', 'link', 'subtitle', 'title', 'value']);
    expect(Object.keys(task!).sort()).toEqual(['completed', 'id', 'link', 'title', 'value']);
  });

  it('answers [] for an empty query, 400 without one, 401 without a token', async () => {
    expect(
      (await server.request('POST', '/api/common/search', { token, body: { query: '' } })).body,
    ).toEqual([]);
    const missing = await server.request<{ error: string }>('POST', '/api/common/search', {
      token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/Body field "query"/);
    const anonymous = await server.request('POST', '/api/common/search', { body: { query: 'a' } });
    expect(anonymous.status).toBe(401);
  });
});
