// The shell's start-up loads and what a guest page fetches ahead of a sign-in: the
// shell's data once a session begins, as one request, and the shell's and the landing
// page's code while the sign-in page is open.
import type { ApolloCache, ApolloClient } from '@apollo/client';
import { preloadIconSets } from '../components/ui/named-icon';
import { currentHost } from '../config/env';
import { shellVariablesAt } from '../features/shell/api/documents';
import type { ShellQueryVariables, SignInToShellMutation } from '../gql/graphql';
import type { Activity } from '../lib/activity';
import { landingArea } from '../lib/host-rules';
import type { Session } from '../lib/session';
import { loadShell, loadedShell } from './shell-host';
import type * as ShellLayoutModule from './shell-layout';
import { keepStartUp } from './start-up';

/** What fails here is asked again where it is needed: the shell's loader, the sign-in's answer. */
const ignore = () => {};

/**
 * The menu's shape for the page a sign-in goes on to (its redirectURL, else the
 * landing): the one a guest page asks for, and the sign-in's answer brings along.
 */
export function nextShellVariables(): ShellQueryVariables {
  const next = new URLSearchParams(window.location.search).get('redirectURL') ?? '';
  return shellVariablesAt(new URL(next, window.location.origin).search);
}

export function startUpLoads(
  client: ApolloClient,
  session: Session,
  network: Activity,
  /** Starts loading the landing page's code (the area a sign-in goes on to). */
  preloadLanding: (area: NonNullable<ReturnType<typeof landingArea>>) => void,
) {
  // The shell's start-up loads (one HTTP request: apollo/client.ts), once a session
  // begins (a sign-in, or a stored session confirmed), not when the navigation that
  // follows reaches the shell: the toolbar panels' four lists, and the user and the main
  // menu, so the shell's first frame draws its menu. A sign-in has brought their answers
  // already (start-up.ts), so the cache answers them; a stored session sends them.
  // Their documents come with the shell's code, which a guest page fetches while idle
  // and a stored session at start (preloadShell).
  let initialData: Promise<unknown> | undefined;
  const START_UP = { route: 'start-up' } as const;
  // What the cache holds already is not asked for: reading it is cheaper than a query
  // through Apollo's machinery, which would only find it there. (After a sign-in that
  // brought them, keepSignInLoads below settles this without reading.)
  const queryStartUp = ({ startUpQueries }: typeof ShellLayoutModule) =>
    Promise.all(
      startUpQueries(window.location.search)
        .filter(({ query, variables }) => client.readQuery({ query, variables }) === null)
        .map(({ query, variables, mayFail }) => {
          const answer = client.query({ query, variables, context: START_UP });
          return mayFail ? answer.catch(ignore) : answer;
        }),
    );
  // With the shell's code in, the requests leave at once, before the render that the
  // session's change starts.
  const startInitialData = () => {
    const code = loadedShell();
    return (initialData ??= (code ? queryStartUp(code) : loadShell().then(queryStartUp)).catch(
      (error: unknown) => {
        initialData = undefined;
        throw error;
      },
    ));
  };
  // The sign-in page's answer, kept before the session starts: nothing is left to ask.
  const keepSignInLoads = (
    cache: ApolloCache,
    data: SignInToShellMutation,
    variables: ShellQueryVariables,
  ) => {
    if (keepStartUp(cache, data, variables)) initialData = Promise.resolve();
  };
  session.subscribe(() => {
    if (session.current().status === 'signed-in') startInitialData().catch(ignore);
    else initialData = undefined;
  });
  const loadInitialData = async () => {
    if (session.current().status !== 'signed-in') return null;
    await startInitialData();
    return null;
  };

  // What signing in leads to (the shell, the landing page), fetched while a guest page
  // is open, so the sign-in does not wait for that code; and the menu, which needs no
  // session. Resolves with the shell's code once the menu has come (or failed: the
  // sign-in's answer brings it too), so the shell made ready hidden has it drawn.
  const prefetchSignedIn = async () => {
    // The menu's icons and the landing's activities name icons of these sets.
    preloadIconSets();
    const area = landingArea(currentHost());
    if (area) preloadLanding(area);
    const module = await loadShell();
    // Not once a sign-in is on its way (or done): its answer brings the menu.
    if (session.current().status === 'signed-out' && !network.busy()) {
      await client
        .query({
          query: module.MenuDocument,
          variables: nextShellVariables(),
          fetchPolicy: 'cache-first',
          context: { route: 'guest' },
        })
        .catch(ignore);
    }
    return module;
  };

  return { keepSignInLoads, loadInitialData, prefetchSignedIn };
}
