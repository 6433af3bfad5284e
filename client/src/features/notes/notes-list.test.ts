import { describe, expect, it } from 'vitest';
import type { Note } from './api/note-input';
import { filterCounts, matches, shownNotes, uniqueById } from './notes-list';

const work = { __typename: 'NoteLabel', id: 'work', title: 'Work' } as const;

function note(id: string, fields: Partial<Note> = {}): Note {
  return {
    __typename: 'Note',
    id,
    title: '',
    content: '',
    tasks: null,
    image: null,
    reminder: null,
    labels: [],
    archived: false,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: null,
    ...fields,
  };
}

describe('notes list', () => {
  it('keeps the first of two notes sharing an id (the SPEC data quirk)', () => {
    const list = [note('a', { title: 'first' }), note('b'), note('a', { title: 'second' })];
    expect(uniqueById(list).map((item) => item.title)).toEqual(['first', '']);
    expect(shownNotes(list, { kind: 'notes' }, '')).toHaveLength(2);
  });

  it('finds text in titles, bodies, checklist items and labels, without minding accents', () => {
    const meeting = note('a', {
      title: 'Reunión con proveedores',
      tasks: [{ __typename: 'NoteTask', id: 't', content: 'Llevar análisis', completed: false }],
      labels: [work],
    });
    for (const search of ['reunion', 'ANALISIS', 'work'])
      expect(matches(meeting, search)).toBe(true);
    expect(matches(meeting, 'asado')).toBe(false);
  });

  it('filters by archive, reminders and label, newest first, and counts each filter', () => {
    const list = [
      note('old', { createdAt: '2025-01-01T00:00:00.000Z', labels: [work] }),
      note('new', { createdAt: '2026-02-01T00:00:00.000Z', reminder: '2026-03-01T12:00:00.000Z' }),
      note('gone', { archived: true, labels: [work] }),
    ];
    expect(shownNotes(list, { kind: 'notes' }, '').map((item) => item.id)).toEqual(['new', 'old']);
    expect(shownNotes(list, { kind: 'archive' }, '').map((item) => item.id)).toEqual(['gone']);
    expect(shownNotes(list, { kind: 'reminders' }, '').map((item) => item.id)).toEqual(['new']);
    expect(shownNotes(list, { kind: 'label', id: 'work' }, '').map((item) => item.id)).toEqual([
      'old',
    ]);
    const counts = filterCounts(list);
    expect(counts).toMatchObject({ active: 2, reminders: 1, archived: 1 });
    expect(counts.byLabel.get('work')).toBe(1);
  });
});
