// Adds a tag; the server puts it last, and so does the cached list.
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const CreateContactTagDocument = graphql(`
  mutation CreateContactTag($tag: ContactTagInput!) {
    createContactTag(tag: $tag) {
      ...ContactTagFields
    }
  }
`);

export function useCreateContactTag() {
  const [mutate] = useMutation(CreateContactTagDocument, {
    update(cache, { data }) {
      if (!data) return;
      const ref = cache.identify(data.createContactTag);
      cache.modify<{ contactTags: readonly Reference[] }>({
        fields: {
          contactTags: (existing, { toReference, readField }) =>
            existing.some((item) => readField('id', item) === data.createContactTag.id) || !ref
              ? existing
              : [...existing, toReference(ref)!],
        },
      });
    },
  });
  return async (title: string) => {
    const { data } = await mutate({ variables: { tag: { title } } });
    return data?.createContactTag;
  };
}
