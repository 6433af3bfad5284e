// Saves the account's fields (name, e-mail, status, about; a removed avatar as null).
// Not optimistic: the form shows what it sends until the server answers, and the
// cached user (the user menu, the overview's greeting) follows the answer.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { UserInput } from '../../../gql/graphql';

const UpdateAccountDocument = graphql(`
  mutation UpdateAccount($user: UserInput!) {
    updateUser(user: $user) {
      id
      name
      email
      avatar
      status
      about
    }
  }
`);

export function useUpdateAccount() {
  const [mutate] = useMutation(UpdateAccountDocument);
  return async (user: UserInput) => {
    const { data } = await mutate({ variables: { user } });
    return data!.updateUser;
  };
}
