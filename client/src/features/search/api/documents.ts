import { graphql } from '../../../gql';

/** The global search (SPEC section 7): hits grouped Contacts, Pages, Tasks. */
export const GlobalSearchDocument = graphql(`
  query GlobalSearch($query: String!) {
    search(query: $query) {
      id
      label
      results {
        id
        value
        link
        ... on ContactSearchResult {
          avatar
        }
        ... on TaskSearchResult {
          completed
        }
      }
    }
  }
`);
