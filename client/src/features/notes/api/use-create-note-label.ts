// The label writes, for the label editor and the note dialog's picker (TagManager and
// TagPicker). Each answers every label; the cache's list becomes that answer.
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { NoteLabelFieldsFragment } from '../../../gql/graphql';
import { NotesPageDocument } from './notes-page';

const CreateNoteLabelDocument = graphql(`
  mutation CreateNoteLabel($title: String!) {
    createNoteLabel(title: $title) {
      ...NoteLabelFields
    }
  }
`);

const UpdateNoteLabelDocument = graphql(`
  mutation UpdateNoteLabel($label: NoteLabelInput!) {
    updateNoteLabel(label: $label) {
      ...NoteLabelFields
    }
  }
`);

const DeleteNoteLabelDocument = graphql(`
  mutation DeleteNoteLabel($id: ID!) {
    deleteNoteLabel(id: $id) {
      ...NoteLabelFields
    }
  }
`);

function keepLabels(cache: ApolloCache, labels: readonly NoteLabelFieldsFragment[]) {
  cache.updateQuery({ query: NotesPageDocument }, (page) =>
    page ? { ...page, noteLabels: [...labels] } : page,
  );
}

/** Adds a label and answers it (the last of the list the server answers). */
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

/** Renames a label; every note showing it follows (the cache keeps one copy per label). */
export function useUpdateNoteLabel() {
  const [mutate] = useMutation(UpdateNoteLabelDocument, {
    update(cache, { data }) {
      if (data) keepLabels(cache, data.updateNoteLabel);
    },
  });
  return async (id: string, title: string) =>
    (await mutate({ variables: { label: { id, title } } })).data!.updateNoteLabel;
}

/** Deletes a label; the server takes it off every note, and so does the cache. */
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
