// The main menu alone, which needs no session (schema/navigation.graphql): a guest page
// asks for it while idle (app/start-up-loads.ts), so the shell made ready behind it draws its
// menu before the sign-in. The shell's own fields (documents.ts), in the same place
// in the cache. Its own module, so only the shell's code holds it.
import { graphql } from '../../../gql';

export const MenuDocument = graphql(`
  query Menu($default: Boolean!, $compact: Boolean!, $futuristic: Boolean!, $horizontal: Boolean!) {
    ...MenuFields
  }
`);
