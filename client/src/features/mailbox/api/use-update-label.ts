// Renames a label or changes its colour; the server derives the slug again from the
// title. A colour shows at once (optimistic); the cache updates the label by its id.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MailLabelFieldsFragment } from '../../../gql/graphql';

const UpdateMailLabelDocument = graphql(`
  mutation UpdateMailLabel($id: ID!, $label: MailLabelInput!) {
    updateMailLabel(id: $id, label: $label) {
      ...MailLabelFields
    }
  }
`);

export function useUpdateLabel() {
  const [mutate] = useMutation(UpdateMailLabelDocument);
  return async (label: MailLabelFieldsFragment, change: { title?: string; color?: string }) =>
    (
      await mutate({
        variables: { id: label.id, label: change },
        // A new title's slug is the server's to derive: only a colour is predicted.
        optimisticResponse:
          change.title === undefined
            ? { updateMailLabel: { ...label, ...change, __typename: 'MailLabel' } }
            : undefined,
      })
    ).data?.updateMailLabel;
}
