// The tasks list's counts, kept in step with its table through a watcher, so that every
// change is followed: the store's own writes, an undo, a commit put back, another
// server's write. It holds the sections and the completed tasks, each as ids in list
// order; the list's counts are then their sizes, and a section's (the tasks below it, up
// to the next section) a few binary searches. No read walks the list.
import { compareAt, type Table } from '../../data/table';
import type { TaskRecord } from './store';

/** How many tasks there are and how many are not completed; sections are not counted. */
export interface TaskCountsRecord {
  total: number;
  remaining: number;
}

/** The whole list's counts, with its rows (tasks and sections). */
export interface TaskListCountsRecord extends TaskCountsRecord {
  rows: number;
}

const isSection = (task: TaskRecord) => task.type === 'section';
const isDone = (task: TaskRecord) => task.type === 'task' && task.completed;

export class TaskCounter {
  private readonly sections: string[] = [];
  private readonly completed: string[] = [];

  constructor(private readonly tasks: Table<TaskRecord>) {
    for (const task of tasks) this.add(task);
    tasks.watch({
      added: (task) => this.add(task),
      removed: (task) => this.remove(task),
      replaced: (previous, next) => {
        if (isSection(previous) === isSection(next) && isDone(previous) === isDone(next)) return;
        this.remove(previous);
        this.add(next);
      },
    });
  }

  list(): TaskListCountsRecord {
    const rows = this.tasks.size;
    const total = rows - this.sections.length;
    return { rows, total, remaining: total - this.completed.length };
  }

  /** The tasks below the section `id`, up to the next section; null for a task or an unknown id. */
  section(id: string): TaskCountsRecord | null {
    const task = this.tasks.get(id);
    if (!task || !isSection(task)) return null;
    const seq = this.tasks.seqOf(id);
    const next = this.sections[this.rank(this.sections, seq, id) + 1];
    // Every row between two sections is a task.
    const end = next === undefined ? this.tasks.size : this.tasks.indexOf(next);
    const total = end - this.tasks.indexOf(id) - 1;
    const doneUpTo =
      next === undefined
        ? this.completed.length
        : this.rank(this.completed, this.tasks.seqOf(next), next);
    const done = doneUpTo - this.rank(this.completed, seq, id);
    return { total, remaining: total - done };
  }

  private add(task: TaskRecord): void {
    const ids = isSection(task) ? this.sections : isDone(task) ? this.completed : null;
    ids?.splice(this.rank(ids, this.tasks.seqOf(task.id), task.id), 0, task.id);
  }

  /** Called while the task still has its position (Watcher.removed). */
  private remove(task: TaskRecord): void {
    const ids = isSection(task) ? this.sections : isDone(task) ? this.completed : null;
    if (!ids) return;
    const at = this.rank(ids, this.tasks.seqOf(task.id), task.id);
    if (ids[at] === task.id) ids.splice(at, 1);
  }

  /** How many of `ids` come before the place (seq, id) in the list: a binary search. */
  private rank(ids: readonly string[], seq: number, id: string): number {
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = ids[middle]!;
      if (compareAt(this.tasks.seqOf(other), other, seq, id) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
