// Removes a contact, from the server and then from the cached lists and their counts. The
// live event for the delete takes the record out of the cache (use-contacts-live.ts).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { removeFromLists } from './contact-lists';

const DeleteContactDocument = graphql(`
  mutation DeleteContact($id: ID!) {
    deleteContact(id: $id) {
      id
    }
  }
`);

export function useDeleteContact() {
  const [mutate] = useMutation(DeleteContactDocument, {
    update(cache, { data }) {
      if (data) removeFromLists(cache, data.deleteContact.id);
    },
  });
  return async (id: string) => {
    await mutate({ variables: { id } });
  };
}
