// The notes screen's query: every note (archived ones too) and every label, in one
// request. Filters, the search and the open note are read from the address and
// applied here in the client: the API answers the whole list.
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

/** The notes screen's route id, for useRouteQuery. */
export const NOTES_ROUTE = 'notes';
