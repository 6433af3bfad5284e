// Adds a board; it joins the end of the boards, as the server lists it.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ScrumboardBoardInput } from '../../../gql/graphql';
import { updateCachedBoards } from './board-cache';

const CreateScrumboardBoardDocument = graphql(`
  mutation CreateScrumboardBoard($board: ScrumboardBoardInput!) {
    createScrumboardBoard(board: $board) {
      ...ScrumboardBoardSummary
    }
  }
`);

export function useCreateBoard() {
  const [mutate] = useMutation(CreateScrumboardBoardDocument, {
    update(cache, { data }) {
      const board = data?.createScrumboardBoard;
      if (board) updateCachedBoards(cache, (boards) => [...boards, board]);
    },
  });
  return async (board: ScrumboardBoardInput) =>
    (await mutate({ variables: { board } })).data!.createScrumboardBoard;
}
