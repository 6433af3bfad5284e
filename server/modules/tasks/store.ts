// The tasks app: tasks and section headings in one ordered list, and their tags.
// The list is kept in order (a task's `order` is its index); new rows go on top.
import { randomUUID } from 'node:crypto';
import { compareAt, Table, type Kinds, type Loadable } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { merge, rejectNulls } from '../../lib/input';
import { SortedIndex, type Ordered } from '../../lib/sorted-index';
import { TagList } from '../../lib/tag-list';
import { TaskCounter, type TaskCountsRecord, type TaskListCountsRecord } from './counts';

export type TaskType = 'task' | 'section';

export interface TaskSubTaskRecord {
  id: string;
  title: string;
  completed: boolean;
}

export interface TaskRecord {
  id: string;
  type: TaskType;
  title: string;
  notes: string | null;
  completed: boolean;
  /** ISO date-time, or null. */
  dueDate: string | null;
  /** 0 low, 1 normal, 2 high. */
  priority: number;
  /** Tag ids. */
  tags: string[];
  /** A contact id, or null. */
  assignedTo: string | null;
  subTasks: TaskSubTaskRecord[];
}

export interface TaskTagRecord {
  id: string;
  title: string;
}

export interface TasksSeed {
  tags: readonly TaskTagRecord[];
  tasks: readonly TaskRecord[];
}

export interface TaskInput {
  id?: string | null;
  type?: TaskType | null;
  title?: string | null;
  notes?: string | null;
  completed?: boolean | null;
  dueDate?: Date | string | null;
  priority?: number | null;
  tags?: readonly string[] | null;
  assignedTo?: string | null;
  subTasks?: readonly { id?: string | null; title: string; completed: boolean }[] | null;
  order?: number | null;
}

export interface TaskTagInput {
  id?: string | null;
  title: string;
}

/** A place in the list: a row's position and id (the row may have moved or gone since). */
export interface TaskCursor {
  position: number;
  id: string;
}

/** A page of the list, and where the next one starts. */
export interface TaskPageRecord {
  tasks: readonly TaskRecord[];
  hasMore: boolean;
  /** The page's last row, as a cursor; null for an empty page. */
  endCursor: TaskCursor | null;
}

export const PRIORITIES = [0, 1, 2] as const;
export const DEFAULT_PRIORITY = 1;
/** Rows in a page of `tasksPage` when it does not say, and the most it may ask for. */
export const TASKS_PAGE_DEFAULT = 100;
export const TASKS_PAGE_MAX = 500;

const NOT_NULL = ['type', 'title', 'completed', 'priority', 'tags', 'subTasks'] as const;

export class TaskStore {
  private readonly tags: TagList<TaskRecord>;
  /** The list's order: a task's `order` is its index, its position the table's `seq`. */
  private readonly tasks: Table<TaskRecord>;
  /**
   * The tasks in order with their searches (server/lib/sorted-index.ts), by title and
   * notes for `search` and by title alone for `searchTitles`. Each is built on first use
   * from the ordered list (no sort) and kept in step with the table.
   */
  private byText: SortedIndex<TaskRecord> | null = null;
  private byTitle: SortedIndex<TaskRecord> | null = null;
  /** The list's and each section's counts, kept in step with the table. */
  private readonly counter: TaskCounter;
  /** By position, ties by id: the table's own order, as SortedIndex needs it. */
  private readonly compare = (a: TaskRecord, b: TaskRecord) =>
    compareAt(this.tasks.seqOf(a.id), a.id, this.tasks.seqOf(b.id), b.id);

  constructor(seed: Loadable<TasksSeed>) {
    this.tasks = Table.of('tasks', seed.tasks);
    this.tags = new TagList('Tag', seed.tags, 'first', this.tasks);
    this.counter = new TaskCounter(this.tasks);
    const indexes = () => [this.byText, this.byTitle].filter((index) => index !== null);
    this.tasks.watch({
      added: (task) => indexes().forEach((index) => index.insert(task)),
      removed: (task) => indexes().forEach((index) => index.remove(task)),
      replaced: (previous, next) => indexes().forEach((index) => index.replace(previous, next)),
    });
  }

  tables(): Kinds {
    return { tags: this.tags.table, tasks: this.tasks };
  }

