// Saves a change to a note. updateNote replaces the whole note, so a change is a
// function of the note: it shows at once on the note as the screen has it (an
// optimistic layer of the cache), and is sent, after the note's earlier writes
// (note-writes.ts), applied to the note as the server last answered it. A refusal
// removes the layer: the screen goes back to the server's note; the caller says so.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { NoteFieldsFragmentDoc } from '../../../gql/graphql';
import { toNoteInput, type Note } from './note-input';
import { queueNoteWrite } from './note-writes';
import { NotesPageDocument } from './documents';

const UpdateNoteDocument = graphql(`
  mutation UpdateNote($id: ID!, $note: NoteInput!) {
    updateNote(id: $id, note: $note) {
      ...NoteFields
    }
  }
`);

export type NoteChange = (note: Note) => Note;

let layers = 0;

export function useUpdateNote() {
  const client = useApolloClient();
  const [mutate] = useMutation(UpdateNoteDocument);
  return useCallback(
    (id: string, change: NoteChange): Promise<Note> => {
      const { cache } = client;
      const ref = cache.identify({ __typename: 'Note', id });
      const fragment = { id: ref, fragment: NoteFieldsFragmentDoc, fragmentName: 'NoteFields' };
      const shown = cache.readFragment({ ...fragment, optimistic: true });
      if (!shown) return Promise.reject(new Error(`Note ${id} is not loaded.`));

      const layer = `update-note-${++layers}`;
      cache.recordOptimisticTransaction((proxy) => {
        proxy.writeFragment({
          ...fragment,
          data: { ...change(shown), updatedAt: new Date().toISOString() },
        });
      }, layer);

      return queueNoteWrite(id, async () => {
        const saved = cache.readFragment({ ...fragment, optimistic: false }) ?? shown;
        const labels = cache.readQuery({ query: NotesPageDocument })?.noteLabels;
        const known = labels && new Set(labels.map((label) => label.id));
        const { data } = await mutate({
          variables: { id, note: toNoteInput(change(saved), known) },
        });
        return data!.updateNote;
      }).finally(() => cache.removeOptimistic(layer));
    },
    [client, mutate],
  );
}
