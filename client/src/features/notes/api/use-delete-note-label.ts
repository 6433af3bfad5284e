// Deletes a label; the server takes it off every note, and so does the cache.
import { useMutation } from '@apollo/client/react';
import { removeDeletedTag } from '../../../apollo/deleted-tag';
import { graphql } from '../../../gql';
import { keepLabels } from './note-label-cache';

const DeleteNoteLabelDocument = graphql(`
  mutation DeleteNoteLabel($id: ID!) {
    deleteNoteLabel(id: $id) {
      ...NoteLabelFields
    }
  }
`);

export function useDeleteNoteLabel() {
  const [mutate] = useMutation(DeleteNoteLabelDocument, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      keepLabels(cache, data.deleteNoteLabel);
      removeDeletedTag(cache, { __typename: 'NoteLabel', id: String(variables.id) }, [
        { typename: 'Note', field: 'labels' },
      ]);
    },
  });
  return async (id: string) => (await mutate({ variables: { id } })).data!.deleteNoteLabel;
}
