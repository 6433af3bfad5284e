// Saves the message layout; it applies at once (optimistic) and rolls back if refused.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MailboxMessageLayout } from '../../../gql/graphql';

const UpdateMailboxSettingsDocument = graphql(`
  mutation UpdateMailboxSettings($settings: MailboxSettingsInput!) {
    updateMailboxSettings(settings: $settings) {
      __typename
      messageLayout
    }
  }
`);

export function useUpdateSettings() {
  const [mutate] = useMutation(UpdateMailboxSettingsDocument);
  return async (messageLayout: MailboxMessageLayout) =>
    mutate({
      variables: { settings: { messageLayout } },
      optimisticResponse: {
        updateMailboxSettings: { __typename: 'MailboxSettings', messageLayout },
      },
    });
}
