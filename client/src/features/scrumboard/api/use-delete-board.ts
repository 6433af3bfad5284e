// Removes a board with its lists, cards and labels, from the server and then the cache.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { updateCachedBoards } from './board-cache';

const DeleteScrumboardBoardDocument = graphql(`
  mutation DeleteScrumboardBoard($id: ID!) {
    deleteScrumboardBoard(id: $id) {
      id
    }
  }
`);

export function useDeleteBoard() {
  const [mutate] = useMutation(DeleteScrumboardBoardDocument, {
    update(cache, { data }) {
      const id = data?.deleteScrumboardBoard.id;
      if (!id) return;
      updateCachedBoards(cache, (boards) => boards.filter((board) => board.id !== id));
      cache.evict({ id: cache.identify({ __typename: 'ScrumboardBoard', id }) });
      cache.gc();
    },
  });
  return async (id: string) => (await mutate({ variables: { id } })).data;
}
