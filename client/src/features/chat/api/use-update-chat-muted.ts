// Mutes or unmutes a chat: the mark changes at once and goes back if the server refuses
// (the caller says so with a toast).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UpdateChatMutedDocument = graphql(`
  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {
    updateChat(id: $id, chat: { muted: $muted }) {
      __typename
      id
      muted
    }
  }
`);

export function useUpdateChatMuted(): (id: string, muted: boolean) => Promise<unknown> {
  const [update] = useMutation(UpdateChatMutedDocument);
  return (id, muted) =>
    update({
      variables: { id, muted },
      optimisticResponse: { updateChat: { __typename: 'Chat', id, muted } },
    });
}
