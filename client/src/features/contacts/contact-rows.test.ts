import { describe, expect, it } from 'vitest';
import type { ContactListItemFragment } from '../../gql/graphql';
import { contactRows } from './contact-rows';

const person = (name: string): ContactListItemFragment => ({
  __typename: 'Contact',
  id: `id-${name}`,
  name,
  avatar: null,
  title: '',
  company: '',
  emails: [],
});

const SIZES = { heading: 30, contact: 60 };
const NAMES = ['Álvaro Soto', 'Ana Rojas', 'Beatriz Vera', 'Nora Paz', 'Ñusta Quispe'];

describe('contactRows', () => {
  it('puts each letter heading before its contacts, every row at its place', () => {
    const { rows, height, rowOf } = contactRows(NAMES.map(person), SIZES, true);
    expect(rows.map((row) => (row.kind === 'letter' ? row.group : row.contact.name))).toEqual([
      0,
      'Álvaro Soto',
      'Ana Rojas',
      1,
      'Beatriz Vera',
      2,
      'Nora Paz',
      3,
      'Ñusta Quispe',
    ]);
    expect(rows.map((row) => row.start)).toEqual([0, 30, 90, 150, 180, 240, 270, 330, 360]);
    expect(height).toBe(420);
    expect(rowOf.get('id-Beatriz Vera')).toBe(4);
    expect(rows.flatMap((row) => (row.kind === 'contact' && row.last ? [row.index] : []))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('spans each group from its heading to the next, counting its contacts', () => {
    const { groups } = contactRows(NAMES.map(person), SIZES, true);
    expect(groups).toEqual([
      { letter: 'A', row: 0, start: 0, end: 150, count: 2 },
      { letter: 'B', row: 3, start: 150, end: 240, count: 1 },
      { letter: 'N', row: 5, start: 240, end: 330, count: 1 },
      { letter: 'Ñ', row: 7, start: 330, end: 420, count: 1 },
    ]);
  });

  it('leaves the last group uncounted while pages follow', () => {
    const { groups } = contactRows(NAMES.slice(0, 3).map(person), SIZES, false);
    expect(groups.map((group) => group.count)).toEqual([2, null]);
    expect(contactRows([], SIZES, false)).toEqual({
      rows: [],
      groups: [],
      rowOf: new Map(),
      height: 0,
    });
  });
});
