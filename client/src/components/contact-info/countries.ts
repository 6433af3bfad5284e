// The countries of phone numbers, as the API lists them (the contacts and the chat app
// show a number with its country's dial code), named in the reader's language (the
// browser's own names for regions, the API's English name otherwise) and sorted by that
// name; also by ISO code. Asked once per visit (the loaders of the screens that show
// numbers start the request), then read from the cache.
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ContactCountryFieldsFragment } from '../../gql/graphql';

export const ContactCountriesDocument = graphql(`
  query ContactCountries {
    contactCountries {
      ...ContactCountryFields
    }
  }

  fragment ContactCountryFields on ContactCountry {
    id
    iso
    name
    code
  }
`);

export type Country = ContactCountryFieldsFragment & { label: string };

/** The countries change never: one request per visit, started beside the page's own. */
export function warmCountries(client: ApolloClient) {
  client.query({ query: ContactCountriesDocument, fetchPolicy: 'cache-first' }).catch(() => {
    // The page that reads them asks again and shows the failure.
  });
}

function regionNames(language: string) {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

export function useCountries() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Not useSuspenseQuery: its code would join the app's first chunk. The list comes in
  // the same request as the page's data (the loaders ask for both), so it is there already.
  const { data, error } = useQuery(ContactCountriesDocument, { fetchPolicy: 'cache-first' });
  const list = useMemo(() => {
    const names = regionNames(language);
    const collator = new Intl.Collator(language);
    return (data?.contactCountries ?? [])
      .map((country): Country => {
        let label: string | undefined;
        try {
          label = names?.of(country.iso.toUpperCase());
        } catch {
          // Not a region the browser knows by this code.
        }
        return { ...country, label: label ?? country.name };
      })
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [data, language]);
  const byIso = useMemo(() => new Map(list.map((country) => [country.iso, country])), [list]);
  return { list, byIso, error };
}
