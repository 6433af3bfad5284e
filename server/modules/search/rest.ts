import type { RestRoute } from '../../rest/route';

export const routes: RestRoute[] = [
  {
    method: 'POST',
    path: 'common/search',
    document: `query Search($query: String!) {
      search(query: $query) {
        id
        label
        results {
          id
          value
          link
          ... on ContactSearchResult { name avatar }
          ... on PageSearchResult { title subtitle }
          ... on TaskSearchResult { title completed }
        }
      }
    }`,
    variables: { query: 'body.query' },
  },
];
