import type { Resolvers } from '../../generated/graphql';

const TYPE_OF = {
  contact: 'ContactSearchResult',
  page: 'PageSearchResult',
  task: 'TaskSearchResult',
} as const;

export const resolvers: Resolvers = {
  Query: {
    search: (_, { query }, { stores }) => stores.search.search(query),
  },
  SearchResult: {
    __resolveType: (result) => TYPE_OF[result.kind],
  },
};
