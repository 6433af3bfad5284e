// Deletes a tag: the server strips it from every contact, and the cache does the same
// to the contacts it holds.
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteContactTagDocument = graphql(`
  mutation DeleteContactTag($id: ID!) {
    deleteContactTag(id: $id) {
      id
    }
  }
`);

export function useDeleteContactTag() {
  const [mutate] = useMutation(DeleteContactTagDocument, {
    update(cache, { data }) {
      if (!data) return;
      const { id } = data.deleteContactTag;
      cache.modify<{ contactTags: readonly Reference[] }>({
        fields: {
          contactTags: (existing, { readField }) =>
            existing.filter((item) => readField('id', item) !== id),
        },
      });
      const entries = cache.extract() as Record<string, { __typename?: string } | undefined>;
      for (const [key, entry] of Object.entries(entries)) {
        if (entry?.__typename !== 'Contact') continue;
        cache.modify({
          id: key,
          fields: {
            tags: (tags) => (Array.isArray(tags) ? tags.filter((tag) => tag !== id) : tags),
          },
        });
      }
      cache.evict({ id: cache.identify({ __typename: 'ContactTag', id }) });
      cache.gc();
    },
  });
  return (id: string) => mutate({ variables: { id } });
}
