// The notes screen's query: every note (archived ones too) and every label, in one
// request. Filters, the search and the open note are read from the address and
// applied here in the client: the API answers the whole list.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
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

/** The notes route's loader: starts the notes and labels into the cache, not waiting. */
export const notesLoader = (client: ApolloClient) =>
  queryLoader(client, NotesPageDocument, { errorPolicy: 'all' }, { wait: false });
