// Adds a label to a board (board settings, the card dialog's picker); the board's cached
// labels take it last, and the new label is answered.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { updateCachedBoard } from './board-cache';

const CreateScrumboardLabelDocument = graphql(`
  mutation CreateScrumboardLabel($label: ScrumboardLabelInput!) {
    createScrumboardLabel(label: $label) {
      ...ScrumboardLabelFields
    }
  }
`);

export function useCreateLabel() {
  const [mutate] = useMutation(CreateScrumboardLabelDocument);
  return async (boardId: string, title: string) => {
    const { data } = await mutate({
      variables: { label: { boardId, title } },
      update(cache, { data: created }) {
        const label = created?.createScrumboardLabel;
        if (!label) return;
        updateCachedBoard(cache, boardId, (cached) => ({
          ...cached,
          labels: [...cached.labels.filter((other) => other.id !== label.id), label],
        }));
      },
    });
    return data?.createScrumboardLabel;
  };
}
