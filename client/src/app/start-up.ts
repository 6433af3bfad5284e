// A sign-in that brings the shell's start-up loads in its own answer (AuthPayload.query),
// so the shell does not wait for a second round trip once the token is back. Its fields
// are the start-up queries' own (START_UP_QUERIES, app/shell-layout.tsx; start-up.test.ts
// keeps the two the same); the answer lands where those queries read, and they are then
// answered from the cache.
import { graphql } from '../gql';

export const SignInToShellDocument = graphql(`
  mutation SignInToShell($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...SessionPayload
      query {
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
      }
    }
  }
`);
