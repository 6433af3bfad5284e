// The countries of phone numbers, as the API lists them (by name) and by ISO code: asked
// once per visit (the contact routes' loaders start the request), then read from the cache.
import { useSuspenseQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ContactCountryFieldsFragment } from '../../../gql/graphql';
import { ContactCountriesDocument } from './contact-page';

export type Country = ContactCountryFieldsFragment;

/** The countries, in the API's order (by name), and by ISO code. */
export function useCountries() {
  const { data, error } = useSuspenseQuery(ContactCountriesDocument, {
    fetchPolicy: 'cache-first',
  });
  const list = useMemo(() => data?.contactCountries ?? [], [data]);
  const byIso = useMemo(() => new Map(list.map((country) => [country.iso, country])), [list]);
  return { list, byIso, error };
}
