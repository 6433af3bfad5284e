// Setting a new password from the reset link.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($password: String!) {
    resetPassword(password: $password)
  }
`);

export function useResetPassword() {
  return useMutation(ResetPasswordDocument);
}
