// Marks one notification read or unread: shown at once, settled by the server's answer, rolled
// back if refused (SPEC section 8: a failed notification call has no other handling).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const SetNotificationReadDocument = graphql(`
  mutation SetNotificationRead($id: ID!, $read: Boolean!) {
    setNotificationRead(id: $id, read: $read) {
      __typename
      id
      read
    }
  }
`);

export function useSetNotificationRead(): (id: string, read: boolean) => void {
  const [setRead] = useMutation(SetNotificationReadDocument);
  return (id, read) =>
    void setRead({
      variables: { id, read },
      optimisticResponse: { setNotificationRead: { __typename: 'Notification', id, read } },
    }).catch(() => {});
}
