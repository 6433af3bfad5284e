// The shortcuts panel's query (also one of the shell's start-up loads, app/router.tsx).
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
