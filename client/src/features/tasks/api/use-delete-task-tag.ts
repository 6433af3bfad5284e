// Deletes a task tag: the server takes it off every task, and so does the cache.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TasksPageDocument } from './documents';

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
        cache.updateQuery({ query: TasksPageDocument }, (page) =>
          page
            ? {
                taskTags: page.taskTags.filter((tag) => tag.id !== id),
                tasks: page.tasks.map((task) =>
                  task.tags.includes(id)
                    ? { ...task, tags: task.tags.filter((tag) => tag !== id) }
                    : task,
                ),
              }
            : page,
        );
        cache.evict({ id: cache.identify({ __typename: 'TaskTag', id }) });
        cache.gc();
      },
    });
}
