// The notifications panel's query (also one of the shell's start-up loads, app/shell-layout.tsx):
// the fields its items show, as the panel's fragment declares them.
import { graphql } from '../../../gql';

export const NotificationsPanelDocument = graphql(`
  query NotificationsPanel {
    notifications {
      ...NotificationEntryFields
    }
  }
`);
