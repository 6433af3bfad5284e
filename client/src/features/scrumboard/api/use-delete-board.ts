// Removes a board with its lists, cards and labels: from the server, then from the
// list of boards. The board itself leaves the cache with `forget`, once its page is
// gone (so the page does not show it missing on the way out).
import { useApolloClient, useMutation } from '@apollo/client/react';
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
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteScrumboardBoardDocument, {
    update(cache, { data }) {
      const id = data?.deleteScrumboardBoard.id;
      if (id) updateCachedBoards(cache, (boards) => boards.filter((board) => board.id !== id));
    },
  });
  return {
    remove: async (id: string) => (await mutate({ variables: { id } })).data,
    forget: (id: string) => {
      client.cache.evict({ id: client.cache.identify({ __typename: 'ScrumboardBoard', id }) });
      client.cache.gc();
    },
  };
}
