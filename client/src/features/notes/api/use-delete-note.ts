// Removes a note, from the server and then from the cache.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const DeleteNoteDocument = graphql(`
  mutation DeleteNote($id: ID!) {
    deleteNote(id: $id) {
      id
    }
  }
`);

export function useDeleteNote() {
  const [mutate] = useMutation(DeleteNoteDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Note', id: data.deleteNote.id }) });
      cache.gc();
    },
  });
  return async (id: string) => (await mutate({ variables: { id } })).data!.deleteNote;
}
