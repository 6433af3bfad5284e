// Adds an empty task or section; the server puts it at the top of the list, and so does
// the cache (the others' positions are unchanged); the counts are asked again.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TaskType } from '../../../gql/graphql';
import { refreshCounts } from './task-counts';
import { placeTask } from './task-list-cache';

const CreateTaskDocument = graphql(`
  mutation CreateTask($type: TaskType!) {
    createTask(type: $type) {
      ...TaskFields
    }
  }
`);

export function useCreateTask() {
  const client = useApolloClient();
  const [mutate] = useMutation(CreateTaskDocument, {
    // The live event may have put it there already (use-tasks-live.ts).
    update(cache, { data }) {
      if (data) placeTask(cache, data.createTask);
    },
  });
  return async (type: TaskType) => {
    const task = (await mutate({ variables: { type } })).data?.createTask;
    // On top, it is below no section; a new section's own counts came with it.
    if (task) refreshCounts(client);
    return task;
  };
}
