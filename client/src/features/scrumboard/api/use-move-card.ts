// Moves a card within its list or to another list: the board shows the new order at
// once, the server stores it, and a refusal puts every card back where it was.
// Within a list the list's cards are renumbered (setScrumboardCardPositions); into
// another list the target list's cards are renumbered with the card's new list, in one
// all-or-nothing batch (updateScrumboardCards).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { POSITION_STEP } from '../../../../../shared/limits';
import {
  boardCards,
  updateCachedBoard,
  withCards,
  type Board,
  type BoardCard,
} from './board-cache';

const SetScrumboardCardPositionsDocument = graphql(`
  mutation SetScrumboardCardPositions($cards: [Ref!]!) {
    setScrumboardCardPositions(cards: $cards) {
      ...ScrumboardCardFields
    }
  }
`);

const UpdateScrumboardCardsDocument = graphql(`
  mutation UpdateScrumboardCards($cards: [ScrumboardCardPatch!]!) {
    updateScrumboardCards(cards: $cards) {
      ...ScrumboardCardFields
    }
  }
`);

const typed = (card: BoardCard) => ({
  ...card,
  __typename: 'ScrumboardCard' as const,
  labels: card.labels.map((label) => ({ ...label, __typename: 'ScrumboardLabel' as const })),
});

export function useMoveCard() {
  const [setPositions] = useMutation(SetScrumboardCardPositionsDocument);
  const [updateCards] = useMutation(UpdateScrumboardCardsDocument);

  /** Puts `cardId` in `listId`, whose cards are then `order` (ids, the card among them). */
  return (board: Board, cardId: string, listId: string, order: readonly string[]) => {
    const byId = new Map(boardCards(board).map((card) => [card.id, card]));
    const moved = byId.get(cardId);
    if (!moved) return Promise.resolve();
    const placed = order.flatMap((id, index) => {
      const card = byId.get(id);
      return card ? [typed({ ...card, listId, position: (index + 1) * POSITION_STEP })] : [];
    });
    const place =
      (cards: readonly BoardCard[]) => (cache: Parameters<typeof updateCachedBoard>[0]) =>
        updateCachedBoard(cache, board.id, (cached) => withCards(cached, cards));

    if (moved.listId === listId) {
      return setPositions({
        variables: { cards: placed.map((card) => card.id) },
        optimisticResponse: { setScrumboardCardPositions: placed },
        update: (cache, { data }) => data && place(data.setScrumboardCardPositions)(cache),
      });
    }
    return updateCards({
      variables: {
        cards: placed.map(({ id, position }) =>
          id === cardId ? { id, listId, position } : { id, position },
        ),
      },
      optimisticResponse: { updateScrumboardCards: placed },
      update: (cache, { data }) => data && place(data.updateScrumboardCards)(cache),
    });
  };
}
