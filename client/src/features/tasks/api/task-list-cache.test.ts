import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../../apollo/type-policies';
import { TaskFieldsFragmentDoc, type TaskType } from '../../../gql/graphql';
import { TasksPageDocument, type TaskItem } from './documents';
import {
  dropTask,
  loadedRows,
  placeTask,
  positionAt,
  sectionAbove,
  type Row,
} from './task-list-cache';

const row = (id: string, position: number, type: TaskType = 'task'): TaskItem => ({
  __typename: 'Task',
  id,
  type,
  title: id,
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  subTasks: [],
  position,
  counts: type === 'section' ? { __typename: 'TaskCounts', total: 0, remaining: 0 } : null,
});

const COUNTS = { __typename: 'TaskListCounts', rows: 0, total: 0, remaining: 0 } as const;

/** A page of the list as the server answers it (its end: the last row's place). */
function page(tasks: TaskItem[], hasMore: boolean) {
  const last = tasks.at(-1);
  return {
    tasksPage: {
      __typename: 'TaskPage' as const,
      tasks,
      hasMore,
      endCursor: last
        ? { __typename: 'TaskCursor' as const, position: last.position, id: last.id }
        : null,
    },
    taskCounts: COUNTS,
    taskTags: [],
  };
}

function cacheWith(tasks: TaskItem[], hasMore: boolean) {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: TasksPageDocument, data: page(tasks, hasMore) });
  return cache;
}

const shown = (cache: InMemoryCache) =>
  cache.readQuery({ query: TasksPageDocument })!.tasksPage.tasks.map((task) => task.id);
const endOf = (cache: InMemoryCache) =>
  cache.readQuery({ query: TasksPageDocument })!.tasksPage.endCursor;

/** The cache holds a task's new record, as an answer or an event writes it. */
function write(cache: InMemoryCache, task: TaskItem) {
  cache.writeFragment({
    id: cache.identify(task),
    fragment: TaskFieldsFragmentDoc,
    fragmentName: 'TaskFields',
    data: task,
  });
}

/** Another window created, moved or changed a task. */
function changed(cache: InMemoryCache, task: TaskItem) {
  write(cache, task);
  placeTask(cache, task);
}

describe('the cached tasks list', () => {
  const [a, b, c, d] = [row('a', 1), row('b', 2), row('c', 3), row('d', 4)];

  it('joins a later page after the rows held, and a first page replaces them', () => {
    const cache = cacheWith([a, b], true);
    cache.writeQuery({
      query: TasksPageDocument,
      variables: { after: { position: 2, id: 'b' } },
      data: page([c, d], false),
    });
    expect(shown(cache)).toEqual(['a', 'b', 'c', 'd']);
    expect(loadedRows(cache).hasMore).toBe(false);
    cache.writeQuery({ query: TasksPageDocument, data: page([a], true) });
    expect(shown(cache)).toEqual(['a']);
  });

  it('drops a page asked after another end, and moves a row a page brings again', () => {
    const cache = cacheWith([a, b], true);
    cache.writeQuery({
      query: TasksPageDocument,
      variables: { after: { position: 1, id: 'a' } },
      data: page([c], true),
    });
    expect(shown(cache)).toEqual(['a', 'b']);
    // "a" moved past "b" meanwhile; the next page brings it in its new place.
    cache.writeQuery({
      query: TasksPageDocument,
      variables: { after: { position: 2, id: 'b' } },
      data: page([{ ...a, position: 2.5 }, c], true),
    });
    expect(shown(cache)).toEqual(['b', 'a', 'c']);
  });

  it('puts a created or moved task in its place by position', () => {
    const cache = cacheWith([a, b, c], false);
    changed(cache, row('new', 0));
    expect(shown(cache)).toEqual(['new', 'a', 'b', 'c']);
    changed(cache, { ...a, position: 2.5 });
    expect(shown(cache)).toEqual(['new', 'b', 'a', 'c']);
    // Ties by id, as the server orders them.
    changed(cache, { ...c, position: 2 });
    expect(shown(cache)).toEqual(['new', 'b', 'c', 'a']);
    dropTask(cache, 'b');
    expect(shown(cache)).toEqual(['new', 'c', 'a']);
  });

  it('holds no row past the loaded end while more follow, unless dropped beside a loaded one', () => {
    const cache = cacheWith([a, b, c], true);
    // Moved down past the loaded rows (another window): it comes with a later page.
    changed(cache, { ...a, position: 10 });
    expect(shown(cache)).toEqual(['b', 'c']);
    // Moved up into them from further down: it joins them.
    changed(cache, { ...d, position: 2.5 });
    expect(shown(cache)).toEqual(['b', 'd', 'c']);
    expect(endOf(cache)).toMatchObject({ position: 3, id: 'c' });
    // Dropped after the last loaded row: the loaded rows now reach it.
    const moved = { ...b, position: 3.5 };
    write(cache, moved);
    placeTask(cache, moved, true);
    expect(shown(cache)).toEqual(['d', 'c', 'b']);
    expect(endOf(cache)).toEqual({ __typename: 'TaskCursor', position: 3.5, id: 'b' });
  });

  it('answers the same list when a change leaves the order as it was', () => {
    const cache = cacheWith([a, b, c], false);
    const before = cache.readQuery({ query: TasksPageDocument })!.tasksPage;
    placeTask(cache, b);
    expect(cache.readQuery({ query: TasksPageDocument })!.tasksPage).toBe(before);
  });
});

describe('the counts a change touches', () => {
  const rows: Row[] = [
    { id: 'top', type: 'task', position: 0 },
    { id: 's1', type: 'section', position: 1 },
    { id: 'a', type: 'task', position: 2 },
    { id: 's2', type: 'section', position: 3 },
    { id: 'b', type: 'task', position: 4 },
  ];

  it('are the section above the row, none above the first section', () => {
    expect(sectionAbove(rows, 'a', false)).toBe('s1');
    expect(sectionAbove(rows, 'b', true)).toBe('s2');
    expect(sectionAbove(rows, 's2', false)).toBe('s1');
    expect(sectionAbove(rows, 'top', true)).toBeUndefined();
  });

  it("are the last loaded section's for a row past the loaded ones", () => {
    expect(sectionAbove(rows, 'far', true)).toBe('s2');
    expect(sectionAbove(rows, 'gone', false)).toBeUndefined();
  });
});

describe('where a dropped task stands until the server answers', () => {
  const rows = [row('a', 1), row('b', 2), row('c', 4), row('d', 8)];

  it('is halfway between its new neighbours', () => {
    expect(positionAt(rows, 'a', { after: 'c' })).toBe(6);
    expect(positionAt(rows, 'd', { before: 'b' })).toBe(1.5);
    expect(positionAt(rows, 'b', { after: 'a' })).toBe(2.5);
  });

  it('is a step beyond the end it goes to', () => {
    expect(positionAt(rows, 'b', { before: 'a' })).toBe(0);
    expect(positionAt(rows, 'a', { after: 'd' })).toBe(9);
  });
});
