import type { Resolvers } from '../../generated/graphql';
import { recordEvents } from '../../live/events';

export const resolvers: Resolvers = {
  Query: {
    notes: (_, __, { stores }) => stores.notes.list(),
    note: (_, { id }, { stores }) => stores.notes.get(id),
    noteLabels: (_, __, { stores }) => stores.notes.allLabels(),
  },
  Mutation: {
    createNote: (_, { note }, { stores }) => stores.notes.create(note),
    updateNote: (_, { id, note }, { stores }) => stores.notes.replace(id, note),
    deleteNote: (_, { id }, { stores }) => stores.notes.remove(id),
    addNoteTask: (_, { note, task }, { stores }) => stores.notes.addTask(note, task),
    createNoteLabel: (_, { title }, { stores }) => stores.notes.createLabel(title),
    updateNoteLabel: (_, { label }, { stores }) => stores.notes.updateLabel(label.id, label.title),
    deleteNoteLabel: (_, { id }, { stores }) => stores.notes.removeLabel(id),
    uploadNoteImage: (_, { id, image }, { stores }) => stores.notes.setImage(id, image),
  },
  Note: {
    labels: (note, _, { stores }) => stores.notes.labelsOf(note),
  },
  Subscription: {
    notesChanged: recordEvents('notes', {
      notes: { field: 'note', type: 'Note' },
      labels: { field: 'label', type: 'NoteLabel' },
    }),
  },
};
