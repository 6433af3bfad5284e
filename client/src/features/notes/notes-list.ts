// Which notes a filter and a search show, newest first, and the counts beside each
// filter. The API answers every note; this is the client's reading of the address.
import { foldText } from '../../lib/fold';
import type { Note } from './api/note-input';
import type { NotesFilter } from './url-state';

/**
 * Each id once, the first kept. SPEC section 3 speaks of two sample notes sharing an
 * id; our fixtures give each its own, but a list that repeated one would otherwise draw
 * the same cached note twice under one React key.
 */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

export function inFilter(note: Note, filter: NotesFilter): boolean {
  switch (filter.kind) {
    case 'archive':
      return note.archived;
    case 'reminders':
      return !note.archived && note.reminder !== null;
    case 'label':
      return !note.archived && note.labels.some((label) => label.id === filter.id);
    default:
      return !note.archived;
  }
}

/** Title, text, checklist items and labels all count for a search. */
export function matches(note: Note, search: string): boolean {
  if (!search) return true;
  const wanted = foldText(search);
  const texts = [
    note.title,
    note.content,
    ...(note.tasks ?? []).map((task) => task.content),
    ...note.labels.map((label) => label.title),
  ];
  return texts.some((text) => foldText(text).includes(wanted));
}

export function shownNotes(notes: readonly Note[], filter: NotesFilter, search: string): Note[] {
  return uniqueById(notes)
    .filter((note) => inFilter(note, filter) && matches(note, search))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** How many notes each filter holds (without the search). */
export function filterCounts(notes: readonly Note[]) {
  const unique = uniqueById(notes);
  const byLabel = new Map<string, number>();
  let active = 0;
  let reminders = 0;
  let archived = 0;
  for (const note of unique) {
    if (note.archived) {
      archived += 1;
      continue;
    }
    active += 1;
    if (note.reminder) reminders += 1;
    for (const label of note.labels) byLabel.set(label.id, (byLabel.get(label.id) ?? 0) + 1);
  }
  return { active, reminders, archived, byLabel };
}

/** Whether a reminder's time has come and gone. */
export function reminderPassed(reminder: string | null): boolean {
  return reminder !== null && Date.parse(reminder) < Date.now();
}
