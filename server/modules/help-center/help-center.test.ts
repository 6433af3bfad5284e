import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  faqCategories,
  faqs,
  guideCategories,
  guides,
  GUIDE_CATEGORY_IDS,
  helpCenterSeed,
} from '../../../fixtures/help-center';
import { Journal, type Table } from '../../data/table';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  DEFAULT_GUIDE_LIMIT,
  HelpCenterStore,
  type HelpCenterFaqRecord,
  type HelpCenterGuideCategory,
  type HelpCenterGuideRecord,
} from './store';
import { SUPPORT_LIMITS } from '../../../shared/limits';

const API = '/api/apps/help-center';
const FAQ_SLUGS = ['most-asked', 'general-inquiries', 'licenses', 'payments', 'support'];
const GUIDE_SLUGS = ['getting-started', 'projects', 'settings', 'payments', 'your-account'];
const guidesIn = (categoryId: string) => guides.filter((guide) => guide.categoryId === categoryId);
const summary = ({ content: _content, ...rest }: (typeof guides)[number]) => rest;
const SETTINGS = guidesIn(GUIDE_CATEGORY_IDS.settings);
const GUIDE = SETTINGS[3]!;

describe('help center fixtures', () => {
  it('has the five FAQ categories with about thirty FAQs, each in a category', () => {
    expect(faqCategories.map((category) => category.slug)).toEqual(FAQ_SLUGS);
    expect(faqs).toHaveLength(30);
    const ids = new Set(faqCategories.map((category) => category.id));
    for (const faq of faqs) expect(ids).toContain(faq.categoryId);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(30);
    expect(new Set(faqs.map((faq) => faq.answer)).size).toBe(30);
  });

  it('has the five guide categories with about 27 guides, each with its own HTML', () => {
    expect(guideCategories.map((category) => category.slug)).toEqual(GUIDE_SLUGS);
    expect(guides).toHaveLength(27);
    expect(new Set(guides.map((guide) => guide.content)).size).toBe(27);
    for (const guide of guides) expect(guide.content).toMatch(/^<p>.+<\/(p|ul|ol)>$/s);
    for (const category of guideCategories) {
      const slugs = guidesIn(category.id).map((guide) => guide.slug);
      expect(new Set(slugs).size, category.slug).toBe(slugs.length);
    }
    // Some categories have more guides than the default limit, one has fewer.
    const counts = guideCategories.map((category) => guidesIn(category.id).length);
    expect(counts.some((count) => count > DEFAULT_GUIDE_LIMIT)).toBe(true);
    expect(counts.some((count) => count < DEFAULT_GUIDE_LIMIT)).toBe(true);
  });
});

