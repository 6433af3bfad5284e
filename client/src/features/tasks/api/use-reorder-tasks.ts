// Puts the list in a new sequence (a drag by mouse, touch or keyboard): shown at once
// (optimistic), persisted with reorderTasks, rolled back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TasksPageDocument, type TaskItem } from './documents';

const ReorderTasksDocument = graphql(`
  mutation ReorderTasks($tasks: [TaskInput!]!) {
    reorderTasks(tasks: $tasks) {
      ...TaskFields
    }
  }
`);

export function useReorderTasks() {
  const [mutate] = useMutation(ReorderTasksDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: TasksPageDocument }, (page) =>
        page ? { ...page, tasks: data.reorderTasks } : page,
      );
    },
  });
  /** `sequence`: every task and section in the new order. */
  return (sequence: readonly TaskItem[]) =>
    mutate({
      variables: { tasks: sequence.map(({ id }) => ({ id })) },
      // The answer shown meanwhile: the sequence, numbered and placed from 0 (the server
      // moves only the tasks out of place, and its answer then replaces these).
      optimisticResponse: {
        reorderTasks: sequence.map((task, order) => ({ ...task, order, position: order })),
      },
    });
}
