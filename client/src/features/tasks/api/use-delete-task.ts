// Removes a task or section: it leaves the list at once (optimistic) and comes back if
// the server refuses; once the server agrees, the record leaves the cache too.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TasksPageDocument } from './documents';

const DeleteTaskDocument = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

export function useDeleteTask() {
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteTaskDocument);
  return async (id: string) => {
    await mutate({
      variables: { id },
      optimisticResponse: { deleteTask: true },
      // Only the list changes here: an eviction is not undone with the optimistic layer.
      update(cache, { data }) {
        if (!data?.deleteTask) return;
        cache.updateQuery({ query: TasksPageDocument }, (page) =>
          page ? { ...page, tasks: page.tasks.filter((task) => task.id !== id) } : page,
        );
      },
    });
    client.cache.evict({ id: client.cache.identify({ __typename: 'Task', id }) });
    client.cache.gc();
  };
}
