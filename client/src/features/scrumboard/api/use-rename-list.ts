// Renames a list: the new title shows at once and goes back if the server refuses it.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BoardList } from './board-cache';

const RenameScrumboardListDocument = graphql(`
  mutation RenameScrumboardList($id: ID!, $title: String!) {
    updateScrumboardList(id: $id, list: { title: $title }) {
      __typename
      id
      title
    }
  }
`);

export function useRenameList() {
  const [mutate] = useMutation(RenameScrumboardListDocument);
  return (list: Pick<BoardList, 'id'>, title: string) =>
    mutate({
      variables: { id: list.id, title },
      optimisticResponse: {
        updateScrumboardList: { __typename: 'ScrumboardList', id: list.id, title },
      },
    });
}
