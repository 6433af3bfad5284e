// Keeps the tasks screen current: tasks and tags created, changed or deleted anywhere
// (another window, the API) arrive over the live connection (apollo/live.ts).
// Apollo writes each record under its id and the generic helper (apollo/live-cache.ts)
// adds new ones on top and evicts deleted ones. What it cannot do is the list's order:
// a task added or moved changes only its own `position`, so after each task event the
// root `tasks` list is put back in the server's order, by position.
import type { ApolloCache, Reference } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { applyRecordEvent } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';

const TasksChangedDocument = graphql(`
  subscription TasksChanged {
    tasksChanged {
      change
      task {
        ...TaskFields
      }
      tag {
        ...TaskTagFields
      }
      deleted {
        id
        type
      }
    }
  }
`);

interface Ranked {
  ref: Reference;
  position: number;
  id: string;
}

/** The server's order (server/data/table.ts): by position, ties by id. */
const byPosition = (a: Ranked, b: Ranked) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Sorts the root `tasks` list by each task's cached position; unchanged if already so. */
function sortTasks(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      tasks: (existing: readonly Reference[], { readField }) => {
        const ranked = existing.map((ref) => ({
          ref,
          // A deleted task's reference (read as nothing) may stay anywhere.
          position: readField<number>('position', ref) ?? 0,
          id: readField<string>('id', ref) ?? '',
        }));
        const sorted = [...ranked].sort(byPosition);
        // The same array when nothing moved, so the screen need not render again.
        return sorted.every((item, index) => item.ref === existing[index])
          ? existing
          : sorted.map((item) => item.ref);
      },
    },
  });
}

export function useTasksLive(): void {
  useSubscription(TasksChangedDocument, {
    // The cache carries the news to the screen; this component need not render.
    ignoreResults: true,
    onData: ({ client: { cache }, data }) => {
      const event = data.data?.tasksChanged;
      if (!event) return;
      const { task, tag } = event;
      // New tasks and tags go on top, as the server puts them.
      applyRecordEvent(cache, event, task ?? tag, {
        field: task ? 'tasks' : 'taskTags',
        at: 'start',
      });
      if (task) sortTasks(cache);
    },
  });
}
