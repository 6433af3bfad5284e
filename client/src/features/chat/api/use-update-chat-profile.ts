// Saves the user's chat status line; the profile in the cache follows the answer.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UpdateChatProfileDocument = graphql(`
  mutation UpdateChatProfile($about: String!) {
    updateChatProfile(profile: { about: $about }) {
      __typename
      ...ChatProfileFields
    }
  }
`);

export function useUpdateChatProfile(): (about: string) => Promise<unknown> {
  const [update] = useMutation(UpdateChatProfileDocument);
  return (about) => update({ variables: { about } });
}
