// A note as the API takes it back (NoteInput): updateNote replaces the whole note, so
// every change sends every field, built from the note as the cache holds it.
import type { NoteFieldsFragment, NoteInput } from '../../../gql/graphql';

export type Note = NoteFieldsFragment;
export type NoteTask = NonNullable<Note['tasks']>[number];
export type NoteLabel = Note['labels'][number];

/** The note's fields as NoteInput; labels no longer known (just deleted) are left out. */
export function toNoteInput(note: Note, knownLabels?: ReadonlySet<string>): NoteInput {
  return {
    title: note.title,
    content: note.content,
    tasks: note.tasks?.map(({ id, content, completed }) => ({ id, content, completed })) ?? null,
    image: note.image ?? null,
    reminder: note.reminder ?? null,
    labels: note.labels.map((label) => label.id).filter((id) => knownLabels?.has(id) ?? true),
    archived: note.archived,
  };
}

/** A new checklist item, with an id of our own so the change can show before the answer. */
export function newTask(content: string): NoteTask {
  return { __typename: 'NoteTask', id: crypto.randomUUID(), content, completed: false } as NoteTask;
}
