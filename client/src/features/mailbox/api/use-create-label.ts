// Adds a label; it joins the end of the side column's labels, as on the server.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MailboxNavDocument } from './documents';

const CreateMailLabelDocument = graphql(`
  mutation CreateMailLabel($label: MailLabelInput!) {
    createMailLabel(label: $label) {
      ...MailLabelFields
    }
  }
`);

export function useCreateLabel() {
  const [mutate] = useMutation(CreateMailLabelDocument, {
    update(cache, { data }) {
      if (!data) return;
      const label = data.createMailLabel;
      // The live event for this label (use-mailbox-live.ts) may have added it first.
      cache.updateQuery({ query: MailboxNavDocument }, (nav) =>
        nav && !nav.mailboxLabels.some((item) => item.id === label.id)
          ? { ...nav, mailboxLabels: [...nav.mailboxLabels, label] }
          : nav,
      );
    },
  });
  return async (title: string, color: string) =>
    (await mutate({ variables: { label: { title, color } } })).data?.createMailLabel;
}
