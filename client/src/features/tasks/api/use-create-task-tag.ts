// Adds a task tag; the server puts it first, and so does the cache.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TasksPageDocument } from './documents';

const CreateTaskTagDocument = graphql(`
  mutation CreateTaskTag($tag: TaskTagInput!) {
    createTaskTag(tag: $tag) {
      ...TaskTagFields
    }
  }
`);

export function useCreateTaskTag() {
  const [mutate] = useMutation(CreateTaskTagDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: TasksPageDocument }, (page) =>
        // The live event may have put it there already (use-tasks-live.ts).
        page
          ? {
              ...page,
              taskTags: [
                data.createTaskTag,
                ...page.taskTags.filter((tag) => tag.id !== data.createTaskTag.id),
              ],
            }
          : page,
      );
    },
  });
  return async (title: string) =>
    (await mutate({ variables: { tag: { title } } })).data?.createTaskTag;
}
