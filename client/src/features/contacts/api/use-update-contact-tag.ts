// Renames a tag: shown at once everywhere it appears, rolled back if refused.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UpdateContactTagDocument = graphql(`
  mutation UpdateContactTag($id: ID!, $tag: ContactTagInput!) {
    updateContactTag(id: $id, tag: $tag) {
      ...ContactTagFields
    }
  }
`);

export function useUpdateContactTag() {
  const [mutate] = useMutation(UpdateContactTagDocument);
  return (id: string, title: string) =>
    mutate({
      variables: { id, tag: { title } },
      optimisticResponse: { updateContactTag: { __typename: 'ContactTag', id, title } },
    });
}
