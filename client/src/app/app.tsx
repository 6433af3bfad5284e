// Start-up: runtime config, translations and the stored session, then the router.
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '../apollo/client';
import { ColorModeProvider } from '../components/ui/color-mode';
import { loadRuntimeConfig } from '../config/env';
import { restoreSession } from '../features/auth/restore';
import { StartFailedPage } from '../features/errors/pages/start-failed';
import { Activity } from '../lib/activity';
import { Session, SessionContext } from '../lib/session';
import { AppLoading } from './app-loading';
import { startI18n } from './i18n';
import { createRouter } from './router';
import { system } from './theme';

type Client = ReturnType<typeof createApolloClient>;
type Start =
  | { status: 'starting' }
  | { status: 'failed' }
  | { status: 'ready'; client: Client; router: ReturnType<typeof createRouter> };

const session = new Session();
const network = new Activity();
let router: ReturnType<typeof createRouter> | undefined;

async function prepare(): Promise<Client> {
  const [config] = await Promise.all([loadRuntimeConfig(), startI18n()]);
  return createApolloClient({
    businessGraphqlUrl: config.businessGraphqlUrl,
    token: () => session.token(),
    onUnauthenticated: () => session.signOut(),
    network,
  });
}

// Prepared once; a retry after a failed session check only checks again.
let prepared: Promise<Client> | undefined;

async function start(): Promise<Start> {
  const client = await (prepared ??= prepare());
  await restoreSession(session, client);
  router ??= createRouter(client, session, network);
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
                <RouterProvider router={state.router} />
              </ApolloProvider>
            </SessionContext.Provider>
          ) : state.status === 'failed' ? (
            <StartFailedPage onRetry={retry} />
          ) : (
            <AppLoading />
          )}
        </ColorModeProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
