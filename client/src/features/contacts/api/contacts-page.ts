// The contacts list's query: every contact, or those whose name contains the search
// (`?search=` in the address), sorted by name as the server sorts them.
import type { ApolloClient } from '@apollo/client';
import { queryLoader, useRouteQuery } from '../../../apollo/query-loader';
import { graphql } from '../../../gql';
import type { ContactsPageQuery, ContactsPageQueryVariables } from '../../../gql/graphql';
import { CONTACTS_ROUTE } from '../route-ids';

export const ContactsPageDocument = graphql(`
  query ContactsPage($query: String) {
    contacts(query: $query) {
      ...ContactListItem
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

/** The search in the address, as the query's variable (null for none). */
export function searchOf(url: string | URL): string | null {
  return new URL(url).searchParams.get('search')?.trim() || null;
}

export function contactsLoader(client: ApolloClient) {
  return queryLoader(
    client,
    ContactsPageDocument,
    ({ request }) => ({ variables: { query: searchOf(request.url) } }),
    { wait: false },
  );
}

export function useContactsPage() {
  return useRouteQuery<ContactsPageQuery, ContactsPageQueryVariables>(CONTACTS_ROUTE);
}
