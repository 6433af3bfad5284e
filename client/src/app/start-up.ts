// A sign-in that brings the shell's start-up loads in its own answer (AuthPayload.query),
// so the shell does not wait for a second round trip once the token is back: the
// toolbar panels' lists, and the user and the main menu in the shape the next page's
// layout draws (ShellFields, features/shell). Its fields are the start-up queries' own
// (startUpQueries, app/start-up-queries.ts; start-up.test.ts keeps the two the same);
// the answer lands where those queries read, and they are then answered from the cache.
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../gql';
import type { ShellQueryVariables, SignInToShellMutation } from '../gql/graphql';

export const SignInToShellDocument = graphql(`
  mutation SignInToShell(
    $email: String!
    $password: String!
    $default: Boolean!
    $compact: Boolean!
    $futuristic: Boolean!
    $horizontal: Boolean!
  ) {
    signIn(email: $email, password: $password) {
      ...SessionPayload
      query {
        ...StartUpLoads
      }
    }
  }
`);

/** The start-up loads as one query: the shape the sign-in's answer is kept in. */
export const StartUpDocument = graphql(`
  query StartUp(
    $default: Boolean!
    $compact: Boolean!
    $futuristic: Boolean!
    $horizontal: Boolean!
  ) {
    ...StartUpLoads
  }

  fragment StartUpLoads on Query {
    messages {
      ...MessageEntryFields
    }
    notifications {
      ...NotificationEntryFields
    }
    chats {
      ...QuickChatListItem
    }
    shortcuts {
      ...ShortcutFields
    }
    ...ShellFields
  }
`);

/**
 * Puts the start-up loads a sign-in brought where the shell's queries read them; false
 * if it brought none (a load failed: the shell then sends them itself). The mutation
 * itself is not cached: Apollo would write all of it under ROOT_MUTATION and read it
 * all back, work the shell waits for.
 */
export function keepStartUp(
  cache: ApolloCache,
  data: SignInToShellMutation,
  variables: ShellQueryVariables,
): boolean {
  const loads = data.signIn.query;
  if (loads) cache.writeQuery({ query: StartUpDocument, data: loads, variables });
  return !!loads;
}
