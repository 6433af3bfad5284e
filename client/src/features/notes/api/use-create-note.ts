// Adds a note; the server puts it at the end of the list, and so does the cache (the
// screen shows the newest first).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { NoteInput } from '../../../gql/graphql';
import { NotesPageDocument } from './documents';

const CreateNoteDocument = graphql(`
  mutation CreateNote($note: NoteInput!) {
    createNote(note: $note) {
      ...NoteFields
    }
  }
`);

export function useCreateNote() {
  const [mutate] = useMutation(CreateNoteDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: NotesPageDocument }, (page) =>
        // The live event may have put it there already (use-notes-live.ts).
        page
          ? {
              ...page,
              notes: [
                ...page.notes.filter((note) => note.id !== data.createNote.id),
                data.createNote,
              ],
            }
          : page,
      );
    },
  });
  return async (note: NoteInput) => (await mutate({ variables: { note } })).data!.createNote;
}
