import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../../fixtures/activities';
import type { IconSetName } from '../../generated/graphql';
import { startTestServer, type TestServer } from '../../test/harness';
import { ICON_SETS, iconSet } from '../icons/sets';
import { ActivityStore, MAX_PAGE_SIZE, type ActivityRecord } from './store';

const now = new Date('2025-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const isNewestFirst = (items: readonly { date: string }[]) =>
  items.every((item, i) => i === 0 || Date.parse(items[i - 1]!.date) >= Date.parse(item.date));

describe('activities seed', () => {
  const seed = activities(now);

  it('has 25 activities with unique ids, dated within the last six weeks, newest first', () => {
    expect(seed).toHaveLength(25);
    expect(new Set(seed.map((a) => a.id)).size).toBe(25);
    for (const activity of seed) {
      const age = now.getTime() - Date.parse(activity.date);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(42 * DAY_MS);
    }
    expect(isNewestFirst(seed)).toBe(true);
    expect(activities(now)).toStrictEqual(seed);
  });

  it('shows either an image or an icon, and every icon exists in its icon set', async () => {
    for (const activity of seed) {
      expect(
        [activity.icon, activity.image].filter((v) => v !== null),
        activity.id,
      ).toHaveLength(1);
      if (activity.icon === null) continue;
      const [namespace, name] = activity.icon.split(':');
      const set = (Object.keys(ICON_SETS) as IconSetName[]).find(
        (key) => ICON_SETS[key].namespace === namespace,
      );
      expect(set, activity.icon).toBeDefined();
      expect((await iconSet(set!)).list, activity.icon).toContain(name);
    }
  });

  it('routes in-app links with the router and other links as plain links', () => {
    for (const activity of seed) {
      expect(activity.useRouter, activity.id).toBe(activity.link?.startsWith('/') ?? false);
      if (activity.linkedContent !== null) expect(activity.link, activity.id).not.toBeNull();
    }
  });

  it('has markup in some descriptions and HTML or null as extra content', () => {
    expect(seed.filter((a) => /<strong>|<em>/.test(a.description)).length).toBeGreaterThan(5);
    const extras = seed.flatMap((a) => (a.extraContent === null ? [] : [a.extraContent]));
    expect(extras.length).toBeGreaterThanOrEqual(3);
    for (const html of extras) expect(html).toMatch(/^<(p|h4|ul|ol)>/);
    expect(new Set(extras).size).toBe(extras.length);
  });
});

describe('ActivityStore', () => {
  it('lists newest first whatever the seed order', () => {
    const seed = activities(now);
    const store = new ActivityStore([...seed].reverse());
    expect(isNewestFirst(store.list())).toBe(true);
    expect(store.list().map((a) => a.id)).toEqual(seed.map((a) => a.id));
  });

  it('answers pages: `first` from the newest, then `first` after the last one held', () => {
    const seed = activities(now);
    const store = new ActivityStore(seed);
    const ids = seed.map((a) => a.id);
    expect(store.list({ first: 10 }).map((a) => a.id)).toEqual(ids.slice(0, 10));
    expect(store.list({ after: ids[9], first: 10 }).map((a) => a.id)).toEqual(ids.slice(10, 20));
    expect(store.list({ after: ids[19], first: 10 }).map((a) => a.id)).toEqual(ids.slice(20));
    expect(store.list({ after: ids.at(-1), first: 10 })).toEqual([]);
    // Without `first`, everything after `after`; without either, the whole feed.
    expect(store.list({ after: ids[22] }).map((a) => a.id)).toEqual(ids.slice(23));
    expect(store.list({ after: null, first: null })).toHaveLength(25);
    expect(store.count()).toBe(25);
  });

  it('refuses a page size out of range and an unknown `after`', () => {
    const store = new ActivityStore(activities(now));
    for (const first of [0, -1, 1.5, MAX_PAGE_SIZE + 1]) {
      expect(() => store.list({ first }), String(first)).toThrow(/first must be/);
    }
    expect(store.list({ first: MAX_PAGE_SIZE })).toHaveLength(25);
    expect(() => store.list({ after: 'nope', first: 5 })).toThrow(/no activity "nope"/);
  });

  it('keeps its own copy of the seed', () => {
    const seed = activities(now);
    new ActivityStore(seed).list()[0]!.description = 'Cambiado';
    expect(seed[0]!.description).not.toBe('Cambiado');
  });
});

describe('REST GET /api/pages/activities', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('answers every activity, newest first, with every field and dates relative to now', async () => {
    const answer = await server.request<ActivityRecord[]>('GET', '/api/pages/activities', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(activities(now));
    expect(isNewestFirst(answer.body)).toBe(true);
    expect(answer.body[0]!.date).toBe(new Date(now.getTime() - 25 * 60_000).toISOString());
  });

  it('answers one page with ?first= and the next with &after=, and 400 for a bad page', async () => {
    const ids = activities(now).map((a) => a.id);
    const first = await server.request<ActivityRecord[]>('GET', '/api/pages/activities?first=10', {
      token,
    });
    expect(first.status).toBe(200);
    expect(first.body.map((a) => a.id)).toEqual(ids.slice(0, 10));
    const next = await server.request<ActivityRecord[]>(
      'GET',
      `/api/pages/activities?first=10&after=${ids[9]}`,
      { token },
    );
    expect(next.body.map((a) => a.id)).toEqual(ids.slice(10, 20));
    expect(next.body[0]).toEqual(activities(now)[10]);
    const wrong = await server.request<{ error: string }>('GET', '/api/pages/activities?first=0', {
      token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/first must be/i);
    const unknown = await server.request('GET', '/api/pages/activities?first=5&after=nope', {
      token,
    });
    expect(unknown.status).toBe(400);
  });

  it('answers how many activities there are', async () => {
    const answer = await server.request<number>('GET', '/api/pages/activities/count', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(25);
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('GET', '/api/pages/activities')).status).toBe(401);
  });

  it('serves the activities over GraphQL', async () => {
    const answer = await server.graphql<{ activities: { id: string; useRouter: boolean }[] }>(
      '{ activities { id useRouter } }',
      {},
      token,
    );
    expect(answer.body.data?.activities.map((a) => a.id)).toEqual(activities(now).map((a) => a.id));
  });

  it('serves a page and the count over GraphQL', async () => {
    const ids = activities(now).map((a) => a.id);
    const answer = await server.graphql<{ activities: { id: string }[]; activityCount: number }>(
      'query Page($after: ID, $first: Int) { activities(after: $after, first: $first) { id } activityCount }',
      { after: ids[4], first: 3 },
      token,
    );
    expect(answer.body.data?.activities.map((a) => a.id)).toEqual(ids.slice(5, 8));
    expect(answer.body.data?.activityCount).toBe(25);
    const wrong = await server.graphql('{ activities(first: 500) { id } }', {}, token);
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
