// Removes a contact, from the server and then from the cache and its lists.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { removeFromCache } from './contact-lists';

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
      if (data) removeFromCache(cache, data.deleteContact.id);
    },
  });
  return async (id: string) => {
    await mutate({ variables: { id } });
  };
}
