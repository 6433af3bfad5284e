// Keeps the notes screen current: notes and labels created, changed or deleted anywhere
// (another window, the API) arrive over the live connection (apollo/live.ts). The screen
// filters and sorts the whole list itself (notes-list.ts), so the generic handling is
// all it needs: a record is written under its id, a new one joins its list, a deleted
// one leaves the cache.
import { useRecordEvents } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';

const NotesChangedDocument = graphql(`
  subscription NotesChanged {
    notesChanged {
      change
      note {
        ...NoteFields
      }
      label {
        ...NoteLabelFields
      }
      deleted {
        id
        type
      }
    }
  }
`);

export function useNotesLive(): void {
  useRecordEvents(
    NotesChangedDocument,
    ({ notesChanged: event }) => ({ event, record: event.note ?? event.label }),
    // The server adds notes and labels at the end of their lists.
    (record) => ({ field: record.__typename === 'NoteLabel' ? 'noteLabels' : 'notes', at: 'end' }),
  );
}
