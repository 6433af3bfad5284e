// Renames a label; every note showing it follows (the cache keeps one copy per label).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { keepLabels } from './note-label-cache';

const UpdateNoteLabelDocument = graphql(`
  mutation UpdateNoteLabel($label: NoteLabelInput!) {
    updateNoteLabel(label: $label) {
      ...NoteLabelFields
    }
  }
`);

export function useUpdateNoteLabel() {
  const [mutate] = useMutation(UpdateNoteLabelDocument, {
    update(cache, { data }) {
      if (data) keepLabels(cache, data.updateNoteLabel);
    },
  });
  return async (id: string, title: string) =>
    (await mutate({ variables: { label: { id, title } } })).data!.updateNoteLabel;
}
