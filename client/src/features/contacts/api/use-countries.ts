// The countries of phone numbers, as the API lists them, named in the reader's language
// (the browser's own names for regions, the API's English name otherwise) and sorted by
// that name; also by ISO code. Asked once per visit (the contact routes' loaders start
// the request), then read from the cache.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactCountryFieldsFragment } from '../../../gql/graphql';
import { ContactCountriesDocument } from './contact-page';

export type Country = ContactCountryFieldsFragment & { label: string };

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
  // the same request as the contact (the loaders ask for both), so it is there already.
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
