// Removes a task or section: it leaves the list at once (optimistic) and comes back if
// the server refuses; once the server agrees, the record leaves the cache too, and the
// counts it was part of are asked again.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refreshCounts } from './task-counts';
import { dropTask, loadedRows, sectionAbove } from './task-list-cache';

const DeleteTaskDocument = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

export function useDeleteTask() {
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteTaskDocument);
  return async (id: string) => {
    const { rows, hasMore } = loadedRows(client.cache);
    // Its section's counts, or (a section) those of the one above, which takes its tasks.
    const section = sectionAbove(rows, id, hasMore);
    await mutate({
      variables: { id },
      optimisticResponse: { deleteTask: true },
      // Only the list changes here: an eviction is not undone with the optimistic layer.
      update(cache, { data }) {
        if (data?.deleteTask) dropTask(cache, id);
      },
    });
    client.cache.evict({ id: client.cache.identify({ __typename: 'Task', id }) });
    client.cache.gc();
    refreshCounts(client, [section]);
  };
}