  listTags(): readonly TaskTagRecord[] {
    return this.tags.list();
  }

  /** Every task and section, in order: the table's own array (read it, never change it). */
  list(): readonly TaskRecord[] {
    return this.tasks.list();
  }

  /**
   * A page of the list: `first` rows (TASKS_PAGE_DEFAULT when null, 1 to TASKS_PAGE_MAX)
   * after the place `after` (from the top when null). A place is a position and id, so
   * a page follows on from the last one whether or not its last row has moved or gone
   * since. A binary search and a slice: O(log n + first).
   */
  page(after: TaskCursor | null | undefined, first: number | null | undefined): TaskPageRecord {
    const size = first ?? TASKS_PAGE_DEFAULT;
    if (size < 1 || size > TASKS_PAGE_MAX) {
      throw new BadInputError(`"first" must be from 1 to ${TASKS_PAGE_MAX}; got ${size}.`);
    }
    const start = after ? this.tasks.indexAfter(after.position, after.id) : 0;
    const tasks = this.tasks.slice(start, start + size);
    const last = tasks.at(-1);
    return {
      tasks,
      hasMore: start + tasks.length < this.tasks.size,
      endCursor: last ? { position: this.tasks.seqOf(last.id), id: last.id } : null,
    };
  }

  /** The whole list's counts: rows, tasks (sections not counted) and those not completed. */
  counts(): TaskListCountsRecord {
    return this.counter.list();
  }

  /** A section's counts (the tasks below it, up to the next section); null for a task. */
  sectionCounts(id: string): TaskCountsRecord | null {
    return this.counter.section(id);
  }

  get(id: string): TaskRecord | null {
    return this.tasks.get(id) ?? null;
  }

  /** The task's index in the list, from 0 at the top (a binary search); -1 once deleted. */
  orderOf(id: string): number {
    return this.tasks.indexOf(id);
  }

  /**
   * The task's position: the list is in increasing positions, and a task's position
   * changes only when it moves, so a client can keep its copy in order with it. An event
   * about a task deleted since answers 0 (the deletion's own event follows).
   */
  positionOf(id: string): number {
    return this.tasks.entry(id)?.seq ?? 0;
  }

  /**
   * Tasks whose title or notes contain the query, ignoring case, by order. The answers
   * are copies whose title is HTML: escaped text, each match wrapped in `<mark>`.
   * Null for an empty query.
   */
  search(query: string | null | undefined): TaskRecord[] | null {
    if (!query) return null;
    const needle = query.toLowerCase();
    const pattern = new RegExp(escapeRegExp(query), 'gi');
    this.byText ??= new SortedIndex(this.tasks.list(), this.compare, searchText);
    let matches = this.byText.search(needle).toArray();
    if (needle.includes(TEXT_SEPARATOR)) {
      // Such a needle could match across the end of the title and the start of the notes.
      matches = matches.filter(
        (task) =>
          task.title.toLowerCase().includes(needle) || task.notes?.toLowerCase().includes(needle),
      );
    }
    return matches.map((task) => ({ ...task, title: markMatches(task.title, pattern) }));
  }

  /**
   * Tasks and sections whose lower-case title contains `needle` (already in lower case),
   * by order. The global search uses it.
   */
  searchTitles(needle: string): Ordered<TaskRecord> {
    this.byTitle ??= new SortedIndex(this.tasks.list(), this.compare, (task) =>
      task.title.toLowerCase(),
    );
    return this.byTitle.search(needle);
  }

  /**
   * Puts the listed tasks first, in the order given; tasks left out follow, keeping their
   * relative order. Only the tasks out of place move (the others, a longest run already
   * in order, keep their positions). Unknown ids → NotFoundError, repeated or missing
   * ids → BadInputError; nothing changes on error.
   */
  reorder(listed: readonly Pick<TaskInput, 'id'>[]): readonly TaskRecord[] {
    const seen = new Set<string>();
    listed.forEach((item, index) => {
      const id = item.id;
      if (id == null || id === '') throw new BadInputError(`"tasks[${index}].id" is required.`);
      if (!this.tasks.has(id)) throw new NotFoundError('Task', id);
      if (seen.has(id)) throw new BadInputError(`"tasks" lists task "${id}" more than once.`);
      seen.add(id);
    });
    const sequence = [...seen];
    for (const task of this.tasks) if (!seen.has(task.id)) sequence.push(task.id);
    const kept = longestIncreasing(sequence.map((id) => this.tasks.seqOf(id)));
    // Left to right, each task out of place goes right after the one before it.
    sequence.forEach((id, index) => {
      if (kept.has(index)) return;
      this.tasks.move(id, index === 0 ? 'first' : { after: sequence[index - 1]! });
    });
    return this.tasks.list();
  }

