// Sends a mail (or a draft, by its id) into Sent; the folders' counts and the list on
// screen are asked again, since Sent and Drafts have changed.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MailComposeInput } from '../../../gql/graphql';
import { refreshFolders, refreshLists } from './refresh';

const SendMailDocument = graphql(`
  mutation SendMail($mail: MailComposeInput!, $draftId: ID) {
    sendMail(mail: $mail, draftId: $draftId) {
      ...MailFields
    }
  }
`);

export function useSendMail() {
  const client = useApolloClient();
  const [mutate] = useMutation(SendMailDocument);
  return async (mail: MailComposeInput, draftId?: string | null) => {
    const { data } = await mutate({ variables: { mail, draftId } });
    await Promise.all([refreshFolders(client), refreshLists(client)]);
    return data?.sendMail;
  };
}
