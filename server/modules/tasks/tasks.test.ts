import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tasks as tasksSeed } from '../../../fixtures/tasks';
import { Journal, type Table } from '../../data/table';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  TASKS_PAGE_MAX,
  TaskStore,
  type TaskCursor,
  type TaskRecord,
  type TaskTagRecord,
} from './store';
import { seeded } from '../../lib/seeded';

const now = new Date('2026-11-22T12:00:00.000Z');
const seed = tasksSeed(now);
const tagId = (title: string) => seed.tags.find((tag) => tag.title === title)!.id;
const byTitle = (title: string) => seed.tasks.find((task) => task.title === title)!;
const ids = (list: Iterable<{ id: string }>) => [...list].map((item) => item.id);
/** A task as the API answers it: with its order. */
type ListedTask = TaskRecord & { order: number };
const orders = (list: readonly ListedTask[]) => list.map((task) => task.order);
/** Each task's order, as the store answers it. */
const ordersIn = (store: TaskStore, list: readonly TaskRecord[]) =>
  list.map((task) => store.orderOf(task.id));

describe('tasks fixtures', () => {
  it('has about 30 tasks and sections', () => {
    expect(seed.tasks.length).toBeGreaterThanOrEqual(25);
    expect(seed.tasks.length).toBeLessThanOrEqual(35);
    const types = new Set(seed.tasks.map((task) => task.type));
    expect([...types].sort()).toEqual(['section', 'task']);
    expect(seed.tasks[0]!.type).toBe('section');
  });

  it('has the six tags and only uses known tags and valid priorities', () => {
    expect(seed.tags.map((tag) => tag.title)).toEqual([
      'Api',
      'Frontend',
      'Bug',
      'Backend',
      'Urgent',
      'Discuss',
    ]);
    for (const task of seed.tasks) {
      expect([0, 1, 2]).toContain(task.priority);
      for (const tag of task.tags) expect(ids(seed.tags)).toContain(tag);
    }
    const all = [...seed.tags, ...seed.tasks, ...seed.tasks.flatMap((task) => task.subTasks)].map(
      (item) => item.id,
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('dates tasks relative to now, some overdue, some upcoming, some undated', () => {
    const dates = seed.tasks.map((task) => task.dueDate);
    expect(dates.some((date) => date === null)).toBe(true);
    expect(dates.some((date) => date !== null && Date.parse(date) < now.getTime())).toBe(true);
    expect(dates.some((date) => date !== null && Date.parse(date) > now.getTime())).toBe(true);
    const later = new Date(now.getTime() + 86_400_000);
    const shifted = tasksSeed(later).tasks.map((task) => task.dueDate);
    dates.forEach((date, index) => {
      if (date === null) expect(shifted[index]).toBeNull();
      else expect(Date.parse(shifted[index]!) - Date.parse(date)).toBe(86_400_000);
    });
    expect(tasksSeed(now)).toStrictEqual(seed);
  });

  it('assigns tasks to contact ids or nobody, never sections', () => {
    const assigned = seed.tasks.filter((task) => task.assignedTo !== null);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.length).toBeLessThan(seed.tasks.length);
    for (const task of assigned) {
      expect(task.type).toBe('task');
      expect(task.assignedTo).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('TaskStore', () => {
  let store: TaskStore;
  beforeEach(() => {
    store = new TaskStore(seed);
  });

  it('lists in the seed order, each task answering its index as its order', () => {
    expect(ids(store.list())).toEqual(ids(seed.tasks));
    expect(ordersIn(store, store.list())).toEqual(seed.tasks.map((_, index) => index));
  });

  it('gets a task by id, or null', () => {
    expect(store.get(seed.tasks[3]!.id)).toEqual(seed.tasks[3]);
    expect(store.get('unknown')).toBeNull();
  });

  describe('search', () => {
    it('answers null for an empty or missing query', () => {
      expect(store.search('')).toBeNull();
      expect(store.search(null)).toBeNull();
      expect(store.search(undefined)).toBeNull();
    });

    it('matches titles ignoring case and marks each match keeping its case', () => {
      const results = store.search('PAGOS')!;
      const titles = results.map((task) => task.title);
      expect(titles).toContain('Lanzamiento de <mark>pagos</mark>');
      expect(titles).toContain('Conciliar <mark>pagos</mark> duplicados del 14 de octubre');
      const upper = store.search('lanzamiento')!;
      expect(upper[0]!.title).toBe('<mark>Lanzamiento</mark> de pagos');
    });

    it('wraps every match in a title', () => {
      const created = store.create('task');
      store.update(created.id, { title: 'Pago del pago: PAGO' });
      const [result] = store.search('pago')!.filter((task) => task.id === created.id);
      expect(result!.title).toBe('<mark>Pago</mark> del <mark>pago</mark>: <mark>PAGO</mark>');
    });

    it('also matches notes, leaving the title unmarked, in list order', () => {
      const results = store.search('sandbox')!;
      expect(results.map((task) => task.title)).toEqual([
        'Conectar la pasarela de pagos al entorno de pruebas',
      ]);
      const both = store.search('revisar')!;
      expect(ordersIn(store, both)).toEqual([...ordersIn(store, both)].sort((a, b) => a - b));
      expect(both.some((task) => !task.title.includes('<mark>'))).toBe(true);
    });

    it('treats regular-expression characters in the query as text', () => {
      const created = store.create('task');
      store.update(created.id, { title: 'Costo (USD) + IVA? [v2] a.b', notes: null });
      expect(store.search('(usd) +')!.map((task) => task.title)).toEqual([
        'Costo <mark>(USD) +</mark> IVA? [v2] a.b',
      ]);
      expect(store.search('iva? [V2]')![0]!.title).toBe('Costo (USD) + <mark>IVA? [v2]</mark> a.b');
      expect(store.search('a.b')!.map((task) => task.id)).toEqual([created.id]);
      expect(store.search('.*')).toEqual([]);
      expect(store.search('\\')).toEqual([]);
    });

    it('escapes HTML in titles so only the marks are markup', () => {
      const created = store.create('task');
      store.update(created.id, { title: '<b>Tom</b> & "Jerry"' });
      expect(store.search('tom')![0]!.title).toBe(
        '&lt;b&gt;<mark>Tom</mark>&lt;/b&gt; &amp; &quot;Jerry&quot;',
      );
    });

    it('does not change the stored titles', () => {
      store.search('pagos');
      expect(store.list()).toEqual(seed.tasks);
    });
  });

  describe('search kept in step with writes', () => {
    const QUERIES = ['pago', 'PAGOS', 'a', 'Revisar', 'de p', 'zz', 'nota', 'x\0y'];
    /** What a scan of the list answers: ids by order, for `search` and for `searchTitles`. */
    const scan = (tasks: TaskStore, query: string, titleOnly: boolean) => {
      const needle = query.toLowerCase();
      return ids(
        tasks
          .list()
          .filter(
            (task) =>
              task.title.toLowerCase().includes(needle) ||
              (!titleOnly && !!task.notes?.toLowerCase().includes(needle)),
          ),
      );
    };
    const expectScans = (tasks: TaskStore) => {
      for (const query of QUERIES) {
        expect(ids(tasks.search(query)!), query).toEqual(scan(tasks, query, false));
        const needle = query.toLowerCase();
        expect(ids(tasks.searchTitles(needle)), query).toEqual(scan(tasks, query, true));
      }
    };

    it('follows a title or notes change, a delete, a create and a reorder', () => {
      store.search('pago');
      store.searchTitles('pago');
      const [first, second] = store.search('pago')!;
      store.update(first!.id, { title: 'Otra cosa', notes: null });
      store.update(seed.tasks[5]!.id, { title: 'Cobro del pago semanal' });
      store.update(seed.tasks[7]!.id, { notes: 'Pedir el PAGO al cliente' });
      store.remove(second!.id);
      const titles = store.search('pago')!.map((task) => task.id);
      expect(titles).toContain(seed.tasks[5]!.id);
      expect(titles).toContain(seed.tasks[7]!.id);
      expect(titles).not.toContain(first!.id);
      expect(titles).not.toContain(second!.id);
      expect(ids(store.searchTitles('pago'))).toContain(seed.tasks[5]!.id);
      expect(ids(store.searchTitles('pago'))).not.toContain(seed.tasks[7]!.id);
      const created = store.create('task');
      store.update(created.id, { title: 'Pago nuevo' });
      expect(store.search('pago')![0]!.id).toBe(created.id);
      store.reorder([...store.list()].reverse());
      expect(store.search('pago')!.at(-1)!.id).toBe(created.id);
      expectScans(store);
    });

    it('follows a tag removal, answering the records without the tag', () => {
      const bug = tagId('Bug');
      const before = store.search('a')!.filter((task) => task.tags.includes(bug));
      expect(before.length).toBeGreaterThan(0);
      store.removeTag(bug);
      for (const task of store.search('a')!) {
        expect(task).toEqual({ ...store.get(task.id), title: expect.any(String) });
      }
      for (const task of store.searchTitles('a')) expect(store.get(task.id)).toBe(task);
    });

    it('matches within the title or within the notes, never across them', () => {
      const created = store.create('task');
      store.update(created.id, { title: 'Cierre ab', notes: 'cd del mes' });
      expect(ids(store.search('ab')!)).toContain(created.id);
      expect(ids(store.search('cd')!)).toContain(created.id);
      expect(store.search('abcd')).toEqual([]);
      expect(store.search('ab\0cd')).toEqual([]);
      store.update(created.id, { title: 'x\0y', notes: null });
      expect(ids(store.search('X\0Y')!)).toEqual([created.id]);
    });

    it('answers what a scan of the list answers after any sequence of writes', () => {
      const random = seeded(13);
      const pick = () => store.list()[Math.floor(random() * store.list().length)]!;
      const TITLES = ['Pago de abril', 'Revisar notas', '', 'ZZ top', 'de pronto', 'X\0Y'];
      const NOTES = [null, '', 'Una nota del pago', 'revisar de paso', 'ab'];
      expectScans(store);
      for (let step = 0; step < 300; step++) {
        const roll = random();
        const choose = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
        if (roll < 0.08) store.create(random() < 0.7 ? 'task' : 'section');
        else if (roll < 0.16 && store.list().length > 2) store.remove(pick().id);
        else if (roll < 0.45) store.update(pick().id, { title: choose(TITLES) });
        else if (roll < 0.65) store.update(pick().id, { notes: choose(NOTES) });
        else if (roll < 0.75) store.update(pick().id, { completed: random() < 0.5 });
        else if (roll < 0.82) store.reorder([{ id: pick().id }, { id: store.list()[0]!.id }]);
        else if (roll < 0.9) {
          const tag = store.listTags()[0];
          if (tag) store.removeTag(tag.id);
        } else {
          const tag = store.listTags()[0] ?? store.createTag({ title: 'Otra' });
          const task = pick();
          if (!task.tags.includes(tag.id)) store.update(task.id, { tags: [...task.tags, tag.id] });
        }
        expectScans(store);
        if (step % 25 === 24) {
          const fresh = new TaskStore({ tags: store.listTags(), tasks: store.list() });
          for (const query of QUERIES) expect(store.search(query)).toEqual(fresh.search(query));
        }
      }
    });
  });

  describe('reorder', () => {
    it('sets order by index of the given list and answers the reordered list', () => {
      const reversed = [...seed.tasks].reverse();
      const answer = store.reorder(reversed);
      expect(ids(answer)).toEqual(ids(reversed));
      expect(ordersIn(store, answer)).toEqual(reversed.map((_, index) => index));
      expect(store.orderOf(reversed[0]!.id)).toBe(0);
      expect(ids(store.list())).toEqual(ids(reversed));
    });

    it('puts tasks left out after the listed ones, keeping their order', () => {
      const [a, b, c] = seed.tasks;
      const answer = store.reorder([{ id: c!.id }, { id: a!.id }]);
      expect(ids(answer).slice(0, 4)).toEqual([c!.id, a!.id, b!.id, seed.tasks[3]!.id]);
      expect(ordersIn(store, answer)).toEqual(answer.map((_, index) => index));
    });

    it('refuses unknown, repeated or missing ids and changes nothing', () => {
      const [a, b] = seed.tasks;
      expect(() => store.reorder([{ id: b!.id }, { id: 'unknown' }])).toThrow('does not exist');
      expect(() => store.reorder([{ id: b!.id }, { id: b!.id }])).toThrow('more than once');
      expect(() => store.reorder([{ id: b!.id }, {}])).toThrow('"tasks[1].id"');
      expect(ids(store.list())).toEqual(ids(seed.tasks));
      expect(store.orderOf(a!.id)).toBe(0);
    });
  });

  describe('create', () => {
    it('adds an empty task at the top: every order below grows by one', () => {
      const created = store.create('task');
      expect(created).toEqual({
        id: expect.any(String),
        type: 'task',
        title: '',
        notes: null,
        completed: false,
        dueDate: null,
        priority: 1,
        tags: [],
        assignedTo: null,
        subTasks: [],
      });
      expect(store.list()[0]).toBe(created);
      expect(store.orderOf(created.id)).toBe(0);
      expect(ordersIn(store, store.list())).toEqual(store.list().map((_, index) => index));
      expect(store.orderOf(seed.tasks[0]!.id)).toBe(1);
    });

    it('keeps orders 0..n-1 after a delete, and every other task where it stood', () => {
      const before = store.list().map((task) => store.positionOf(task.id));
      store.remove(seed.tasks[2]!.id);
      expect(ordersIn(store, store.list())).toEqual(store.list().map((_, index) => index));
      const section = store.create('section');
      expect(section.type).toBe('section');
      expect(store.positionOf(section.id)).toBeLessThan(Math.min(...before));
      const kept = seed.tasks.filter((_, index) => index !== 2);
      expect(kept.map((task) => store.positionOf(task.id))).toEqual(
        before.filter((_, index) => index !== 2),
      );
    });
  });

  describe('update', () => {
    it('merges fields, ignoring id and order', () => {
      const task = seed.tasks[1]!;
      const updated = store.update(task.id, {
        id: 'other',
        order: 99,
        completed: true,
        priority: 0,
        dueDate: new Date('2026-12-01T10:00:00.000Z'),
      });
      expect(updated).toEqual({
        ...task,
        completed: true,
        priority: 0,
        dueDate: '2026-12-01T10:00:00.000Z',
      });
      expect(store.list()[1]).toBe(updated);
    });

    it('keeps sub-task ids and gives new sub-tasks one', () => {
      const task = seed.tasks[1]!;
      const [first] = task.subTasks;
      const updated = store.update(task.id, {
        subTasks: [
          { ...first!, completed: false },
          { title: 'Avisar a finanzas', completed: false },
        ],
      });
      expect(updated.subTasks[0]).toEqual({ ...first, completed: false });
      expect(updated.subTasks[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('accepts priority 0, 1 and 2 only', () => {
      const task = seed.tasks[1]!;
      for (const priority of [0, 1, 2]) {
        expect(store.update(task.id, { priority }).priority).toBe(priority);
      }
      expect(() => store.update(task.id, { priority: 3 })).toThrow('"priority"');
      expect(() => store.update(task.id, { priority: -1 })).toThrow('"priority"');
      expect(store.get(task.id)!.priority).toBe(2);
    });

    it('refuses nulls for fields that always hold a value, and unknown tags', () => {
      const task = seed.tasks[1]!;
      expect(() => store.update(task.id, { title: null })).toThrow('"title"');
      expect(() => store.update(task.id, { completed: null })).toThrow('"completed"');
      expect(() => store.update(task.id, { tags: ['unknown'] })).toThrow('"tags"');
      expect(store.get(task.id)).toEqual(task);
      expect(store.update(task.id, { notes: null, assignedTo: null })).toMatchObject({
        notes: null,
        assignedTo: null,
      });
    });

    it('answers NOT_FOUND for an unknown id', () => {
      expect(() => store.update('unknown', { title: 'x' })).toThrow('does not exist');
      expect(() => store.remove('unknown')).toThrow('does not exist');
      expect(store.list()).toEqual(seed.tasks);
    });
  });

  describe('tags', () => {
    it('creates first, renames, refuses blank titles and unknown ids', () => {
      const created = store.createTag({ title: ' Design ' });
      expect(store.listTags()[0]).toEqual({ id: created.id, title: 'Design' });
      expect(store.updateTag(created.id, { title: 'UX' }).title).toBe('UX');
      expect(() => store.createTag({ title: '' })).toThrow('"title"');
      expect(() => store.updateTag('unknown', { title: 'x' })).toThrow('does not exist');
      expect(() => store.removeTag('unknown')).toThrow('does not exist');
      expect(store.listTags()).toHaveLength(7);
    });

    it('removes a deleted tag from every task', () => {
      const bug = tagId('Bug');
      expect(seed.tasks.filter((task) => task.tags.includes(bug)).length).toBeGreaterThan(1);
      expect(store.removeTag(bug)).toBe(true);
      for (const task of store.list()) expect(task.tags).not.toContain(bug);
      for (const task of store.list()) expect(store.get(task.id)).toBe(task);
      const buggy = byTitle('La lista de socios no ordena por apellido');
      expect(store.get(buggy.id)!.tags).toEqual([tagId('Frontend')]);
    });
  });
});

/** What the counts are, by a scan of the list: the whole list's, and each section's. */
function scanCounts(list: readonly TaskRecord[]) {
  const tasks = list.filter((task) => task.type === 'task');
  const whole = {
    rows: list.length,
    total: tasks.length,
    remaining: tasks.filter((task) => !task.completed).length,
  };
  const sections = new Map<string, { total: number; remaining: number }>();
  let current: { total: number; remaining: number } | undefined;
  for (const task of list) {
    if (task.type === 'section') sections.set(task.id, (current = { total: 0, remaining: 0 }));
    else if (current) {
      current.total += 1;
      if (!task.completed) current.remaining += 1;
    }
  }
  return { whole, sections };
}

function expectCountsAsScanned(store: TaskStore) {
  const { whole, sections } = scanCounts(store.list());
  expect(store.counts()).toEqual(whole);
  for (const task of store.list()) {
    expect(store.sectionCounts(task.id)).toEqual(sections.get(task.id) ?? null);
  }
}

/** Every row, read a page at a time from the top. */
function walk(store: TaskStore, first?: number): TaskRecord[] {
  const rows: TaskRecord[] = [];
  let after: TaskCursor | null = null;
  for (;;) {
    const page = store.page(after, first);
    rows.push(...page.tasks);
    if (!page.hasMore) return rows;
    after = page.endCursor;
  }
}

/** Notes every record the store's writes change from now on (as the repository does). */
function journalOf(store: TaskStore): Journal {
  const journal = new Journal();
  for (const table of Object.values(store.tables())) table.attach(journal, 'tasks');
  return journal;
}

/** A list of `size` rows: a section every 40 rows, every third task completed. */
function bigSeed(size: number): TaskRecord[] {
  return Array.from({ length: size }, (_, index) => ({
    id: `task-${String(index).padStart(5, '0')}`,
    type: index % 40 === 0 ? 'section' : 'task',
    title: `Row ${index}`,
    notes: null,
    completed: index % 40 !== 0 && index % 3 === 0,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    subTasks: [],
  }));
}

describe('TaskStore pages, counts and moves', () => {
  let store: TaskStore;
  beforeEach(() => {
    store = new TaskStore(seed);
  });

  it('reads the list a page at a time, in order, each row once', () => {
    for (const first of [1, 7, 30, TASKS_PAGE_MAX]) {
      expect(ids(walk(store, first)), `first: ${first}`).toEqual(ids(seed.tasks));
    }
    const page = store.page(null, 10);
    expect(ids(page.tasks)).toEqual(ids(seed.tasks.slice(0, 10)));
    expect(page.hasMore).toBe(true);
    expect(page.endCursor).toEqual({
      id: seed.tasks[9]!.id,
      position: store.positionOf(seed.tasks[9]!.id),
    });
    expect(store.page(null, null).tasks).toHaveLength(seed.tasks.length);
    const last = store.page(page.endCursor, 100);
    expect(last.hasMore).toBe(false);
    expect(store.page(last.endCursor, 5)).toEqual({ tasks: [], hasMore: false, endCursor: null });
  });

  it('goes on after a cursor whose row has since moved or been deleted', () => {
    const rows = seed.tasks;
    const page = store.page(null, 5);
    // Its last row moves to the end: the next page still starts after where it stood.
    store.move(rows[4]!.id, null, rows.at(-1)!.id);
    expect(ids(store.page(page.endCursor, 3).tasks)).toEqual(ids(rows.slice(5, 8)));
    // Its last row is deleted: the same.
    store.remove(rows[5]!.id);
    expect(ids(store.page(page.endCursor, 3).tasks)).toEqual(ids(rows.slice(6, 9)));
    // A row moved above the cursor is not in later pages (the client hears of it live).
    store.move(rows[7]!.id, rows[1]!.id, null);
    expect(ids(store.page(page.endCursor, 3).tasks)).toEqual(ids([rows[6]!, rows[8]!, rows[9]!]));
  });

  it('refuses a page size under 1 or over the maximum', () => {
    for (const first of [0, -1, TASKS_PAGE_MAX + 1]) {
      expect(() => store.page(null, first)).toThrow(
        `"first" must be from 1 to ${TASKS_PAGE_MAX}; got ${first}.`,
      );
    }
  });

  it("counts the list's tasks and each section's, sections not counted", () => {
    expectCountsAsScanned(store);
    const [section] = seed.tasks;
    const below = scanCounts(seed.tasks).sections.get(section!.id)!;
    expect(below.total).toBeGreaterThan(0);
    expect(store.sectionCounts(seed.tasks[1]!.id)).toBeNull();
    expect(store.sectionCounts('unknown')).toBeNull();
  });

  it('keeps the counts after any writes, and after a write undone', () => {
    const random = seeded(43);
    const pick = () => store.list()[Math.floor(random() * store.list().length)]!;
    for (let step = 0; step < 300; step++) {
      const roll = random();
      if (roll < 0.1) store.create(random() < 0.6 ? 'task' : 'section');
      else if (roll < 0.2 && store.list().length > 2) store.remove(pick().id);
      else if (roll < 0.45) store.update(pick().id, { completed: random() < 0.5 });
      else if (roll < 0.55) store.update(pick().id, { type: random() < 0.5 ? 'task' : 'section' });
      else if (roll < 0.9) {
        const [task, neighbour] = [pick(), pick()];
        if (random() < 0.5) store.move(task.id, neighbour.id, null);
        else store.move(task.id, null, neighbour.id);
      } else
        store.reorder(
          [{ id: pick().id }, { id: pick().id }].filter(
            (item, at, all) => all.findIndex((other) => other.id === item.id) === at,
          ),
        );
      expectCountsAsScanned(store);
    }
    // The repository undoes a batch's changes through the table: the counts follow.
    const before = store.list().map((task) => ({ ...task }));
    const journal = journalOf(store);
    journal.begin();
    const mark = journal.savepoint();
    store.create('section');
    store.update(pick().id, { completed: true });
    store.move(pick().id, null, pick().id);
    store.remove(pick().id);
    journal.rollbackTo(mark);
    journal.finish();
    expect(store.list()).toEqual(before);
    expectCountsAsScanned(store);
  });

  it('moves a task before or after another, writing only its own row', () => {
    const [a, b, c, d] = seed.tasks;
    const journal = journalOf(store);
    journal.begin();
    expect(store.move(d!.id, b!.id, null)).toBe(store.get(d!.id));
    expect(journal.finish().map((change) => change.id)).toEqual([d!.id]);
    expect(ids(store.list().slice(0, 4))).toEqual(ids([a!, d!, b!, c!]));
    store.move(a!.id, null, c!.id);
    expect(ids(store.list().slice(0, 4))).toEqual(ids([d!, b!, c!, a!]));
    // Already there, or by itself: nothing is written.
    journal.begin();
    store.move(b!.id, c!.id, null);
    store.move(c!.id, null, b!.id);
    store.move(c!.id, c!.id, null);
    expect(journal.finish()).toEqual([]);
    expect(store.orderOf(a!.id)).toBe(3);
  });

  it('refuses a move with neither or both neighbours, or an unknown id, changing nothing', () => {
    const [a, b] = seed.tasks;
    const before = store.list();
    expect(() => store.move(a!.id, null, null)).toThrow(
      'Give exactly one of "before" and "after".',
    );
    expect(() => store.move(a!.id, b!.id, b!.id)).toThrow('exactly one');
    expect(() => store.move('unknown', b!.id, null)).toThrow('Task "unknown" does not exist.');
    expect(() => store.move(a!.id, null, 'unknown')).toThrow('Task "unknown" does not exist.');
    expect(store.list()).toEqual(before);
  });

  it('at 20,000 rows: pages walk the list once, counts need no scan, a move writes one row', () => {
    const rows = bigSeed(20_000);
    const big = new TaskStore({ tags: [], tasks: rows });
    expect(ids(walk(big))).toEqual(ids(rows));
    expect(ids(walk(big, TASKS_PAGE_MAX))).toEqual(ids(rows));
    expectCountsAsScanned(big);
    expect(big.counts()).toEqual({ rows: 20_000, total: 19_500, remaining: 13_000 });

    // A page and a section's counts are binary searches: a few dozen position lookups.
    const table = big.tables().tasks as Table<TaskRecord>;
    const lookups = vi.spyOn(table, 'seqOf');
    const middle = big.page({ id: rows[12_345]!.id, position: 12_345 }, 100);
    expect(middle.tasks[0]!.id).toBe(rows[12_346]!.id);
    expect(big.sectionCounts(rows[12_360]!.id)).toEqual(
      scanCounts(rows).sections.get(rows[12_360]!.id),
    );
    expect(lookups.mock.calls.length).toBeLessThan(100);
    lookups.mockRestore();

    const positions = () => new Map(big.list().map((task) => [task.id, big.positionOf(task.id)]));
    const before = positions();
    const journal = journalOf(big);
    journal.begin();
    const moved = rows[15_000]!;
    big.move(moved.id, rows[3]!.id, null);
    expect(journal.finish()).toHaveLength(1);
    const after = positions();
    const changed = [...after].filter(([id, position]) => before.get(id) !== position);
    expect(changed.map(([id]) => id)).toEqual([moved.id]);
    expect(big.orderOf(moved.id)).toBe(3);
    expect(ids(walk(big))).toEqual(ids(big.list()));
    expectCountsAsScanned(big);
  });
});

describe('REST /api/apps/tasks', () => {
  const BASE = '/api/apps/tasks';
  let server: TestServer;
  let token: string;
  let all: ListedTask[];
  const get = async <T>(path: string) => server.request<T>('GET', `${BASE}/${path}`, { token });

  beforeEach(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
    all = (await get<ListedTask[]>('all')).body;
  });
  afterEach(() => server.close());

  it('requires a session', async () => {
    expect((await server.request('GET', `${BASE}/all`)).status).toBe(401);
    expect((await server.request('GET', `${BASE}/tags`)).status).toBe(401);
    expect((await server.request('POST', `${BASE}/task`, { body: { type: 'task' } })).status).toBe(
      401,
    );
  });

  it('GET all answers every task by order; GET tags the tags', async () => {
    expect(all).toEqual(seed.tasks.map((task, order) => ({ ...task, order })));
    expect((await get('tags')).body).toEqual(seed.tags);
  });

  it('GET search marks title matches, and answers null for an empty query', async () => {
    const answer = await get<TaskRecord[]>('search?query=Colectivo');
    expect(answer.status).toBe(200);
    expect(answer.body.map((task) => task.title)).toContain('<mark>Colectivo</mark>s');
    expect(answer.body.map((task) => task.title)).toContain(
      'Pantalla de historial de pagos por <mark>colectivo</mark>',
    );
    expect((await get('search?query=')).body).toBeNull();
    expect((await get('search')).body).toBeNull();
    const special = await get<TaskRecord[]>(`search?query=${encodeURIComponent('(')}`);
    expect(special.status).toBe(200);
    expect(special.body).toEqual([]);
  });

  it('GET task answers the task, or 200 null for an unknown id', async () => {
    expect((await get(`task?id=${all[1]!.id}`)).body).toEqual(all[1]);
    const unknown = await get('task?id=unknown');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it('PATCH order takes whole tasks, sets order by index and answers the list', async () => {
    const moved = [all[2]!, all[0]!, all[1]!, ...all.slice(3)];
    const answer = await server.request<ListedTask[]>('PATCH', `${BASE}/order`, {
      token,
      body: { tasks: moved },
    });
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(ids(moved));
    expect(orders(answer.body)).toEqual(moved.map((_, index) => index));
    expect(ids((await get<TaskRecord[]>('all')).body)).toEqual(ids(moved));
  });

  it('PATCH order with an unknown id answers 404 and changes nothing', async () => {
    const answer = await server.request('PATCH', `${BASE}/order`, {
      token,
      body: { tasks: [{ id: 'unknown' }, ...all.slice(1)] },
    });
    expect(answer.status).toBe(404);
    expect((await get('all')).body).toEqual(all);
  });

  it('POST task creates an empty one at the top and renumbers', async () => {
    const created = await server.request<ListedTask>('POST', `${BASE}/task`, {
      token,
      body: { type: 'section' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type: 'section', title: '', order: 0, priority: 1 });
    const after = (await get<ListedTask[]>('all')).body;
    expect(after[0]!.id).toBe(created.body.id);
    expect(orders(after)).toEqual(after.map((_, index) => index));
    const bad = await server.request<{ error: string }>('POST', `${BASE}/task`, {
      token,
      body: { type: 'chore' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('"type"');
  });

  it('PATCH task merges; bad priority is 400, unknown id 404, nothing changed', async () => {
    const task = all[1]!;
    const updated = await server.request<TaskRecord>('PATCH', `${BASE}/task`, {
      token,
      body: { id: task.id, task: { ...task, title: 'Conectar la pasarela', completed: true } },
    });
    expect(updated.body).toEqual({ ...task, title: 'Conectar la pasarela', completed: true });
    for (const priority of [3, -1, 'high']) {
      const bad = await server.request<{ error: string }>('PATCH', `${BASE}/task`, {
        token,
        body: { id: task.id, task: { priority } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain('priority');
    }
    const unknown = await server.request('PATCH', `${BASE}/task`, {
      token,
      body: { id: 'unknown', task: { title: 'x' } },
    });
    expect(unknown.status).toBe(404);
    expect((await get(`task?id=${task.id}`)).body).toEqual(updated.body);
  });

  it('DELETE task answers true; an unknown id is 404', async () => {
    const removed = await server.request('DELETE', `${BASE}/task?id=${all[1]!.id}`, { token });
    expect(removed.body).toBe(true);
    expect((await get('all')).body).toHaveLength(all.length - 1);
    const unknown = await server.request('DELETE', `${BASE}/task?id=unknown`, { token });
    expect(unknown.status).toBe(404);
    expect((await get('all')).body).toHaveLength(all.length - 1);
  });

  it('POST, PATCH and DELETE tag; deleting takes it off every task', async () => {
    const created = await server.request<TaskTagRecord>('POST', `${BASE}/tag`, {
      token,
      body: { tag: { title: 'Design' } },
    });
    expect(created.body).toEqual({ id: expect.any(String), title: 'Design' });
    const renamed = await server.request<TaskTagRecord>('PATCH', `${BASE}/tag`, {
      token,
      body: { id: created.body.id, tag: { ...created.body, title: 'UX' } },
    });
    expect(renamed.body).toEqual({ id: created.body.id, title: 'UX' });
    const task = all[1]!;
    await server.request('PATCH', `${BASE}/task`, {
      token,
      body: { id: task.id, task: { tags: [...task.tags, created.body.id] } },
    });
    const removed = await server.request('DELETE', `${BASE}/tag?id=${created.body.id}`, {
      token,
    });
    expect(removed.body).toBe(true);
    expect((await get<TaskRecord>(`task?id=${task.id}`)).body.tags).toEqual(task.tags);
    expect((await get('tags')).body).toEqual(seed.tags);

    const blank = await server.request('POST', `${BASE}/tag`, {
      token,
      body: { tag: { title: '' } },
    });
    const patch = await server.request('PATCH', `${BASE}/tag`, {
      token,
      body: { id: 'unknown', tag: { title: 'x' } },
    });
    const remove = await server.request('DELETE', `${BASE}/tag?id=unknown`, { token });
    expect([blank.status, patch.status, remove.status]).toEqual([400, 404, 404]);
  });

  it('answers tasksPage, taskCounts and moveTask over GraphQL, with their refusals', async () => {
    type Page = {
      tasksPage: {
        tasks: { id: string; counts: { total: number; remaining: number } | null }[];
        hasMore: boolean;
        endCursor: { position: number; id: string } | null;
      };
      taskCounts: { rows: number; total: number; remaining: number };
    };
    const PAGE = `query ($after: TaskCursorInput, $first: Int) {
      tasksPage(after: $after, first: $first) {
        tasks { id counts { total remaining } } hasMore endCursor { position id }
      }
      taskCounts { rows total remaining }
    }`;
    const first = await server.graphql<Page>(PAGE, { first: 20 }, token);
    const { tasksPage, taskCounts } = first.body.data!;
    expect(ids(tasksPage.tasks)).toEqual(ids(all.slice(0, 20)));
    expect(tasksPage.hasMore).toBe(true);
    const { whole, sections } = scanCounts(all);
    expect(taskCounts).toEqual(whole);
    expect(tasksPage.tasks[0]!.counts).toEqual(sections.get(all[0]!.id));
    expect(tasksPage.tasks[1]!.counts).toBeNull();
    const rest = await server.graphql<Page>(PAGE, { after: tasksPage.endCursor }, token);
    expect(ids(rest.body.data!.tasksPage.tasks)).toEqual(ids(all.slice(20)));
    expect(rest.body.data!.tasksPage.hasMore).toBe(false);

    const tooMany = await server.graphql(PAGE, { first: 1000 }, token);
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.body.errors?.[0]?.message).toBe('"first" must be from 1 to 500; got 1000.');

    const MOVE = `mutation ($id: ID!, $before: ID, $after: ID) {
      moveTask(id: $id, before: $before, after: $after) { id order position }
    }`;
    const moved = await server.graphql<{ moveTask: ListedTask }>(
      MOVE,
      { id: all[3]!.id, before: all[1]!.id },
      token,
    );
    expect(moved.body.data!.moveTask).toMatchObject({ id: all[3]!.id, order: 1 });
    const after = (await get<ListedTask[]>('all')).body;
    expect(ids(after.slice(0, 4))).toEqual(ids([all[0]!, all[3]!, all[1]!, all[2]!]));
    const neither = await server.graphql(MOVE, { id: all[3]!.id }, token);
    expect(neither.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await server.graphql(MOVE, { id: all[3]!.id, after: 'unknown' }, token);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await get('all')).body).toEqual(after);
  });

  it('serves the same rules over GraphQL', async () => {
    const answer = await server.graphql<{ taskSearch: { title: string; order: number }[] }>(
      'query ($q: String) { taskSearch(query: $q) { title order } }',
      { q: 'node' },
      token,
    );
    expect(answer.body.data!.taskSearch).toEqual([
      { title: 'Actualizar <mark>Node</mark> a la versión 20 en los servidores', order: 18 },
    ]);
    const refused = await server.graphql(
      'mutation ($id: ID!) { updateTask(id: $id, task: { priority: 5 }) { id } }',
      { id: all[1]!.id },
      token,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
