// Keeps a mail in Drafts: a new draft, or the one being edited (by its id). The folders'
// counts and the list on screen are asked again.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MailComposeInput } from '../../../gql/graphql';
import { refreshFolders, refreshLists } from './refresh';

const SaveMailDraftDocument = graphql(`
  mutation SaveMailDraft($id: ID, $mail: MailComposeInput!) {
    saveMailDraft(id: $id, mail: $mail) {
      ...MailFields
    }
  }
`);

export function useSaveDraft() {
  const client = useApolloClient();
  const [mutate] = useMutation(SaveMailDraftDocument);
  return async (mail: MailComposeInput, id?: string | null) => {
    const { data } = await mutate({ variables: { id, mail } });
    await Promise.all([refreshFolders(client), refreshLists(client)]);
    return data?.saveMailDraft;
  };
}