describe('HelpCenterStore', () => {
  it('lists every FAQ category with its FAQs, or just the one a slug names', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const all = store.faqCategories();
    expect(all.map((category) => category.slug)).toEqual(FAQ_SLUGS);
    expect(all.flatMap((category) => category.faqs)).toHaveLength(30);
    for (const category of all) {
      for (const faq of category.faqs) expect(faq.categoryId).toBe(category.id);
    }
    expect(store.faqCategories('')).toEqual(all);
    const [licenses, ...rest] = store.faqCategories('licenses');
    expect(rest).toEqual([]);
    expect(licenses).toEqual(all[2]);
    expect(() => store.faqCategories('nope')).toThrow('FAQ category "nope" does not exist');
  });

  it('gives each guide category its first five guides by default, with the totals', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const all = store.guideCategories();
    expect(all.map((category) => category.slug)).toEqual(GUIDE_SLUGS);
    all.forEach((category, index) => {
      const own = guidesIn(guideCategories[index]!.id);
      expect(category.totalGuides).toBe(own.length);
      expect(category.visibleGuides).toBe(5);
      expect(category.guides).toEqual(own.slice(0, 5).map(summary));
    });
    expect(store.guideCategories(null, null)).toEqual(all);
  });

  it('applies a given limit and refuses one that is not a positive whole number', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const two = store.guideCategories(undefined, 2);
    expect(two.map((category) => category.guides.length)).toEqual([2, 2, 2, 2, 2]);
    expect(two.every((category) => category.visibleGuides === 2)).toBe(true);
    expect(store.guideCategories(undefined, 100)[0]!.guides).toHaveLength(6);
    for (const limit of [0, -1, 1.5]) {
      expect(() => store.guideCategories(undefined, limit)).toThrow('"limit" must be a positive');
    }
    expect(() => store.guideCategories('settings', 0)).toThrow('"limit"');
  });

  it('lists all of one category’s guides for a slug, and 404s an unknown slug', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const [settings, ...rest] = store.guideCategories('settings', 2);
    expect(rest).toEqual([]);
    expect(settings).toMatchObject({ slug: 'settings', totalGuides: 6, visibleGuides: 6 });
    expect(settings!.guides).toEqual(SETTINGS.map(summary));
    expect(() => store.guideCategories('nope')).toThrow('Guide category "nope" does not exist');
  });

  it('never puts content in guide lists', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const listed = [...store.guideCategories(), ...store.guideCategories('settings')].flatMap(
      (category) => category.guides,
    );
    for (const guide of listed) expect(guide).not.toHaveProperty('content');
  });

  it('answers one guide with its content inside its category', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const found = store.guide('settings', GUIDE.slug);
    expect(found).toMatchObject({ id: GUIDE_CATEGORY_IDS.settings, slug: 'settings' });
    expect(found.guides).toEqual([GUIDE]);
  });

  it('404s an unknown category or a guide from another category; refuses blank slugs', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    expect(() => store.guide('nope', GUIDE.slug)).toThrow('Guide category "nope"');
    expect(() => store.guide('payments', GUIDE.slug)).toThrow(
      `Guide "payments/${GUIDE.slug}" does not exist`,
    );
    expect(() => store.guide(' ', GUIDE.slug)).toThrow('"categorySlug" is required');
    expect(() => store.guide('settings', '')).toThrow('"guideSlug" is required');
  });

  it('keeps its own copy of the seed', () => {
    const seed = structuredClone(helpCenterSeed);
    const store = new HelpCenterStore(seed);
    seed.guides.find((guide) => guide.id === GUIDE.id)!.content = '<p>changed</p>';
    seed.faqs.length = 0;
    expect(store.guide('settings', GUIDE.slug).guides[0]!.content).toBe(GUIDE.content);
    expect(store.faqCategories().flatMap((category) => category.faqs)).toHaveLength(30);
  });

  it('refuses a seed with a guide in no category or a slug used twice', () => {
    const orphan = structuredClone(helpCenterSeed);
    orphan.guides[0]!.categoryId = 'nope';
    expect(() => new HelpCenterStore(orphan)).toThrow('has no category');
    const twice = structuredClone(helpCenterSeed);
    twice.guides[1]!.slug = twice.guides[0]!.slug;
    expect(() => new HelpCenterStore(twice)).toThrow('twice');
  });
});

const REQUEST = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  subject: 'Riego',
  message: 'No veo el informe de riego de marzo.',
};

describe('HelpCenterStore support requests', () => {
  it('stores a trimmed request with an id and date, and lists each user their own, newest first', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const now = new Date('2026-03-01T12:00:00Z');
    const first = store.sendSupportRequest(
      'u1',
      {
        name: ' Ana ',
        email: ' ana@example.com ',
        subject: ' Hola ',
        message: '  Un mensaje largo.  ',
      },
      now,
    );
    expect(first).toMatchObject({
      userId: 'u1',
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hola',
      message: 'Un mensaje largo.',
      createdAt: now.toISOString(),
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = store.sendSupportRequest('u1', REQUEST);
    store.sendSupportRequest('u2', REQUEST);
    expect(store.supportRequestsOf('u1')).toEqual([second, first]);
    expect(store.supportRequestsOf('u2')).toHaveLength(1);
    expect(store.supportRequestsOf('u3')).toEqual([]);
  });

  it('refuses a request naming the field at fault, and stores nothing then', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    const cases: [Partial<typeof REQUEST>, string][] = [
      [{ name: '  ' }, '"name" is required'],
      [{ name: 'x'.repeat(SUPPORT_LIMITS.name + 1) }, '"name" must have at most 100'],
      [{ email: 'ana@' }, '"email" must be an e-mail address'],
      [{ email: '' }, '"email"'],
      [{ subject: '' }, '"subject" is required'],
      [{ subject: 'x'.repeat(SUPPORT_LIMITS.subject + 1) }, '"subject" must have at most 150'],
      [{ message: ' corto ' }, '"message" must have from 10 to 5000 characters; it has 5'],
      [{ message: 'x'.repeat(SUPPORT_LIMITS.message + 1) }, '"message" must have from 10'],
    ];
    for (const [change, message] of cases) {
      expect(() => store.sendSupportRequest('u1', { ...REQUEST, ...change })).toThrow(message);
    }
    expect(store.supportRequestsOf('u1')).toEqual([]);
  });
});

