// The shortcuts panel's query (also one of the shell's start-up loads, app/start-up-loads.ts).
import { graphql } from '../../../gql';

export const ShortcutsPanelDocument = graphql(`
  query ShortcutsPanel {
    shortcuts {
      ...ShortcutFields
    }
  }

  fragment ShortcutFields on Shortcut {
    id
    label
    description
    icon
    link
    useRouter
  }
`);
