import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACADEMY_CATEGORIES, academySeed } from '../../../fixtures/academy';
import { Journal } from '../../data/table';
import { startTestServer, type TestServer } from '../../test/harness';
import { AcademyStore, type AcademyCourseRecord, type AcademySeed } from './store';

const NOW = new Date('2026-04-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const API = '/api/apps/academy';
const SEED = academySeed(NOW);
const FIRST = SEED.courses[0]!;

describe('academy fixtures', () => {
  it('has four categories and about eighteen courses, each in a known category', () => {
    expect(SEED.categories).toHaveLength(4);
    expect(SEED.courses).toHaveLength(18);
    const slugs = new Set(SEED.categories.map((category) => category.slug));
    for (const course of SEED.courses) expect(slugs).toContain(course.category);
    for (const slug of slugs) {
      expect(SEED.courses.some((course) => course.category === slug)).toBe(true);
    }
  });

  it('gives every course exactly totalSteps steps, ordered from 0, each its own text', () => {
    const steps = SEED.courses.flatMap((course) => course.steps);
    for (const course of SEED.courses) {
      expect(course.totalSteps).toBe(course.steps.length);
      expect(course.totalSteps).toBeGreaterThanOrEqual(3);
      expect(course.steps.map((step) => step.order)).toEqual([...course.steps.keys()]);
      expect(course.progress.currentStep).toBeLessThan(course.totalSteps);
    }
    for (const field of ['id', 'title', 'subtitle', 'content'] as const) {
      expect(new Set(steps.map((step) => step[field])).size, field).toBe(steps.length);
    }
    for (const step of steps) {
      expect(step.content).toMatch(/^<h2>[^<]+<\/h2>(<p>|<ul>|<ol>)/);
      expect(step.content).toContain(`<h2>${step.title}</h2>`);
    }
    expect(new Set(SEED.courses.map((course) => course.slug)).size).toBe(18);
  });

  it('dates updatedAt back from now, so the catalogue always looks recent', () => {
    for (const course of SEED.courses) {
      const age = NOW.getTime() - Date.parse(course.updatedAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(365 * DAY_MS);
    }
    const later = academySeed(new Date(NOW.getTime() + 10 * DAY_MS));
    expect(Date.parse(later.courses[0]!.updatedAt) - Date.parse(FIRST.updatedAt)).toBe(10 * DAY_MS);
  });
});

describe('AcademyStore', () => {
  it('sorts categories by title, whatever the seed order', () => {
    const store = new AcademyStore(SEED);
    const titles = store.categories().map((category) => category.title);
    expect(titles).toEqual([
      'Datos e informes',
      'Operaciones de campo',
      'Pagos y finanzas',
      'Uso de la plataforma',
    ]);
    expect(ACADEMY_CATEGORIES[0]!.title).toBe('Uso de la plataforma');
  });

  it('lists courses in catalogue order and finds one with its steps', () => {
    const store = new AcademyStore(SEED);
    expect(store.courses().map((course) => course.id)).toEqual(SEED.courses.map((c) => c.id));
    const last = SEED.courses.at(-1)!;
    expect(store.course(last.id)).toEqual(last);
  });

  it('answers null for an unknown id and refuses a blank one', () => {
    const store = new AcademyStore(SEED);
    expect(store.course('no-such-course')).toBeNull();
    expect(() => store.course('  ')).toThrow('"id" is required');
  });

  it('saves the step the user is on, and only that', () => {
    const store = new AcademyStore(SEED);
    const answer = store.updateProgress(FIRST.id, 1);
    expect(answer.progress).toEqual({ currentStep: 1, completed: FIRST.progress.completed });
    expect(store.course(FIRST.id)!.progress.currentStep).toBe(1);
    expect(store.courses()[0]!.progress.currentStep).toBe(1);
    expect(store.course(SEED.courses[1]!.id)!.progress).toEqual(SEED.courses[1]!.progress);
    store.updateProgress(FIRST.id, FIRST.totalSteps - 1);
    expect(store.course(FIRST.id)!.progress.currentStep).toBe(FIRST.totalSteps - 1);
  });

  it('counts a finished course (currentStep = totalSteps) and starts it again at step 0', () => {
    const store = new AcademyStore(SEED);
    const answer = store.updateProgress(FIRST.id, FIRST.totalSteps);
    expect(answer.progress).toEqual({ currentStep: 0, completed: FIRST.progress.completed + 1 });
    store.updateProgress(FIRST.id, FIRST.totalSteps);
    expect(store.course(FIRST.id)!.progress.completed).toBe(FIRST.progress.completed + 2);
  });

  it('refuses an unknown course, a blank id or a step out of range, changing nothing', () => {
    const store = new AcademyStore(SEED);
    expect(() => store.updateProgress('no-such-course', 0)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    );
    expect(() => store.updateProgress(' ', 0)).toThrow('"id" is required');
    for (const step of [-1, FIRST.totalSteps + 1, 1.5]) {
      expect(() => store.updateProgress(FIRST.id, step), String(step)).toThrow(
        expect.objectContaining({
          message: expect.stringContaining('"currentStep"'),
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      );
    }
    expect(store.course(FIRST.id)!.progress).toEqual(FIRST.progress);
  });

  it('keeps its own copy of the seed', () => {
    const seed = structuredClone(SEED);
    const store = new AcademyStore(seed);
    seed.courses[0]!.title = 'Changed';
    seed.categories[0]!.title = 'Changed';
    expect(store.course(FIRST.id)!.title).toBe(FIRST.title);
    expect(store.categories().map((category) => category.title)).not.toContain('Changed');
  });

  it('refuses a seed that breaks the course invariants', () => {
    const broken = (change: (course: AcademyCourseRecord) => void): AcademySeed => {
      const seed = structuredClone(SEED);
      change(seed.courses[0]!);
      return seed;
    };
    expect(() => new AcademyStore(broken((c) => (c.totalSteps += 1)))).toThrow('totalSteps');
    expect(() => new AcademyStore(broken((c) => (c.category = 'nope')))).toThrow('category');
    expect(() => new AcademyStore(broken((c) => c.steps.reverse()))).toThrow('out of order');
    expect(() => new AcademyStore(broken((c) => (c.progress.currentStep = c.totalSteps)))).toThrow(
      'progress',
    );
  });
});

describe('AcademyStore undone and redone through its tables', () => {
  it('reads as before the write after an undo, and as after it once put back', () => {
    const store = new AcademyStore(SEED);
    const journal = new Journal();
    for (const target of Object.values(store.tables())) target.attach(journal, 'academy');
    const reads = () => ({
      categories: [...store.categories()],
      courses: [...store.courses()],
      first: store.course(FIRST.id),
    });

    const before = reads();
    journal.begin();
    store.updateProgress(FIRST.id, 1);
    store.updateProgress(FIRST.id, FIRST.totalSteps);
    const after = reads();
    const changes = journal.finish();
    expect(after.first!.progress).toEqual({
      currentStep: 0,
      completed: FIRST.progress.completed + 1,
    });

    for (const { target, id, before } of changes) target.restore(id, before);
    expect(reads()).toEqual(before);
    expect(store.course(FIRST.id)!.progress).toEqual(FIRST.progress);
    for (const { target, id, after } of changes) target.restore(id, after);
    expect(reads()).toEqual(after);
    expect(store.courses()[0]).toBe(after.first);
  });
});

type CourseAnswer = Omit<AcademyCourseRecord, 'steps'> & { steps?: AcademyCourseRecord['steps'] };

describe(`REST ${API}`, () => {
  let server: TestServer;
  let token: string;
  const get = <T>(path: string) => server.request<T>('GET', `${API}/${path}`, { token });

  beforeEach(async () => {
    server = await startTestServer({ now: NOW });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('answers 401 without a token', async () => {
    for (const path of ['categories', 'courses', `courses/course?id=${FIRST.id}`]) {
      const answer = await server.request('GET', `${API}/${path}`);
      expect(answer.status, path).toBe(401);
    }
  });

  it('GET categories answers id, title and slug, sorted by title', async () => {
    const answer = await get<{ id: string; title: string; slug: string }[]>('categories');
    expect(answer.status).toBe(200);
    expect(answer.body.map((category) => category.slug)).toEqual([
      'datos',
      'campo',
      'pagos',
      'plataforma',
    ]);
    expect(answer.body[0]).toEqual(ACADEMY_CATEGORIES.find((c) => c.slug === 'datos'));
  });

  it('GET courses answers every course with its progress but without steps', async () => {
    const answer = await get<CourseAnswer[]>('courses');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(18);
    const withoutSteps = ({ steps: _steps, ...rest }: AcademyCourseRecord) => rest;
    expect(answer.body[0]).toEqual(withoutSteps(FIRST));
    for (const course of answer.body) expect(course).not.toHaveProperty('steps');
  });

  it('GET courses/course answers the course with its steps in order', async () => {
    const course = SEED.courses.find((candidate) => candidate.slug === 'planificacion-de-riego')!;
    const answer = await get<CourseAnswer>(`courses/course?id=${course.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(course);
    expect(answer.body.steps).toHaveLength(answer.body.totalSteps);
    expect(answer.body.steps![0]!.content).toContain('<h2>Cuánta agua necesita el cultivo</h2>');
  });

  it('GET courses/course answers 200 null for an unknown id', async () => {
    const answer = await get('courses/course?id=no-such-course');
    expect(answer).toMatchObject({ status: 200, body: null });
  });

  it('GET courses/course answers 400 naming id when it is missing or blank', async () => {
    for (const path of ['courses/course', 'courses/course?id=', 'courses/course?id=%20']) {
      const answer = await get<{ error: string }>(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toContain('"id"');
    }
  });

  it('PATCH courses/progress saves the step and answers the course without steps', async () => {
    const course = SEED.courses[2]!;
    const answer = await server.request<CourseAnswer>('PATCH', `${API}/courses/progress`, {
      token,
      body: { id: course.id, currentStep: 2 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.progress).toEqual({ currentStep: 2, completed: course.progress.completed });
    expect(answer.body).not.toHaveProperty('steps');
    const again = await get<CourseAnswer>(`courses/course?id=${course.id}`);
    expect(again.body.progress.currentStep).toBe(2);
    const listed = await get<CourseAnswer[]>('courses');
    expect(listed.body.find((c) => c.id === course.id)!.progress.currentStep).toBe(2);
  });

  it('PATCH courses/progress finishes a course at currentStep = totalSteps', async () => {
    const course = SEED.courses[0]!;
    const answer = await server.request<CourseAnswer>('PATCH', `${API}/courses/progress`, {
      token,
      body: { id: course.id, currentStep: course.totalSteps },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.progress).toEqual({
      currentStep: 0,
      completed: course.progress.completed + 1,
    });
  });

  it('PATCH courses/progress answers 401, 404 and 400 and changes nothing', async () => {
    const path = `${API}/courses/progress`;
    const body = { id: FIRST.id, currentStep: 1 };
    expect((await server.request('PATCH', path, { body })).status).toBe(401);
    const missing = await server.request<{ error: string }>('PATCH', path, {
      token,
      body: { id: 'no-such-course', currentStep: 0 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toContain('no-such-course');
    for (const wrong of [
      { id: FIRST.id, currentStep: -1 },
      { id: FIRST.id, currentStep: FIRST.totalSteps + 1 },
      { id: FIRST.id, currentStep: 'two' },
      { id: FIRST.id },
      { id: ' ', currentStep: 0 },
    ]) {
      const answer = await server.request<{ error: string }>('PATCH', path, { token, body: wrong });
      expect(answer.status, JSON.stringify(wrong)).toBe(400);
    }
    const after = await get<CourseAnswer>(`courses/course?id=${FIRST.id}`);
    expect(after.body.progress).toEqual(FIRST.progress);
  });

  it('saves progress over GraphQL, with the error codes of the contract', async () => {
    const mutation = `mutation ($id: ID!, $step: Int!) {
      updateAcademyCourseProgress(id: $id, currentStep: $step) { id progress { currentStep completed } }
    }`;
    const saved = await server.graphql<{
      updateAcademyCourseProgress: { id: string; progress: { currentStep: number } };
    }>(mutation, { id: FIRST.id, step: 2 }, token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.updateAcademyCourseProgress.progress.currentStep).toBe(2);
    const unknown = await server.graphql(mutation, { id: 'nope', step: 0 }, token);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const outOfRange = await server.graphql(mutation, { id: FIRST.id, step: 99 }, token);
    expect(outOfRange.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await server.graphql(mutation, { id: FIRST.id, step: 0 });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves the same data over GraphQL', async () => {
    const answer = await server.graphql<{
      academyCategories: { slug: string }[];
      academyCourse: { title: string; steps: { order: number; title: string }[] } | null;
      missing: unknown;
    }>(
      `query ($id: ID!) {
        academyCategories { slug }
        academyCourse(id: $id) { title steps { order title } }
        missing: academyCourse(id: "nope") { id }
      }`,
      { id: FIRST.id },
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.academyCategories.map((c) => c.slug)[0]).toBe('datos');
    expect(answer.body.data!.academyCourse).toEqual({
      title: FIRST.title,
      steps: FIRST.steps.map(({ order, title }) => ({ order, title })),
    });
    expect(answer.body.data!.missing).toBeNull();
    const anonymous = await server.graphql('{ academyCourses { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