  /**
   * Puts a task or section just before `before` or just after `after` (give exactly
   * one): it alone gets a new position, between its new neighbours, so one row is written
   * (a few more only when they leave no room between them, server/data/table.ts). One
   * already there, or placed by itself, stays. Unknown ids → NotFoundError, neither or
   * both neighbours → BadInputError; nothing changes on error.
   */
  move(
    id: string,
    before: string | null | undefined,
    after: string | null | undefined,
  ): TaskRecord {
    if ((before == null) === (after == null)) {
      throw new BadInputError('Give exactly one of "before" and "after".');
    }
    const task = this.require(id);
    const neighbour = (before ?? after)!;
    if (!this.tasks.has(neighbour)) throw new NotFoundError('Task', neighbour);
    const from = this.tasks.indexOf(id);
    const to = this.tasks.indexOf(neighbour);
    if (to !== (before != null ? from + 1 : from - 1)) {
      this.tasks.move(id, before != null ? { before } : { after: neighbour });
    }
    return task;
  }

  /** Adds an empty task or section at the top. */
  create(type: TaskType): TaskRecord {
    return this.tasks.insert(
      {
        id: randomUUID(),
        type,
        title: '',
        notes: null,
        completed: false,
        dueDate: null,
        priority: DEFAULT_PRIORITY,
        tags: [],
        assignedTo: null,
        subTasks: [],
      },
      'first',
    );
  }

  update(id: string, input: TaskInput): TaskRecord {
    const current = this.require(id);
    rejectNulls(input, NOT_NULL);
    if (input.priority != null && !(PRIORITIES as readonly number[]).includes(input.priority)) {
      throw new BadInputError(`"priority" must be 0, 1 or 2; got ${input.priority}.`);
    }
    this.tags.requireKnown(input.tags);
    const next = merge(current, { ...input, order: undefined, subTasks: undefined });
    if (input.subTasks) {
      next.subTasks = input.subTasks.map((sub) => ({
        id: sub.id || randomUUID(),
        title: sub.title,
        completed: sub.completed,
      }));
    }
    return this.tasks.replace(next);
  }

  remove(id: string): boolean {
    this.require(id);
    this.tasks.remove(id);
    return true;
  }

  createTag(input: TaskTagInput): TaskTagRecord {
    return this.tags.create(input);
  }

  updateTag(id: string, input: TaskTagInput): TaskTagRecord {
    return this.tags.update(id, input);
  }

  /** Removes a tag and takes it off every task that carries it. */
  removeTag(id: string): boolean {
    this.tags.remove(id);
    return true;
  }

  private require(id: string): TaskRecord {
    const task = this.tasks.get(id);
    if (!task) throw new NotFoundError('Task', id);
    return task;
  }
}

/** The indexes of a longest strictly increasing run of `values` (patience sort). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const before: number[] = new Array(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    before[index] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let at = tails.length ? tails[tails.length - 1]! : -1; at >= 0; at = before[at]!) {
    kept.add(at);
  }
  return kept;
}

/**
 * Between the title and the notes in a task's search text: a needle without it cannot
 * match across the two.
 */
const TEXT_SEPARATOR = '\0';

/** What `search` looks in: the lower-case title and notes. */
function searchText(task: TaskRecord): string {
  return `${task.title.toLowerCase()}${TEXT_SEPARATOR}${task.notes?.toLowerCase() ?? ''}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Escapes the title as HTML and wraps every match of `pattern` (global, ignoring case) in `<mark>`. */
export function markMatches(title: string, pattern: RegExp): string {
  let html = '';
  let last = 0;
  for (const match of title.matchAll(pattern)) {
    html += escapeHtml(title.slice(last, match.index)) + `<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(title.slice(last));
}
