// Adds a shortcut; the server puts it at the top of the list, and so does the cache.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ShortcutInput } from '../../../gql/graphql';
import { ShortcutsPanelDocument } from './documents';

const CreateShortcutDocument = graphql(`
  mutation CreateShortcut($shortcut: ShortcutInput!) {
    createShortcut(shortcut: $shortcut) {
      ...ShortcutFields
    }
  }
`);

export function useCreateShortcut() {
  const [mutate] = useMutation(CreateShortcutDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: ShortcutsPanelDocument }, (list) =>
        list ? { shortcuts: [data.createShortcut, ...list.shortcuts] } : list,
      );
    },
  });
  return async (shortcut: ShortcutInput) => (await mutate({ variables: { shortcut } })).data;
}
