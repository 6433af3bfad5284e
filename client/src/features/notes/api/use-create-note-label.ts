// Adds a label (the label editor, the note dialog's picker) and answers it: the last of
// the list the server answers, which the cache's list becomes.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { keepLabels } from './note-label-cache';

const CreateNoteLabelDocument = graphql(`
  mutation CreateNoteLabel($title: String!) {
    createNoteLabel(title: $title) {
      ...NoteLabelFields
    }
  }
`);

export function useCreateNoteLabel() {
  const [mutate] = useMutation(CreateNoteLabelDocument, {
    update(cache, { data }) {
      if (data) keepLabels(cache, data.createNoteLabel);
    },
  });
  return async (title: string) => {
    const { data } = await mutate({ variables: { title } });
    return data!.createNoteLabel.at(-1) ?? null;
  };
}
