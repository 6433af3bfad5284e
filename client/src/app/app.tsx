// Start-up: runtime config, then translations, the stored session and the page's code
// together, then the router.
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import { useEffect, useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type RouteObject } from 'react-router';
import { createApolloClient } from '../apollo/client';
import { ColorModeProvider } from '../components/ui/color-mode';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/env';
import { restoreSession } from '../features/auth/restore';
import { StartFailedPage } from '../features/errors/pages/start-failed';
import { applyTheme, savedTheme } from '../features/shell/settings';
import { Activity } from '../lib/activity';
import { Session, SessionContext } from '../lib/session';
import { AppLoading } from './app-loading';
import { i18nReady } from './i18n';
import { prerenderedShown, removePrerendered } from './prerendered-page';
import { createRouter, createRoutes, preloadRoute, routerReady } from './router';
import { preloadShell } from './shell-host';
import { system } from './theme';

type Client = ReturnType<typeof createApolloClient>;
type Router = ReturnType<typeof createRouter>;
type Start =
  | { status: 'starting' }
  | { status: 'failed' }
  | { status: 'ready'; client: Client; router: Router };

// The built page's start-up script has set it before the first paint; the dev server's
// page has no such script.
applyTheme(savedTheme());

const session = new Session();
const network = new Activity();

let pageShown!: () => void;
/** Resolves once the first page has shown: the service worker waits for it (main.tsx). */
export const firstPageShown = new Promise<void>((resolve) => (pageShown = resolve));

/** Made once; a retry after a failed session check only checks again. */
let prepared: Promise<{ client: Client; routes: RouteObject[]; config: RuntimeConfig }> | undefined;
let router: Router | undefined;

async function prepare() {
  // index.html preloads the configuration, so this answers as soon as the code runs.
  const config = await loadRuntimeConfig();
  const client = createApolloClient({
    endpoints: config,
    token: () => session.token(),
    onUnauthenticated: () => session.signOut(),
    network,
  });
  const routes = createRoutes(client, session, network, config.oidc);
  // The page's code (and the shell's, for a stored session) downloads while the
  // translations arrive and the session is checked, not after.
  preloadRoute(routes, window.location.pathname);
  if (session.token()) preloadShell();
  return { client, routes, config };
}

async function start(): Promise<Start> {
  const { client, routes, config } = await (prepared ??= prepare());
  // Together; a failure is reported once both have settled, so the failure page has its words.
  const results = await Promise.allSettled([
    i18nReady,
    restoreSession(session, client, config.oidc),
  ]);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  router ??= createRouter(routes, client);
  await routerReady(router);
  return { status: 'ready', client, router };
}

export function App() {
  const [state, setState] = useState<Start>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    start().then(
      (ready) => current && setState(ready),
      (error: unknown) => {
        console.error('The application could not start:', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // The first page replaces the prerendered one in the same frame.
  useLayoutEffect(() => {
    if (state.status !== 'starting') removePrerendered();
  }, [state.status]);

  // Settled: a page (or the start-up failure) shows.
  useEffect(() => {
    if (state.status !== 'starting') pageShown();
  }, [state.status]);

  function retry() {
    setState({ status: 'starting' });
    setAttempt(attempt + 1);
  }

  // The provider hands i18next to the start-up screens before init has finished.
  return (
    <I18nextProvider i18n={i18next}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          {state.status === 'ready' ? (
            <SessionContext.Provider value={session}>
              <ApolloProvider client={state.client}>
                {/* Navigations render at once, not as time-sliced transitions (slower here). */}
                <RouterProvider router={state.router} useTransitions={false} />
              </ApolloProvider>
            </SessionContext.Provider>
          ) : state.status === 'failed' ? (
            <StartFailedPage onRetry={retry} />
          ) : prerenderedShown() ? null : (
            <AppLoading />
          )}
        </ColorModeProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
