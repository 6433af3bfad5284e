import { graphql } from '../../gql';

/** What the shell shows around every page: the main menu and the signed-in user. */
export const ShellDocument = graphql(`
  query Shell {
    navigation {
      default {
        ...NavigationItemFields
        children {
          ...NavigationItemFields
          children {
            ...NavigationItemFields
          }
        }
      }
    }
    user {
      ...UserMenuFields
    }
  }
`);

/** One of the four loads the shell needs before it shows (app/router.tsx). */
export const InitialShortcutsDocument = graphql(`
  query InitialShortcuts {
    shortcuts {
      id
      label
    }
  }
`);
