import type { RestRoute } from '../../rest/route';

const LABEL = 'id title';
const NOTE = `id title content tasks { id content completed } image reminder labels { ${LABEL} } archived createdAt updatedAt`;

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'apps/notes/labels',
    document: `query NoteLabels { noteLabels { ${LABEL} } }`,
  },
  {
    method: 'POST',
    path: 'apps/notes/labels',
    document: `mutation CreateNoteLabel($title: String!) { createNoteLabel(title: $title) { ${LABEL} } }`,
    variables: { title: 'body.title' },
  },
  {
    method: 'PATCH',
    path: 'apps/notes/labels',
    document: `mutation UpdateNoteLabel($label: NoteLabelInput!) { updateNoteLabel(label: $label) { ${LABEL} } }`,
    variables: { label: 'body.label' },
  },
  {
    method: 'DELETE',
    path: 'apps/notes/labels',
    document: `mutation DeleteNoteLabel($id: ID!) { deleteNoteLabel(id: $id) { ${LABEL} } }`,
    variables: { id: 'query.id' },
  },
  {
    // `note` is the note as the client holds it, or its id.
    method: 'POST',
    path: 'apps/notes/tasks',
    document: `mutation AddNoteTask($note: Ref!, $task: String!) { addNoteTask(note: $note, task: $task) { ${NOTE} } }`,
    variables: { note: 'body.note', task: 'body.task' },
  },
  {
    // Multipart: a text field `id` and a file field `image`; answers the note.
    method: 'POST',
    path: 'apps/notes/image',
    document: `mutation UploadNoteImage($id: ID!, $image: FileUpload!) { uploadNoteImage(id: $id, image: $image) { ${NOTE} } }`,
    variables: { id: 'body.id', image: 'file.image' },
  },
  {
    method: 'GET',
    path: 'apps/notes/all',
    document: `query Notes { notes { ${NOTE} } }`,
  },
  {
    method: 'POST',
    path: 'apps/notes',
    document: `mutation CreateNote($note: NoteInput!) { createNote(note: $note) { ${NOTE} } }`,
    variables: { note: 'body.note' },
  },
  {
    method: 'PATCH',
    path: 'apps/notes',
    document: `mutation UpdateNote($id: ID!, $note: NoteInput!) { updateNote(id: $id, note: $note) { ${NOTE} } }`,
    variables: { id: 'body.updatedNote.id', note: 'body.updatedNote' },
  },
  {
    method: 'DELETE',
    path: 'apps/notes',
    document: `mutation DeleteNote($id: ID!) { deleteNote(id: $id) { id } }`,
    variables: { id: 'query.id' },
    answer: () => true,
  },
];
