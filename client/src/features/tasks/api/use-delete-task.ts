// Removes a task or section: it leaves the list and the cache once the server agrees.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteTaskDocument = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

export function useDeleteTask() {
  const [mutate] = useMutation(DeleteTaskDocument);
  return (id: string) =>
    mutate({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleteTask) return;
        cache.evict({ id: cache.identify({ __typename: 'Task', id }) });
        cache.gc();
      },
    });
}
