// Making an account; it is confirmed by mail before the first sign-in.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`);

export function useSignUp() {
  return useMutation(SignUpDocument);
}
