// Saves a contact's changed fields; the cache updates it by id, and a new name moves it
// in the lists (or out of a search it no longer matches, or past their loaded part).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContactInput } from '../../../gql/graphql';
import { placeInLists } from './contact-lists';

const UpdateContactDocument = graphql(`
  mutation UpdateContact($id: ID!, $contact: ContactInput!) {
    updateContact(id: $id, contact: $contact) {
      ...ContactDetails
    }
  }
`);

export function useUpdateContact() {
  const [mutate] = useMutation(UpdateContactDocument, {
    update(cache, { data }) {
      if (data) placeInLists(cache, data.updateContact);
    },
  });
  return async (id: string, contact: ContactInput) => {
    const { data } = await mutate({ variables: { id, contact } });
    return data!.updateContact;
  };
}
