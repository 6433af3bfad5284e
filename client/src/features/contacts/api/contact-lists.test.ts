import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../../apollo/type-policies';
import { ContactListItemFragmentDoc, type ContactListItemFragment } from '../../../gql/graphql';
import { ContactsPageDocument } from './documents';
import { letterOf, placeInLists, removeFromLists } from './contact-lists';

/** A contact: a name (its id is `id-<name>`), or an id and a name (a renamed contact). */
type Person = string | [id: string, name: string];

const person = (entry: Person): ContactListItemFragment & { __typename: 'Contact' } => ({
  __typename: 'Contact',
  id: typeof entry === 'string' ? `id-${entry}` : entry[0],
  name: typeof entry === 'string' ? entry : entry[1],
  avatar: null,
  title: '',
  company: '',
  emails: [],
});

/** A cached list: the first pages of a search, `total` contacts in all. */
interface Loaded {
  names: Person[];
  total: number;
  /** Pages follow: the list holds the contacts up to its last name only. */
  hasMore?: boolean;
}

/** The page after `names`, as the server would answer it. */
function writePage(
  cache: InMemoryCache,
  query: string | null,
  { names, total, hasMore = false }: Loaded,
  after: string | null = null,
) {
  cache.writeQuery({
    query: ContactsPageDocument,
    variables: { query, after },
    data: {
      contactsPage: {
        __typename: 'ContactPage',
        contacts: names.map(person),
        total,
        hasMore,
        endCursor: `after ${person(names.at(-1)!).id}`,
      },
    },
  });
}

function cacheWith(lists: Record<string, Loaded>) {
  const cache = new InMemoryCache({ typePolicies });
  for (const [query, list] of Object.entries(lists)) writePage(cache, query || null, list);
  return cache;
}

const list = (cache: InMemoryCache, query: string | null) => {
  const page = cache.readQuery({ query: ContactsPageDocument, variables: { query } })?.contactsPage;
  return page && { names: page.contacts.map((contact) => contact.name), total: page.total };
};

const heard = { heard: true };

