// Deletes a board's label: it leaves the board and every card carrying it at once, and
// comes back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { updateCachedBoard } from './board-cache';

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
  return (boardId: string, id: string) =>
    mutate({
      variables: { id },
      optimisticResponse: { deleteScrumboardLabel: { __typename: 'ScrumboardLabel', id } },
      update(cache, { data }) {
        if (!data) return;
        updateCachedBoard(cache, boardId, (cached) => ({
          ...cached,
          labels: cached.labels.filter((label) => label.id !== id),
          lists: cached.lists.map((list) => ({
            ...list,
            cards: list.cards.map((card) =>
              card.labels.some((label) => label.id === id)
                ? { ...card, labels: card.labels.filter((label) => label.id !== id) }
                : card,
            ),
          })),
        }));
      },
    });
}
