import { graphql } from '../../../gql';

export const SignInDocument = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      accessToken
      user {
        id
        name
        email
        avatar
      }
    }
  }
`);

export const SignInWithTokenDocument = graphql(`
  mutation SignInWithToken($accessToken: String!) {
    signInWithToken(accessToken: $accessToken) {
      accessToken
      user {
        id
        name
        email
        avatar
      }
    }
  }
`);
