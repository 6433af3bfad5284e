// Adds a task tag; the server puts it first, and so does the cache.
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

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
      cache.modify<{ taskTags: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: {
          taskTags(existing, { toReference }) {
            const ref = toReference(data.createTaskTag);
            // The live event may have put it there already (use-tasks-live.ts).
            return ref ? [ref, ...existing.filter((tag) => tag.__ref !== ref.__ref)] : existing;
          },
        },
      });
    },
  });
  return async (title: string) =>
    (await mutate({ variables: { tag: { title } } })).data?.createTaskTag;
}