describe('the cached contact lists', () => {
  it('take a new contact in its place as Spanish sorts it, in the searches it matches', () => {
    const cache = cacheWith({
      '': { names: ['Álvaro Soto', 'Nicolás Vera', 'Óscar Díaz'], total: 3 },
      quispe: { names: ['Ñusta Quispe'], total: 1 },
      ñandú: { names: ['Ñandú Quispe'], total: 1 },
    });
    // Known to the cache already (a search found it); the other lists do not hold it yet.
    const contact = { id: 'id-Ñandú Quispe', name: 'Ñandú Quispe' };
    placeInLists(cache, contact, { created: true });
    expect(list(cache, null)).toEqual({
      names: ['Álvaro Soto', 'Nicolás Vera', 'Ñandú Quispe', 'Óscar Díaz'],
      total: 4,
    });
    expect(list(cache, 'quispe')).toEqual({ names: ['Ñandú Quispe', 'Ñusta Quispe'], total: 2 });
    // The live event of the same write changes nothing more.
    placeInLists(cache, contact, { ...heard, created: true });
    expect(list(cache, null)?.total).toBe(4);
    expect(list(cache, 'quispe')?.total).toBe(2);
  });

  it('leave a new contact past the loaded pages to its page, counting it once', () => {
    const loaded = { names: ['Ana Rojas', 'Beatriz Soto'], total: 40, hasMore: true };
    const made = { id: 'id-Zoe Vera', name: 'Zoe Vera' };
    const early = { id: 'id-Amalia Paz', name: 'Amalia Paz' };
    for (const order of [
      ['saved', 'heard'],
      ['heard', 'saved'],
    ]) {
      const cache = cacheWith({ '': loaded, vera: { ...loaded, names: ['Ana Vera'], total: 9 } });
      for (const contact of [made, early]) {
        cache.writeFragment({ fragment: ContactListItemFragmentDoc, data: person(contact.name) });
        for (const source of order) {
          placeInLists(cache, contact, { created: true, heard: source === 'heard' });
        }
      }
      // The answer and the event, in either order: in its place inside, counted once.
      expect(list(cache, null)).toEqual({
        names: ['Amalia Paz', 'Ana Rojas', 'Beatriz Soto'],
        total: 42,
      });
      expect(list(cache, 'vera')).toEqual({ names: ['Ana Vera'], total: 10 });
    }
  });

  it('move a renamed contact, out of a search it leaves and past the loaded part', () => {
    const cache = cacheWith({
      '': { names: ['Ana Rojas', 'Beatriz Soto', 'Carla Díaz'], total: 30, hasMore: true },
      ana: { names: ['Ana Rojas'], total: 1 },
    });
    const rename = (from: string, name: string) => {
      const id = `id-${from}`;
      cache.modify({
        id: cache.identify({ __typename: 'Contact', id }),
        fields: { name: () => name },
      });
      placeInLists(cache, { id, name });
      placeInLists(cache, { id, name }, heard);
    };
    rename('Ana Rojas', 'Berta Rojas');
    expect(list(cache, null)).toEqual({
      names: ['Beatriz Soto', 'Berta Rojas', 'Carla Díaz'],
      total: 30,
    });
    expect(list(cache, 'ana')).toEqual({ names: [], total: 0 });
    // Past the last one held: its page will bring it, and it still counts.
    rename('Beatriz Soto', 'Zulema Soto');
    expect(list(cache, null)).toEqual({ names: ['Berta Rojas', 'Carla Díaz'], total: 30 });
    // The last one loaded, its name unchanged (a new title): it stays. Renamed to sort past
    // where it was loaded: the next page starts there, so that page will bring it.
    rename('Carla Díaz', 'Carla Díaz');
    expect(list(cache, null)).toEqual({ names: ['Berta Rojas', 'Carla Díaz'], total: 30 });
    rename('Carla Díaz', 'Carla Díaz Soto');
    expect(list(cache, null)).toEqual({ names: ['Berta Rojas'], total: 30 });
  });

  it('lose a deleted contact and count it out once, loaded or not', () => {
    const cache = cacheWith({
      '': { names: ['Ana Rojas', 'Beatriz Soto'], total: 50, hasMore: true },
      so: { names: ['Beatriz Soto'], total: 1 },
    });
    // Deleted here: the answer takes it out, then the event (in the other order too).
    removeFromLists(cache, 'id-Beatriz Soto');
    removeFromLists(cache, 'id-Beatriz Soto', heard);
    removeFromLists(cache, 'id-Ana Rojas', heard);
    removeFromLists(cache, 'id-Ana Rojas');
    expect(list(cache, null)).toEqual({ names: [], total: 48 });
    expect(list(cache, 'so')).toEqual({ names: [], total: 0 });
    // Deleted elsewhere, never loaded here: out of the count of every contact.
    removeFromLists(cache, 'id-Zoe Vera', heard);
    expect(list(cache, null)?.total).toBe(47);
    expect(list(cache, 'so')?.total).toBe(0);
  });

  it('join the next page after the list, once, and drop a page after another end', () => {
    const cache = cacheWith({
      '': { names: ['Ana Rojas', 'Beatriz Soto'], total: 5, hasMore: true },
    });
    // The next page, which brings a contact the list holds (renamed while it loaded): it
    // stands where the page puts it, once.
    const next = { names: ['Ana Rojas', 'Carla Díaz', 'Diego Vera'], total: 5, hasMore: true };
    writePage(cache, null, next, 'after id-Beatriz Soto');
    expect(list(cache, null)?.names).toEqual([
      'Beatriz Soto',
      'Ana Rojas',
      'Carla Díaz',
      'Diego Vera',
    ]);
    // Asked after an end the list no longer has (it was loaded again meanwhile): dropped.
    writePage(cache, null, { names: ['Zoe Vera'], total: 5 }, 'after id-Beatriz Soto');
    expect(list(cache, null)?.names).toHaveLength(4);
    // It ends now where the new page did: a contact sorting before that joins.
    cache.writeFragment({ fragment: ContactListItemFragmentDoc, data: person('Daniela Paz') });
    placeInLists(cache, { id: 'id-Daniela Paz', name: 'Daniela Paz' }, { created: true });
    expect(list(cache, null)?.names.at(-2)).toBe('Daniela Paz');
    // A first page starts the list again.
    writePage(cache, null, { names: ['Ana Rojas'], total: 5, hasMore: true });
    expect(list(cache, null)?.names).toEqual(['Ana Rojas']);
  });
});

describe('letterOf', () => {
  it('list accented names with their plain letter, Ñ on its own, others under #', () => {
    expect(['Álvaro', 'ángela', 'Ñusta', 'Óscar', '3M', ' Ítalo'].map(letterOf)).toEqual([
      'A',
      'A',
      'Ñ',
      'O',
      '#',
      'I',
    ]);
  });
});
