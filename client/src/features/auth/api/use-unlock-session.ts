// Unlocking a locked session with the password; it is sent on the credentials route (apollo/client.ts).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UnlockSessionDocument = graphql(`
  mutation UnlockSession($email: String!, $password: String!) {
    unlockSession(email: $email, password: $password) {
      ...SessionPayload
    }
  }
`);

export function useUnlockSession() {
  return useMutation(UnlockSessionDocument, {
    context: { route: 'credentials' },
  });
}
