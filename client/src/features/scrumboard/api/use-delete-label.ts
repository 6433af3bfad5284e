// Deletes a board's label: it leaves the board and every card carrying it at once
// (apollo/deleted-tag.ts), and comes back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { removeDeletedTag } from '../../../apollo/deleted-tag';
import { graphql } from '../../../gql';

const DeleteScrumboardLabelDocument = graphql(`
  mutation DeleteScrumboardLabel($id: ID!) {
    deleteScrumboardLabel(id: $id) {
      __typename
      id
    }
  }
`);

export function useDeleteLabel() {
  const [mutate] = useMutation(DeleteScrumboardLabelDocument);
  return (id: string) =>
    mutate({
      variables: { id },
      optimisticResponse: { deleteScrumboardLabel: { __typename: 'ScrumboardLabel', id } },
      update(cache, { data }) {
        if (!data) return;
        removeDeletedTag(cache, data.deleteScrumboardLabel, [
          { typename: 'ScrumboardBoard', field: 'labels' },
          { typename: 'ScrumboardCard', field: 'labels' },
        ]);
      },
    });
}
