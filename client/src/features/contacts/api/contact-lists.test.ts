import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../../apollo/type-policies';
import type { ContactListItemFragment } from '../../../gql/graphql';
import { ContactsPageDocument } from './documents';
import { letterOf, placeInLists, removeFromCache } from './contact-lists';

const person = (id: string, name: string): ContactListItemFragment & { __typename: 'Contact' } => ({
  __typename: 'Contact',
  id,
  name,
  avatar: null,
  title: '',
  company: '',
  emails: [],
});

function cacheWith(lists: Record<string, string[]>) {
  const cache = new InMemoryCache({ typePolicies });
  for (const [query, names] of Object.entries(lists)) {
    cache.writeQuery({
      query: ContactsPageDocument,
      variables: { query: query || null },
      data: { contacts: names.map((name) => person(`id-${name}`, name)) },
    });
  }
  return cache;
}

const names = (cache: InMemoryCache, query: string | null) =>
  cache
    .readQuery({ query: ContactsPageDocument, variables: { query } })
    ?.contacts.map((contact) => contact.name);

describe('the cached contact lists', () => {
  it('take a new contact in its place as Spanish sorts it, in the searches it matches', () => {
    const cache = cacheWith({
      '': ['Álvaro Soto', 'Nicolás Vera', 'Óscar Díaz'],
      quispe: ['Ñusta Quispe'],
      ñandú: ['Ñandú Quispe'],
    });
    // The contact is in the cache (a search found it); the other lists do not hold it yet.
    const contact = { id: 'id-Ñandú Quispe', name: 'Ñandú Quispe' };
    placeInLists(cache, contact);
    expect(names(cache, null)).toEqual([
      'Álvaro Soto',
      'Nicolás Vera',
      'Ñandú Quispe',
      'Óscar Díaz',
    ]);
    expect(names(cache, 'quispe')).toEqual(['Ñandú Quispe', 'Ñusta Quispe']);
  });

  it('move a renamed contact, and drop it from a search it no longer matches', () => {
    const cache = cacheWith({
      '': ['Ana Rojas', 'Beatriz Soto', 'Carla Díaz'],
      ana: ['Ana Rojas'],
    });
    cache.modify({
      id: cache.identify({ __typename: 'Contact', id: 'id-Ana Rojas' }),
      fields: { name: () => 'Daniela Rojas' },
    });
    placeInLists(cache, { id: 'id-Ana Rojas', name: 'Daniela Rojas' });
    expect(names(cache, null)).toEqual(['Beatriz Soto', 'Carla Díaz', 'Daniela Rojas']);
    expect(names(cache, 'ana')).toEqual([]);
  });

  it('lose a deleted contact', () => {
    const cache = cacheWith({ '': ['Ana Rojas', 'Beatriz Soto'], so: ['Beatriz Soto'] });
    removeFromCache(cache, 'id-Beatriz Soto');
    expect(names(cache, null)).toEqual(['Ana Rojas']);
    expect(names(cache, 'so')).toEqual([]);
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
