// The tasks app: tasks and section headings in one ordered list, and their tags.
// The list is kept in order (a task's `order` is its index); new rows go on top.
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type Loadable } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { merge, rejectNulls } from '../../lib/input';
import { SortedIndex } from '../../lib/sorted-index';
import { TagList } from '../../lib/tag-list';

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

export const PRIORITIES = [0, 1, 2] as const;
export const DEFAULT_PRIORITY = 1;

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
  /** By position, ties by id: the table's own order, as SortedIndex needs it. */
  private readonly compare = (a: TaskRecord, b: TaskRecord) =>
    this.tasks.seqOf(a.id) - this.tasks.seqOf(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  constructor(seed: Loadable<TasksSeed>) {
    this.tasks = Table.of('tasks', seed.tasks);
    this.tags = new TagList('Tag', seed.tags, 'first', this.tasks);
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
    let matches = this.byText.search(needle);
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
   * by order: the index's own array (read it, never change it). The global search uses it.
   */
  searchTitles(needle: string): readonly TaskRecord[] {
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
