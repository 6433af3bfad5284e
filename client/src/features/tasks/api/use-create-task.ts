// Adds an empty task or section; the server puts it at the top of the list, and so does
// the cache (the others' positions follow from the list's sequence).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TaskType } from '../../../gql/graphql';
import { TasksPageDocument } from './documents';

const CreateTaskDocument = graphql(`
  mutation CreateTask($type: TaskType!) {
    createTask(type: $type) {
      ...TaskFields
    }
  }
`);

export function useCreateTask() {
  const [mutate] = useMutation(CreateTaskDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: TasksPageDocument }, (page) =>
        // The live event may have put it there already (use-tasks-live.ts).
        page
          ? {
              ...page,
              tasks: [
                data.createTask,
                ...page.tasks.filter((task) => task.id !== data.createTask.id),
              ],
            }
          : page,
      );
    },
  });
  return async (type: TaskType) => (await mutate({ variables: { type } })).data?.createTask;
}
