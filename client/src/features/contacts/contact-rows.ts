// The contacts list as the virtualised list draws it: one row per letter heading and per
// contact, each with its place (its distance from the list's top), and the letter groups
// the rows fall in, so a group can be drawn as a section of its own height whose heading
// stays at the top while its contacts scroll under it.
import type { ContactListItemFragment } from '../../gql/graphql';
import { letterOf } from './api/contact-lists';

/** The rows' heights, in pixels. */
export interface RowSizes {
  heading: number;
  contact: number;
}

export interface ContactRow {
  kind: 'contact';
  group: number;
  start: number;
  contact: ContactListItemFragment;
  /** Its place among the contacts (not the rows). */
  index: number;
  /** The group's last loaded contact, drawn without the line under it. */
  last: boolean;
}

export type ContactListRow = { kind: 'letter'; group: number; start: number } | ContactRow;

export interface LetterGroup {
  letter: string;
  /** The row of its heading. */
  row: number;
  start: number;
  end: number;
  /** Its contacts, or null while more of them may follow in pages not loaded yet. */
  count: number | null;
}

export interface ContactRows {
  rows: ContactListRow[];
  groups: LetterGroup[];
  /** The row of each contact, by contact id. */
  rowOf: Map<string, number>;
  height: number;
}

/**
 * The rows of `contacts` (sorted by name, as the server sorts them). `complete`: no page
 * follows, so the last group's count is known.
 */
export function contactRows(
  contacts: readonly ContactListItemFragment[],
  sizes: RowSizes,
  complete: boolean,
): ContactRows {
  const rows: ContactListRow[] = [];
  const groups: LetterGroup[] = [];
  const rowOf = new Map<string, number>();
  let start = 0;
  const close = () => {
    const group = groups.at(-1);
    if (!group) return;
    group.end = start;
    group.count = rows.length - group.row - 1;
    const lastRow = rows.at(-1);
    if (lastRow?.kind === 'contact') lastRow.last = true;
  };
  contacts.forEach((contact, index) => {
    const letter = letterOf(contact.name);
    if (groups.at(-1)?.letter !== letter) {
      close();
      groups.push({ letter, row: rows.length, start, end: start, count: null });
      rows.push({ kind: 'letter', group: groups.length - 1, start });
      start += sizes.heading;
    }
    rowOf.set(contact.id, rows.length);
    rows.push({ kind: 'contact', group: groups.length - 1, start, contact, index, last: false });
    start += sizes.contact;
  });
  close();
  // The last group may go on in the next page: what it holds so far is no count.
  const open = groups.at(-1);
  if (open && !complete) open.count = null;
  return { rows, groups, rowOf, height: start };
}
