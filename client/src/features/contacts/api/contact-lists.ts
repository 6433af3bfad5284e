// Keeps the cached contact lists (one per search) as the server would answer them after
// a write: sorted by name as a Spanish (Chile) reader expects, holding only the names
// that contain the search, ignoring case and accents (schema/contacts.graphql).
import type { ApolloCache, Reference } from '@apollo/client';
import { foldText } from '../../../lib/fold';

const collator = new Intl.Collator('es-CL');

/** The letter a name is listed under: its first letter without accents (Ñ stays), or #. */
export function letterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('es-CL');
  if (first === 'Ñ') return first;
  const plain = first.normalize('NFD').replace(/\p{M}/gu, '');
  return /\p{L}/u.test(plain) ? plain : '#';
}

/** The search a cached `contacts` field was asked with: `contacts({"query":"ana"})`. */
function searchOf(storeFieldName: string): string {
  const args = /^contacts\((.*)\)$/.exec(storeFieldName)?.[1];
  if (!args) return '';
  try {
    const { query } = JSON.parse(args) as { query?: string | null };
    return query ?? '';
  } catch {
    return '';
  }
}

/**
 * Puts a contact where it belongs in every cached list (after a create or a rename),
 * or takes it out of the lists whose search it no longer matches.
 */
export function placeInLists(cache: ApolloCache, contact: { id: string; name: string }): void {
  cache.modify<{ contacts: readonly Reference[] }>({
    fields: {
      contacts(existing, { storeFieldName, readField, toReference }) {
        const others = existing.filter((item) => readField('id', item) !== contact.id);
        const search = foldText(searchOf(storeFieldName)).trim();
        if (search && !foldText(contact.name).includes(search)) return others;
        const ref = toReference({ __typename: 'Contact', id: contact.id });
        if (!ref) return others;
        const at = others.findIndex((item) => {
          const name = readField<string>('name', item) ?? '';
          const id = readField<string>('id', item) ?? '';
          return (collator.compare(contact.name, name) || contact.id.localeCompare(id)) < 0;
        });
        return at === -1 ? [...others, ref] : [...others.slice(0, at), ref, ...others.slice(at)];
      },
    },
  });
}

/** Takes a deleted contact out of the cache and of every list. */
export function removeFromCache(cache: ApolloCache, id: string): void {
  cache.modify<{ contacts: readonly Reference[] }>({
    fields: {
      contacts: (existing, { readField }) =>
        existing.filter((item) => readField('id', item) !== id),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Contact', id }) });
  cache.gc();
}
