// Deletes a tag: the server strips it from every contact, and the cache does the same
// to the contacts it holds.
import { useMutation } from '@apollo/client/react';
import { removeDeletedTag } from '../../../apollo/deleted-tag';
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
      removeDeletedTag(cache, { __typename: 'ContactTag', id: data.deleteContactTag.id }, [
        { typename: 'Query', field: 'contactTags' },
        { typename: 'Contact', field: 'tags' },
      ]);
    },
  });
  return (id: string) => mutate({ variables: { id } });
}
