// Deletes a label; the server takes it off every note, and so does the cache.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { NotesPageDocument } from './documents';
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
      const gone = cache.identify({ __typename: 'NoteLabel', id: variables.id });
      const page = cache.readQuery({ query: NotesPageDocument });
      for (const note of page?.notes ?? []) {
        if (!note.labels.some((label) => label.id === variables.id)) continue;
        cache.modify({
          id: cache.identify(note),
          fields: {
            labels: (refs: readonly { __ref: string }[]) =>
              refs.filter((ref) => ref.__ref !== gone),
          },
        });
      }
      cache.evict({ id: gone });
      cache.gc();
    },
  });
  return async (id: string) => (await mutate({ variables: { id } })).data!.deleteNoteLabel;
}
