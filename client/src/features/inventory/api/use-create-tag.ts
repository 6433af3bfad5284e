// Adds a tag; the server puts it first in the list, and so does the cache.
import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { graphql } from '../../../gql';

const CreateInventoryTagDocument = graphql(`
  mutation CreateInventoryTag($tag: InventoryTagInput!) {
    createInventoryTag(tag: $tag) {
      ...InventoryTagFields
    }
  }
`);

export function useCreateTag() {
  const [mutate] = useMutation(CreateInventoryTagDocument, {
    update(cache, { data }) {
      if (!data) return;
      const created = data.createInventoryTag;
      cache.modify({
        fields: {
          inventoryTags: (tags: readonly Reference[], { toReference }) => {
            const ref = toReference(created);
            return ref ? [ref, ...tags.filter((tag) => tag.__ref !== ref.__ref)] : tags;
          },
        },
      });
    },
  });
  return async (title: string) =>
    (await mutate({ variables: { tag: { title } } })).data?.createInventoryTag;
}
