// Keeps the cached list (`tasksPage`: the rows loaded so far) as the server would answer
// it after a change: in the list's order (by position, ties by id), holding every row up
// to the place the loaded pages reach (`endCursor`) and, while more follow, none past it
// (those come with a later page). And tells which sections' counts a change touches.
import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { TaskType } from '../../../gql/graphql';
import { TasksPageDocument } from './documents';

/** A row's place in the list. */
export interface Place {
  position: number;
  id: string;
}

/** The list's order (server/data/table.ts): by position, ties by id. */
const byPlace = (a: Place, b: Place) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

interface CachedPage {
  tasks: readonly Reference[];
  hasMore: boolean;
  endCursor: (Place & { __typename?: 'TaskCursor' }) | null;
}

/**
 * Puts a created or changed task in its place among the loaded rows, or takes it out
 * when it now stands past them (another window moved it down the list). `reached`: the
 * user dropped it next to a loaded row, so the loaded rows reach it even when that was
 * past their end (a drop after the last).
 */
export function placeTask(cache: ApolloCache, task: Place, reached = false): void {
  cache.modify<{ tasksPage: CachedPage }>({
    id: 'ROOT_QUERY',
    fields: {
      tasksPage(page, { readField, toReference }) {
        const ref = toReference({ __typename: 'Task', id: task.id });
        if (!ref || isReference(page)) return page;
        const others = page.tasks.filter((item) => item.__ref !== ref.__ref);
        const end = page.endCursor;
        const within = !page.hasMore || !end || byPlace(task, end) <= 0;
        if (!within && !reached) {
          return others.length === page.tasks.length ? page : { ...page, tasks: others };
        }
        // The others are in order: a binary search for the first one after it.
        let low = 0;
        let high = others.length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          const other = others[middle]!;
          const at = {
            // A task deleted meanwhile (read as nothing) may stay anywhere.
            position: readField<number>('position', other) ?? 0,
            id: readField<string>('id', other) ?? '',
          };
          if (byPlace(at, task) < 0) low = middle + 1;
          else high = middle;
        }
        const endCursor = within
          ? end
          : { __typename: 'TaskCursor' as const, position: task.position, id: task.id };
        // The same list when it stood there already, so the screen need not render again.
        if (page.tasks[low]?.__ref === ref.__ref && endCursor === end) return page;
        return { ...page, tasks: [...others.slice(0, low), ref, ...others.slice(low)], endCursor };
      },
    },
  });
}

/** Takes a task out of the loaded rows (its record stays in the cache). */
export function dropTask(cache: ApolloCache, id: string): void {
  cache.modify<{ tasksPage: CachedPage }>({
    id: 'ROOT_QUERY',
    fields: {
      tasksPage(page, { readField }) {
        if (isReference(page)) return page;
        const tasks = page.tasks.filter((item) => readField('id', item) !== id);
        return tasks.length === page.tasks.length ? page : { ...page, tasks };
      },
    },
  });
}

/** A loaded row, as far as counting goes. */
export interface Row extends Place {
  type: TaskType;
}

/** The loaded rows as the screen shows them now, and whether more follow. */
export function loadedRows(cache: ApolloCache): { rows: readonly Row[]; hasMore: boolean } {
  const page = cache.readQuery({ query: TasksPageDocument, optimistic: true })?.tasksPage;
  return { rows: page?.tasks ?? [], hasMore: page?.hasMore ?? false };
}

/**
 * The section whose counts a row's place touches: the nearest section above it among
 * the loaded rows. A row past them (not loaded, more to come) may be below the last
 * loaded section, whose tasks can run on past the loaded rows: that one is answered.
 */
export function sectionAbove(
  rows: readonly Row[],
  id: string,
  hasMore: boolean,
): string | undefined {
  let index = rows.findIndex((row) => row.id === id);
  if (index < 0) {
    if (!hasMore) return undefined;
    index = rows.length;
  }
  for (let at = index - 1; at >= 0; at--) if (rows[at]!.type === 'section') return rows[at]!.id;
  return undefined;
}

/**
 * Where a task dropped before or after a loaded row stands until the server answers:
 * halfway between its new neighbours (a step beyond the one it has at an end).
 */
export function positionAt(
  rows: readonly Place[],
  id: string,
  place: { before: string } | { after: string },
): number {
  const others = rows.filter((row) => row.id !== id);
  const neighbour = others.findIndex((row) =>
    'before' in place ? row.id === place.before : row.id === place.after,
  );
  const gap = 'before' in place ? neighbour : neighbour + 1;
  const low = others[gap - 1];
  const high = others[gap];
  if (low && high) return low.position + (high.position - low.position) / 2;
  if (low) return low.position + 1;
  return high ? high.position - 1 : 0;
}
