// Adds a list after the board's last one, as the server places it (by position).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { updateCachedBoard, withList } from './board-cache';

const CreateScrumboardListDocument = graphql(`
  mutation CreateScrumboardList($list: ScrumboardListInput!) {
    createScrumboardList(list: $list) {
      ...ScrumboardListFields
    }
  }
`);

export function useCreateList() {
  const [mutate] = useMutation(CreateScrumboardListDocument, {
    update(cache, { data }) {
      const list = data?.createScrumboardList;
      if (!list) return;
      updateCachedBoard(cache, list.boardId, (board) => withList(board, list));
    },
  });
  return async (boardId: string, title: string) =>
    (await mutate({ variables: { list: { boardId, title } } })).data!.createScrumboardList;
}
