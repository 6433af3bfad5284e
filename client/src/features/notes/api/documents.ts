// The notes app's documents: every note (archived ones too) and every label, in one
// request, with the fragments the writes answer. Filters, the search and the open note
// are read from the address and applied in the client: the API answers the whole list.
import { graphql } from '../../../gql';

export const NotesPageDocument = graphql(`
  query NotesPage {
    notes {
      ...NoteFields
    }
    noteLabels {
      ...NoteLabelFields
    }
  }

  fragment NoteLabelFields on NoteLabel {
    id
    title
  }

  fragment NoteFields on Note {
    id
    title
    content
    tasks {
      id
      content
      completed
    }
    image
    reminder
    labels {
      ...NoteLabelFields
    }
    archived
    createdAt
    updatedAt
  }
`);
