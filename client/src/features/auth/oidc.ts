// Sign-in at a hosted OpenID Connect provider (OIDC_ISSUER, /client-config.json):
// authorization code with PKCE through oidc-client-ts, and renewal with the refresh
// token before the access token expires. The session keeps the provider's access token
// (every request and the socket send it) and this server's profile of the person.
// Loaded only when a provider is configured: the local sign-in's first screen carries
// none of it.
import type { ApolloClient } from '@apollo/client';
import { ErrorResponse, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { isRefusedSession } from '../../apollo/error-codes';
import type { OidcSettings } from '../../config/env';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { Session } from '../../lib/session';

const SessionUserDocument = graphql(`
  query SessionUser {
    user {
      id
      name
      email
      avatar
    }
  }
`);

/** What the provider's sign-in carries there and back: where to go once signed in. */
interface SignInState {
  redirectURL: string | null;
}

let manager: UserManager | undefined;

function userManager(settings: OidcSettings): UserManager {
  return (manager ??= new UserManager({
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: new URL(paths.signInCallback, window.location.origin).href,
    scope: settings.scope,
    resource: settings.audience,
    // Renewed with the refresh token, a minute before expiry. Not in a hidden frame
    // (oidc-client-ts's other way): this app's pages may not be framed, even by itself.
    automaticSilentRenew: true,
    silent_redirect_uri: '',
    // Kept across reloads and tabs, as the local sign-in's token is.
    userStore: new WebStorageStateStore({ store: localStorage }),
  }));
}

/** Sends the browser to the provider's sign-in page; it comes back to paths.signInCallback. */
export async function signInAtProvider(
  settings: OidcSettings,
  redirectURL: string | null,
): Promise<void> {
  const state: SignInState = { redirectURL };
  await userManager(settings).signinRedirect({ state });
}

/** Back from the provider: opens the session; answers where the person was going. */
export async function finishSignIn(
  settings: OidcSettings,
  client: ApolloClient,
  session: Session,
): Promise<string | null> {
  const user = await userManager(settings).signinRedirectCallback();
  const opened = await open(user, client, session);
  if (!opened) throw new Error('This server refused the identity provider’s token.');
  return (user.state as SignInState | undefined)?.redirectURL ?? null;
}

/**
 * At start: the stored session, its token renewed first if it has expired. Only a
 * refusal (the provider's or this server's) ends it; a failure to ask is thrown.
 */
export async function restoreAtProvider(
  settings: OidcSettings,
  client: ApolloClient,
  session: Session,
): Promise<void> {
  const users = userManager(settings);
  let user = await users.getUser();
  // Without a refresh token an expired session is over: nothing can renew it here.
  if (user?.expired) {
    user = !user.refresh_token
      ? null
      : await users.signinSilent().catch((error: unknown) => {
          if (error instanceof ErrorResponse) return null;
          throw error;
        });
  }
  if (!user || !(await open(user, client, session))) {
    session.signOut();
  }
}

/** Reads this server's profile with the provider's token and opens the session; false if refused. */
async function open(user: User, client: ApolloClient, session: Session): Promise<boolean> {
  const { data, error } = await client.query({
    query: SessionUserDocument,
    fetchPolicy: 'no-cache',
    context: { route: 'credentials', headers: { authorization: `Bearer ${user.access_token}` } },
  });
  if (isRefusedSession(error)) return false;
  if (!data?.user) throw error ?? new Error('The profile could not be read');
  session.signedIn(data.user, user.access_token);
  follow(manager!, session);
  return true;
}

let following = false;

/**
 * From the first session on: each renewed token replaces the session's, and a session
 * that ends (a sign-out, a refused token) forgets the provider's tokens too.
 */
function follow(users: UserManager, session: Session): void {
  if (following) return;
  following = true;
  users.events.addUserLoaded((user) => {
    // A sign-in opens its session itself (open): this is for the renewals.
    session.renewed(user.access_token);
    // The server closes a socket when the token it opened with expires: open it again
    // with this one (the socket's module is in already when one is open).
    void import('../../apollo/live').then(({ live }) => live.restart());
  });
  session.subscribe(() => {
    if (session.current().status === 'signed-out') void users.removeUser();
  });
}
