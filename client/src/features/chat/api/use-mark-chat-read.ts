// Opening a conversation reads it: its unread count goes to 0 at once and on the server.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const MarkChatReadDocument = graphql(`
  mutation MarkChatRead($id: ID!) {
    updateChat(id: $id, chat: { unreadCount: 0 }) {
      __typename
      id
      unreadCount
    }
  }
`);

export function useMarkChatRead(): (id: string) => void {
  const [mark] = useMutation(MarkChatReadDocument);
  return (id) =>
    void mark({
      variables: { id },
      optimisticResponse: { updateChat: { __typename: 'Chat', id, unreadCount: 0 } },
    }).catch(() => {});
}
