// Removes a card: it leaves its list at once, and comes back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { updateCachedBoard, withCards, type BoardCard } from './board-cache';

const DeleteScrumboardCardDocument = graphql(`
  mutation DeleteScrumboardCard($id: ID!) {
    deleteScrumboardCard(id: $id) {
      __typename
      id
    }
  }
`);

export function useDeleteCard() {
  const [mutate] = useMutation(DeleteScrumboardCardDocument);
  return (card: Pick<BoardCard, 'id' | 'boardId'>) =>
    mutate({
      variables: { id: card.id },
      optimisticResponse: {
        deleteScrumboardCard: { __typename: 'ScrumboardCard', id: card.id },
      },
      update(cache, { data }) {
        if (data)
          updateCachedBoard(cache, card.boardId, (board) => withCards(board, [], [card.id]));
      },
    });
}
