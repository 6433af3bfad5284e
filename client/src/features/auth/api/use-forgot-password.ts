// The "forgot password" request: the server mails a link to reset it.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export function useForgotPassword() {
  return useMutation(ForgotPasswordDocument);
}
