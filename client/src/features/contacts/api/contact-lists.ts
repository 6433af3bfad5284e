// Keeps the cached contact lists (one per search: the pages of `contactsPage` loaded so
// far, merged by type-policies.ts) as the server would answer them after a write: sorted
// by name as a Spanish (Chile) reader expects, holding only the names that contain the
// search, ignoring case and accents (schema/contacts.graphql), with the count of all.
//
// A list holds the first contacts of its search, up to its `end`: the name and id the
// last contact its pages brought had then. The next page starts after them, wherever
// contacts moved meanwhile, so a contact that now sorts past the end is left to a later
// page, and only what sorts up to it changes here. The window that writes hears of its
// write twice, from the mutation's answer and from the live event, in either order:
// placing a contact twice is placing it once, and its count changes once (countChange).
import type { ApolloCache, Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';
import { foldText } from '../../../lib/fold';

const collator = new Intl.Collator('es-CL');

/** A cached list: the pages loaded so far, as one. */
interface CachedList {
  contacts: readonly Reference[];
  total: number;
  hasMore: boolean;
  /** Where the loaded part ends (type-policies.ts); null when no page brought a contact. */
  end?: SortKey | null;
}

/** What places a contact in the order: its name, then its id (as the server sorts). */
interface SortKey {
  id: string;
  name: string;
}

/** How a write reached this window. */
export interface Write {
  /** From the live connection, which tells every window of every write once. */
  heard?: boolean;
  /** The contact is new. */
  created?: boolean;
}

const compare = (a: SortKey, b: SortKey) =>
  collator.compare(a.name, b.name) || a.id.localeCompare(b.id);

/** A cached contact's sort key, read through a cache modifier. */
const keyOf = (readField: ModifierDetails['readField'], item: Reference): SortKey => ({
  id: readField<string>('id', item) ?? '',
  name: readField<string>('name', item) ?? '',
});

/** The letter a name is listed under: its first letter without accents (Ñ stays), or #. */
export function letterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('es-CL');
  if (first === 'Ñ') return first;
  const plain = first.normalize('NFD').replace(/\p{M}/gu, '');
  return /\p{L}/u.test(plain) ? plain : '#';
}

/** The search a cached list was asked with, folded: `contactsPage:{"query":"Ana"}` is "ana". */
function searchOf(storeFieldName: string): string {
  try {
    const { query } = JSON.parse(storeFieldName.slice(storeFieldName.indexOf(':') + 1)) as {
      query?: string | null;
    };
    return foldText(query ?? '').trim();
  } catch {
    return '';
  }
}

const matches = (name: string, search: string) => foldText(name).includes(search);

/**
 * How a list's count changes as `contact` is placed in it (or not). What it was before
 * is known when the list held it, for a new contact, when the list is whole (it would
 * hold it), or without a search (every contact counts); otherwise it lay in pages not
 * loaded and may or may not have matched, and the count stays as the server said.
 * A new contact past the loaded part is counted by the live event alone: the answer and
 * the event both come in the window that created it, only the event in the others.
 */
function countChange(
  list: CachedList,
  search: string,
  { held, placed, matchesNow }: { held: boolean; placed: boolean; matchesNow: boolean },
  { heard = false, created = false }: Write,
): number {
  let before: boolean | null;
  if (held) before = true;
  else if (created) before = heard || placed ? false : null;
  else if (!list.hasMore) before = false;
  else if (!search) before = true;
  else before = null;
  return before === null ? 0 : Number(matchesNow) - Number(before);
}

/**
 * Puts a contact where it belongs in every cached list (created, renamed or changed), or
 * takes it out of those whose search it no longer matches or whose loaded part it left.
 */
export function placeInLists(cache: ApolloCache, contact: SortKey, write: Write = {}): void {
  cache.modify<{ contactsPage: CachedList }>({
    fields: {
      contactsPage(list, { storeFieldName, readField, toReference, isReference }) {
        const ref = toReference({ __typename: 'Contact', id: contact.id });
        // A list has no id of its own: it is kept in place, never as a reference.
        if (!ref || isReference(list)) return list;
        const at = list.contacts.findIndex((item) => readField('id', item) === contact.id);
        const others = at < 0 ? list.contacts : list.contacts.toSpliced(at, 1);
        const search = searchOf(storeFieldName);
        const matchesNow = matches(contact.name, search);
        const inside = !list.hasMore || (!!list.end && compare(contact, list.end) <= 0);
        const placed = matchesNow && inside;
        let contacts = others;
        if (placed) {
          let low = 0;
          let high = others.length;
          while (low < high) {
            const middle = (low + high) >>> 1;
            if (compare(keyOf(readField, others[middle]!), contact) < 0) low = middle + 1;
            else high = middle;
          }
          contacts = others.toSpliced(low, 0, ref);
        }
        const change = countChange(list, search, { held: at >= 0, placed, matchesNow }, write);
        return { ...list, contacts, total: list.total + change };
      },
    },
  });
}

/**
 * Takes a deleted contact out of every list, and out of the count of those whose search
 * it matched. Its record stays for the live event, whose removal from the cache
 * (apollo/live-cache.ts) comes after this has read its name: one past the loaded part
 * leaves the counts of the searches it matched.
 */
export function removeFromLists(
  cache: ApolloCache,
  id: string,
  { heard = false }: Write = {},
): void {
  cache.modify<{ contactsPage: CachedList }>({
    fields: {
      contactsPage(list, { storeFieldName, readField, toReference, isReference }) {
        if (isReference(list)) return list;
        const at = list.contacts.findIndex((item) => readField('id', item) === id);
        if (at >= 0) {
          return { ...list, contacts: list.contacts.toSpliced(at, 1), total: list.total - 1 };
        }
        // Not held: the event counts it out if it lay in pages not loaded yet.
        if (!heard || !list.hasMore) return list;
        const search = searchOf(storeFieldName);
        const name = readField<string>('name', toReference({ __typename: 'Contact', id }));
        const past =
          name === undefined
            ? // Never loaded here: every contact counts without a search.
              !search
            : matches(name, search) && !!list.end && compare({ id, name }, list.end) > 0;
        return past ? { ...list, total: list.total - 1 } : list;
      },
    },
  });
}
