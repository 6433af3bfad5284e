// The tasks app: tasks and section headings in one ordered list, and their tags.
// The list is kept sorted by `order`; new rows go on top.
import { randomUUID } from 'node:crypto';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { merge, rejectNulls } from '../../lib/input';
import { SortedIndex } from '../../lib/sorted-index';
import { TagList, stripTag } from '../../lib/tag-list';

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
  order: number;
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
  tags?: string[] | null;
  assignedTo?: string | null;
  subTasks?: { id?: string | null; title: string; completed: boolean }[] | null;
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
  private readonly tags: TagList;
  /** Sorted by `order` (ties by id, see `compareTasks`). */
  private tasks: TaskRecord[];
  private readonly byId: Map<string, TaskRecord>;
  /**
   * The tasks in order with their searches (server/lib/sorted-index.ts), by title and
   * notes for `search` and by title alone for `searchTitles`. Each is built on first use
   * from the ordered list (no sort) and kept in step with writes to one task; create and
   * reorder give every task a new order, so they drop both to be built again.
   */
  private byText: SortedIndex<TaskRecord> | null = null;
  private byTitle: SortedIndex<TaskRecord> | null = null;

  constructor(seed: TasksSeed) {
    const copy = structuredClone(seed);
    this.tags = new TagList('Tag', copy.tags, 'first');
    this.tasks = [...copy.tasks].sort(compareTasks);
    this.byId = new Map(this.tasks.map((task) => [task.id, task]));
  }

  /** The tags and the tasks (by order) as the constructor's seed takes them. */
  state(): TasksSeed {
    return { tags: this.tags.list(), tasks: this.tasks };
  }

  listTags(): TaskTagRecord[] {
    return this.tags.list();
  }

  /** Every task and section, sorted by order. */
  list(): TaskRecord[] {
    return this.tasks;
  }

  get(id: string): TaskRecord | null {
    return this.byId.get(id) ?? null;
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
    this.byText ??= new SortedIndex(this.tasks, compareTasks, searchText);
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
    this.byTitle ??= new SortedIndex(this.tasks, compareTasks, (task) => task.title.toLowerCase());
    return this.byTitle.search(needle);
  }

  /**
   * Gives each listed task its index as order; tasks left out follow, keeping their
   * relative order. Unknown ids → NotFoundError, repeated or missing ids → BadInputError;
   * nothing changes on error.
   */
  reorder(listed: readonly Pick<TaskInput, 'id'>[]): TaskRecord[] {
    const ids: string[] = [];
    const seen = new Set<string>();
    listed.forEach((item, index) => {
      const id = item.id;
      if (id == null || id === '') throw new BadInputError(`"tasks[${index}].id" is required.`);
      if (!this.byId.has(id)) throw new NotFoundError('Task', id);
      if (seen.has(id)) throw new BadInputError(`"tasks" lists task "${id}" more than once.`);
      seen.add(id);
      ids.push(id);
    });
    const rest = this.tasks.filter((task) => !seen.has(task.id));
    this.renumber([...ids.map((id) => this.byId.get(id)!), ...rest]);
    return this.tasks;
  }

  /** Adds an empty task or section at the top and renumbers every order from 0. */
  create(type: TaskType): TaskRecord {
    const task: TaskRecord = {
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
      order: 0,
    };
    this.renumber([task, ...this.tasks]);
    return this.byId.get(task.id)!;
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
    this.tasks[this.tasks.indexOf(current)] = next;
    this.replaced(current, next);
    return next;
  }

  remove(id: string): boolean {
    const task = this.require(id);
    this.tasks.splice(this.tasks.indexOf(task), 1);
    this.byId.delete(id);
    this.byText?.remove(task);
    this.byTitle?.remove(task);
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
    stripTag(this.tasks, id, (next) => this.replaced(this.byId.get(next.id)!, next));
    return true;
  }

  /** Stores the tasks in the given sequence with orders 0..n-1, replacing records whose order changes. */
  private renumber(sequence: TaskRecord[]): void {
    this.tasks = sequence.map((task, order) => (task.order === order ? task : { ...task, order }));
    for (const task of this.tasks) this.byId.set(task.id, task);
    this.byText = null;
    this.byTitle = null;
  }

  /** `next` has taken the place of `current` in `tasks`; the lookups follow. */
  private replaced(current: TaskRecord, next: TaskRecord): void {
    this.byId.set(next.id, next);
    this.byText?.replace(current, next);
    this.byTitle?.replace(current, next);
  }

  private require(id: string): TaskRecord {
    const task = this.byId.get(id);
    if (!task) throw new NotFoundError('Task', id);
    return task;
  }
}

/** By order, ties by id: a total order, as SortedIndex needs. */
function compareTasks(a: TaskRecord, b: TaskRecord): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
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
