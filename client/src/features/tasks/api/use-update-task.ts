// Changes a task's fields: the list and the panel show the change at once (optimistic),
// the server's answer settles it, and a refusal rolls it back (the caller says so). A
// task completed or not any more changes the counts: they are asked again.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TaskInput } from '../../../gql/graphql';
import type { TaskItem } from './documents';
import { refreshCounts } from './task-counts';
import { loadedRows, sectionAbove } from './task-list-cache';

const UpdateTaskDocument = graphql(`
  mutation UpdateTask($id: ID!, $task: TaskInput!) {
    updateTask(id: $id, task: $task) {
      ...TaskFields
    }
  }
`);

/** The fields the screen changes, as the cache holds them. */
export type TaskChanges = Partial<
  Pick<TaskItem, 'title' | 'notes' | 'completed' | 'dueDate' | 'priority' | 'tags' | 'subTasks'>
>;

function toInput(changes: TaskChanges): TaskInput {
  const { subTasks, ...rest } = changes;
  return {
    ...rest,
    ...(subTasks && {
      subTasks: subTasks.map(({ id, title, completed }) => ({ id, title, completed })),
    }),
  };
}

export function useUpdateTask() {
  const client = useApolloClient();
  const [mutate] = useMutation(UpdateTaskDocument);
  return async (task: TaskItem, changes: TaskChanges) => {
    const result = await mutate({
      variables: { id: task.id, task: toInput(changes) },
      optimisticResponse: { updateTask: { ...task, ...changes, __typename: 'Task' } },
    });
    if (changes.completed !== undefined) {
      const { rows, hasMore } = loadedRows(client.cache);
      refreshCounts(client, [sectionAbove(rows, task.id, hasMore)]);
    }
    return result;
  };
}
