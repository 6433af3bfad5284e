// Removes a list and its cards: it leaves the board at once, and comes back if the
// server refuses.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { updateCachedBoard, type BoardList } from './board-cache';

const DeleteScrumboardListDocument = graphql(`
  mutation DeleteScrumboardList($id: ID!) {
    deleteScrumboardList(id: $id) {
      __typename
      id
    }
  }
`);

export function useDeleteList() {
  const [mutate] = useMutation(DeleteScrumboardListDocument);
  return (list: Pick<BoardList, 'id' | 'boardId'>) =>
    mutate({
      variables: { id: list.id },
      optimisticResponse: {
        deleteScrumboardList: { __typename: 'ScrumboardList', id: list.id },
      },
      update(cache, { data }) {
        if (!data) return;
        updateCachedBoard(cache, list.boardId, (board) => ({
          ...board,
          lists: board.lists.filter((other) => other.id !== list.id),
        }));
      },
    });
}
