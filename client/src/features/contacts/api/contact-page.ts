// One contact's query (its view and its edit form read it), with the app's tags, and
// the countries its phone numbers use (components/contact-info: asked once, then read
// from the cache).
import type { ApolloClient } from '@apollo/client';
import { queryLoader, useRouteQuery } from '../../../apollo/query-loader';
import { warmCountries } from '../../../components/contact-info/countries';
import { graphql } from '../../../gql';
import type {
  ContactPageQuery,
  ContactPageQueryVariables,
  NewContactPageQuery,
  NewContactPageQueryVariables,
} from '../../../gql/graphql';
import { CONTACT_ROUTE, NEW_CONTACT_ROUTE } from '../route-ids';

export const ContactPageDocument = graphql(`
  query ContactPage($id: ID!) {
    contact(id: $id) {
      ...ContactDetails
    }
    contactTags {
      ...ContactTagFields
    }
  }

  fragment ContactDetails on Contact {
    id
    name
    avatar
    background
    title
    company
    birthday
    address
    notes
    tags
    emails {
      email
      label
    }
    phoneNumbers {
      country
      phoneNumber
      label
    }
  }

  fragment ContactTagFields on ContactTag {
    __typename
    id
    title
  }
`);

/** What the form for a new contact needs: the tags to pick from. */
export const NewContactPageDocument = graphql(`
  query NewContactPage {
    contactTags {
      ...ContactTagFields
    }
  }
`);

export function contactLoader(client: ApolloClient) {
  const load = queryLoader(
    client,
    ContactPageDocument,
    ({ params }) => ({ variables: { id: params.id! } }),
    { wait: false },
  );
  return (args: Parameters<typeof load>[0]) => {
    warmCountries(client);
    return load(args);
  };
}

export function newContactLoader(client: ApolloClient) {
  const load = queryLoader(client, NewContactPageDocument, undefined, { wait: false });
  return (args: Parameters<typeof load>[0]) => {
    warmCountries(client);
    return load(args);
  };
}

export function useContactPage() {
  return useRouteQuery<ContactPageQuery, ContactPageQueryVariables>(CONTACT_ROUTE);
}

export function useNewContactPage() {
  return useRouteQuery<NewContactPageQuery, NewContactPageQueryVariables>(NEW_CONTACT_ROUTE);
}
