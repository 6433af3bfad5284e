// Saves a board's title, description, icon or members; the cache updates the board by
// its id, on the boards page and on the board alike.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ScrumboardBoardPatch } from '../../../gql/graphql';

const UpdateScrumboardBoardDocument = graphql(`
  mutation UpdateScrumboardBoard($id: ID!, $board: ScrumboardBoardPatch!) {
    updateScrumboardBoard(id: $id, board: $board) {
      ...ScrumboardBoardSummary
    }
  }
`);

export function useUpdateBoard() {
  const [mutate] = useMutation(UpdateScrumboardBoardDocument);
  return async (id: string, board: ScrumboardBoardPatch) =>
    (await mutate({ variables: { id, board } })).data!.updateScrumboardBoard;
}
