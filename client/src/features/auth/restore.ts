// On start: a stored token is exchanged for a fresh one (or, with a hosted provider,
// renewed there if it has expired: oidc.ts). Only a refusal ends the session; when the
// check cannot be made (offline, server down) the token is kept and the error thrown,
// so the start-up screen can say so and offer a retry.
import type { ApolloClient } from '@apollo/client';
import { isRefusedSession } from '../../apollo/error-codes';
import type { OidcSettings } from '../../config/env';
import type { Session } from '../../lib/session';
import { SignInWithTokenDocument } from './api/documents';

export async function restoreSession(
  session: Session,
  client: ApolloClient,
  provider: OidcSettings | null,
): Promise<void> {
  const token = session.token();
  if (!token) return;
  if (provider) return (await import('./oidc')).restoreAtProvider(provider, client, session);
  try {
    const { data } = await client.mutate({
      mutation: SignInWithTokenDocument,
      variables: { accessToken: token },
      context: { route: 'credentials' },
    });
    if (!data) throw new Error('The session check answered no session');
    session.signedIn(data.signInWithToken.user, data.signInWithToken.accessToken);
  } catch (error) {
    if (!isRefusedSession(error)) throw error;
    session.signOut();
  }
}
