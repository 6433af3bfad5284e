// On start: a stored token is exchanged for a fresh one; a refused one ends the session.
import type { ApolloClient } from '@apollo/client';
import { SignInWithTokenDocument } from './api/auth-documents';
import type { Session } from '../../lib/session';

export async function restoreSession(session: Session, client: ApolloClient): Promise<void> {
  const token = session.token();
  if (!token) return;
  const { data } = await client
    .mutate({ mutation: SignInWithTokenDocument, variables: { accessToken: token } })
    .catch(() => ({ data: undefined }));
  const payload = data?.signInWithToken;
  if (payload) session.signedIn(payload.user, payload.accessToken);
  else session.signOut();
}