describe('HelpCenterStore on its tables', () => {
  /** Every read of the store. */
  const reads = (store: HelpCenterStore) => ({
    faqs: [store.faqCategories(), ...FAQ_SLUGS.map((slug) => store.faqCategories(slug))],
    guides: [store.guideCategories(), ...GUIDE_SLUGS.map((slug) => store.guideCategories(slug))],
    guide: store.guide('settings', GUIDE.slug),
    requests: ['u1', 'u2'].map((userId) => store.supportRequestsOf(userId)),
  });

  it('keeps the tables by kind', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    expect(Object.keys(store.tables())).toEqual([
      'faqCategories',
      'faqs',
      'guideCategories',
      'guides',
      'supportRequests',
    ]);
  });

  it('reads as before writes once the tables undo them, and as after once redone', () => {
    const store = new HelpCenterStore(helpCenterSeed);
    store.sendSupportRequest('u1', REQUEST);
    const journal = new Journal();
    journal.begin();
    for (const target of Object.values(store.tables())) target.attach(journal, 'helpCenter');
    const before = reads(store);
    store.sendSupportRequest('u1', { ...REQUEST, subject: 'Poda' });
    store.sendSupportRequest('u2', REQUEST);
    // FAQs and guides change only as loaded rows or another server's changes.
    const tables = store.tables() as unknown as {
      faqs: Table<HelpCenterFaqRecord>;
      guides: Table<HelpCenterGuideRecord>;
    };
    tables.faqs.remove(faqs[0]!.id);
    expect(store.faqCategories().flatMap((category) => category.faqs)).toHaveLength(
      faqs.length - 1,
    );
    tables.guides.replace({ ...tables.guides.get(GUIDE.id)!, title: 'Otro título' });
    const after = reads(store);
    expect(after.requests.map((requests) => requests.length)).toEqual([2, 1]);
    expect(after.guide.guides[0]!.title).toBe('Otro título');
    const changed = journal.finish();
    for (const change of changed) change.target.restore(change.id, change.before);
    expect(reads(store)).toEqual(before);
    for (const change of changed) change.target.restore(change.id, change.after);
    expect(reads(store)).toEqual(after);
  });
});

type ErrorAnswer = { error: string };

