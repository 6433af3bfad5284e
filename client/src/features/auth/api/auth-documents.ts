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

export const UnlockSessionDocument = graphql(`
  mutation UnlockSession($email: String!, $password: String!) {
    unlockSession(email: $email, password: $password) {
      ...SessionPayload
    }
  }
`);

export const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`);

export const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($password: String!) {
    resetPassword(password: $password)
  }
`);
