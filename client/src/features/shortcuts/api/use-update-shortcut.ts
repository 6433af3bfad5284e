// Saves a shortcut's fields; the cache updates the shortcut by its id.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ShortcutPatch } from '../../../gql/graphql';

const UpdateShortcutDocument = graphql(`
  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {
    updateShortcut(id: $id, shortcut: $shortcut) {
      ...ShortcutFields
    }
  }
`);

export function useUpdateShortcut() {
  const [mutate] = useMutation(UpdateShortcutDocument);
  return async (id: string, shortcut: ShortcutPatch) =>
    (await mutate({ variables: { id, shortcut } })).data;
}
