// Marks one message read or unread: shown at once, settled by the server's answer, rolled
// back if refused (SPEC section 8: a failed message call has no other handling).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const SetMessageReadDocument = graphql(`
  mutation SetMessageRead($id: ID!, $read: Boolean!) {
    setMessageRead(id: $id, read: $read) {
      __typename
      id
      read
    }
  }
`);

export function useSetMessageRead(): (id: string, read: boolean) => void {
  const [setRead] = useMutation(SetMessageReadDocument);
  return (id, read) =>
    void setRead({
      variables: { id, read },
      optimisticResponse: { setMessageRead: { __typename: 'Message', id, read } },
    }).catch(() => {});
}
