// The contacts app's documents: the list a page at a time (every contact, or those whose
// name contains the search, sorted by name as the server sorts them; `after` the end of
// the pages held, with how many there are in all), one contact with the app's tags, and
// what the form for a new contact needs.
import { graphql } from '../../../gql';

export const ContactsPageDocument = graphql(`
  query ContactsPage($query: String, $after: String) {
    contactsPage(query: $query, after: $after) {
      contacts {
        ...ContactListItem
      }
      total
      hasMore
      endCursor
    }
  }

  fragment ContactListItem on Contact {
    id
    name
    avatar
    title
    company
    emails {
      email
      label
    }
  }
`);

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
