// Renames a board's label; every card carrying it shows the new title at once.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UpdateScrumboardLabelDocument = graphql(`
  mutation UpdateScrumboardLabel($id: ID!, $label: ScrumboardLabelPatch!) {
    updateScrumboardLabel(id: $id, label: $label) {
      __typename
      ...ScrumboardLabelFields
    }
  }
`);

export function useUpdateLabel() {
  const [mutate] = useMutation(UpdateScrumboardLabelDocument);
  return (boardId: string, id: string, title: string) =>
    mutate({
      variables: { id, label: { title } },
      optimisticResponse: {
        updateScrumboardLabel: { __typename: 'ScrumboardLabel', id, boardId, title },
      },
    });
}
