// The label writes each answer every label: the cached list becomes that answer.
import type { ApolloCache } from '@apollo/client';
import type { NoteLabelFieldsFragment } from '../../../gql/graphql';
import { NotesPageDocument } from './documents';

export function keepLabels(cache: ApolloCache, labels: readonly NoteLabelFieldsFragment[]) {
  cache.updateQuery({ query: NotesPageDocument }, (page) =>
    page ? { ...page, noteLabels: [...labels] } : page,
  );
}
