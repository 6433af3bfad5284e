// Adds a contact with the form's fields; it joins every cached list whose loaded part
// holds its place, and their counts.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContactInput } from '../../../gql/graphql';
import { placeInLists } from './contact-lists';

const CreateContactDocument = graphql(`
  mutation CreateContact($contact: ContactInput!) {
    createContact(contact: $contact) {
      ...ContactDetails
    }
  }
`);

export function useCreateContact() {
  const [mutate] = useMutation(CreateContactDocument, {
    update(cache, { data }) {
      if (data) placeInLists(cache, data.createContact, { created: true });
    },
  });
  return async (contact: ContactInput) => {
    const { data } = await mutate({ variables: { contact } });
    return data!.createContact;
  };
}
