// The session's documents, loaded with every page (restore.ts); each auth page keeps its
// own document, so the first screen's JavaScript carries none of the others.
import { graphql } from '../../../gql';

/** What every sign-in answer gives the session: the user and a fresh token. */
export const SessionPayloadFragment = graphql(`
  fragment SessionPayload on AuthPayload {
    accessToken
    user {
      id
      name
      email
      avatar
    }
  }
`);

export const SignInWithTokenDocument = graphql(`
  mutation SignInWithToken($accessToken: String!) {
    signInWithToken(accessToken: $accessToken) {
      ...SessionPayload
    }
  }
`);