describe(`REST ${API}`, () => {
  let server: TestServer;
  let token: string;
  const get = <T>(path: string) => server.request<T>('GET', `${API}/${path}`, { token });

  beforeEach(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('answers 401 without a token', async () => {
    for (const path of ['faqs', 'guides', `guide?categorySlug=settings&guideSlug=${GUIDE.slug}`]) {
      const answer = await server.request('GET', `${API}/${path}`);
      expect(answer.status, path).toBe(401);
    }
  });

  it('GET faqs answers every category with its faqs; with a slug, an array of that one', async () => {
    const all = await get<{ slug: string; faqs: unknown[] }[]>('faqs');
    expect(all.status).toBe(200);
    expect(all.body.map((category) => category.slug)).toEqual(FAQ_SLUGS);
    expect(all.body[0]).toEqual({
      ...faqCategories[0],
      faqs: faqs.filter((faq) => faq.categoryId === faqCategories[0]!.id),
    });
    const one = await get<{ slug: string; faqs: unknown[] }[]>('faqs?slug=support');
    expect(one.status).toBe(200);
    expect(one.body).toEqual([all.body[4]]);
    expect(one.body[0]!.faqs).toHaveLength(6);
  });

  it('GET faqs with an unknown slug answers 404', async () => {
    const answer = await get<ErrorAnswer>('faqs?slug=nope');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toContain('"nope"');
  });

  it('GET guides answers every category with totals and its first five guides', async () => {
    const answer = await get<HelpCenterGuideCategory[]>('guides');
    expect(answer.status).toBe(200);
    expect(answer.body.map((category) => category.slug)).toEqual(GUIDE_SLUGS);
    const first = answer.body[0]!;
    expect(first).toEqual({
      ...guideCategories[0],
      visibleGuides: 5,
      totalGuides: 6,
      guides: guidesIn(guideCategories[0]!.id).slice(0, 5).map(summary),
    });
    const payments = answer.body.find((category) => category.slug === 'payments')!;
    expect(payments).toMatchObject({ visibleGuides: 5, totalGuides: 4 });
    expect(payments.guides).toHaveLength(4);
  });

  it('GET guides?limit=2 lists two guides per category', async () => {
    const answer = await get<HelpCenterGuideCategory[]>('guides?limit=2');
    expect(answer.status).toBe(200);
    for (const category of answer.body) {
      expect(category.guides).toHaveLength(2);
      expect(category.visibleGuides).toBe(2);
    }
  });

  it('GET guides answers 400 naming limit when it is not a positive whole number', async () => {
    for (const limit of ['0', '-3', '1.5', 'abc', '']) {
      const answer = await get<ErrorAnswer>(`guides?limit=${limit}`);
      expect(answer.status, limit).toBe(400);
      expect(answer.body.error, limit).toContain('limit');
    }
  });

  it('GET guides?slug answers an array holding that category with all its guides', async () => {
    const answer = await get<HelpCenterGuideCategory[]>('guides?slug=settings&limit=2');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        ...guideCategories[2],
        visibleGuides: 6,
        totalGuides: 6,
        guides: SETTINGS.map(summary),
      },
    ]);
    const unknown = await get<ErrorAnswer>('guides?slug=nope');
    expect(unknown.status).toBe(404);
  });

  it('GET guide answers the category with the one guide, including its content', async () => {
    const answer = await get<HelpCenterGuideCategory>(
      `guide?categorySlug=settings&guideSlug=${GUIDE.slug}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...guideCategories[2], guides: [GUIDE] });
  });

  it('GET guide answers 404 for unknown slugs and 400 for missing ones', async () => {
    const paths: [string, number, string][] = [
      [`guide?categorySlug=nope&guideSlug=${GUIDE.slug}`, 404, '"nope"'],
      [`guide?categorySlug=payments&guideSlug=${GUIDE.slug}`, 404, `"payments/${GUIDE.slug}"`],
      ['guide?categorySlug=settings&guideSlug=nope', 404, '"settings/nope"'],
      [`guide?guideSlug=${GUIDE.slug}`, 400, 'categorySlug'],
      ['guide?categorySlug=settings', 400, 'guideSlug'],
      ['guide?categorySlug=settings&guideSlug=', 400, 'guideSlug'],
    ];
    for (const [path, status, mention] of paths) {
      const answer = await get<ErrorAnswer>(path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.error, path).toContain(mention);
    }
  });

  it('over GraphQL, content is null in lists and filled for the single guide', async () => {
    const answer = await server.graphql<{
      helpCenterGuideCategories: { guides: { slug: string; content: string | null }[] }[];
      helpCenterGuide: { guides: { slug: string; content: string | null }[] };
    }>(
      `query ($guide: String!) {
        helpCenterGuideCategories(limit: 1) { guides { slug content } }
        helpCenterGuide(categorySlug: "settings", guideSlug: $guide) { guides { slug content } }
      }`,
      { guide: GUIDE.slug },
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    const listed = answer.body.data!.helpCenterGuideCategories.flatMap((c) => c.guides);
    expect(listed).toHaveLength(5);
    for (const guide of listed) expect(guide.content).toBeNull();
    expect(answer.body.data!.helpCenterGuide.guides).toEqual([
      { slug: GUIDE.slug, content: GUIDE.content },
    ]);
    const unknown = await server.graphql(
      '{ helpCenterFaqCategories(slug: "nope") { id } }',
      {},
      token,
    );
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('POST support stores the request for the signed-in user; GraphQL lists it back', async () => {
    const answer = await server.request<{ id: string; subject: string; createdAt: string }>(
      'POST',
      `${API}/support`,
      { token, body: { request: REQUEST } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ...REQUEST, id: expect.any(String) });
    expect(Date.parse(answer.body.createdAt)).not.toBeNaN();
    const listed = await server.graphql<{ helpCenterSupportRequests: { id: string }[] }>(
      '{ helpCenterSupportRequests { id subject } }',
      {},
      token,
    );
    expect(listed.body.data!.helpCenterSupportRequests).toEqual([
      { id: answer.body.id, subject: REQUEST.subject },
    ]);
  });

  it('POST support answers 400 naming the field, 401 without a token', async () => {
    const bad = await server.request<ErrorAnswer>('POST', `${API}/support`, {
      token,
      body: { request: { ...REQUEST, email: 'nope' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('email');
    const missing = await server.request<ErrorAnswer>('POST', `${API}/support`, {
      token,
      body: { request: { name: 'Ana' } },
    });
    expect(missing.status).toBe(400);
    const anonymous = await server.request('POST', `${API}/support`, {
      body: { request: REQUEST },
    });
    expect(anonymous.status).toBe(401);
  });

  it('sendSupportRequest over GraphQL refuses a short message with BAD_USER_INPUT', async () => {
    const answer = await server.graphql(
      `mutation ($request: HelpCenterSupportRequestInput!) {
        sendSupportRequest(request: $request) { id }
      }`,
      { request: { ...REQUEST, message: 'hola' } },
      token,
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors?.[0]?.message).toContain('"message"');
  });
});
