// How many tasks remain of how many: for the header (every task) and for each section
// (the tasks below it, up to the next section). Sections themselves are not counted.
import type { TaskType } from '../../gql/graphql';

export interface Counts {
  remaining: number;
  total: number;
}

type Countable = { id: string; type: TaskType; completed: boolean };

export function countTasks(tasks: readonly Countable[]): Counts {
  let remaining = 0;
  let total = 0;
  for (const task of tasks) {
    if (task.type !== 'task') continue;
    total += 1;
    if (!task.completed) remaining += 1;
  }
  return { remaining, total };
}

/** Each section's counts, by the section's id; tasks above the first section belong to none. */
export function countBySection(tasks: readonly Countable[]): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  let current: Counts | undefined;
  for (const task of tasks) {
    if (task.type === 'section') {
      current = { remaining: 0, total: 0 };
      counts.set(task.id, current);
    } else if (current) {
      current.total += 1;
      if (!task.completed) current.remaining += 1;
    }
  }
  return counts;
}
