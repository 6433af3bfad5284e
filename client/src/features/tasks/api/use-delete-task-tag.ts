// Deletes a task tag: the server takes it off every task, and so does the cache.
import { useMutation } from '@apollo/client/react';
import { removeDeletedTag } from '../../../apollo/deleted-tag';
import { graphql } from '../../../gql';

const DeleteTaskTagDocument = graphql(`
  mutation DeleteTaskTag($id: ID!) {
    deleteTaskTag(id: $id)
  }
`);

export function useDeleteTaskTag() {
  const [mutate] = useMutation(DeleteTaskTagDocument);
  return (id: string) =>
    mutate({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleteTaskTag) return;
        removeDeletedTag(cache, { __typename: 'TaskTag', id }, [
          { typename: 'Query', field: 'taskTags' },
          { typename: 'Task', field: 'tags' },
        ]);
      },
    });
}
