// Adds a card at the end of a list, as the server places it.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { updateCachedBoard, withCards } from './board-cache';

const CreateScrumboardCardDocument = graphql(`
  mutation CreateScrumboardCard($card: ScrumboardCardInput!) {
    createScrumboardCard(card: $card) {
      ...ScrumboardCardFields
    }
  }
`);

export function useCreateCard() {
  const [mutate] = useMutation(CreateScrumboardCardDocument, {
    update(cache, { data }) {
      const card = data?.createScrumboardCard;
      if (card) updateCachedBoard(cache, card.boardId, (board) => withCards(board, [card]));
    },
  });
  return async (listId: string, title: string) =>
    (await mutate({ variables: { card: { listId, title } } })).data!.createScrumboardCard;
}
