// Start-up: runtime config, translations and the stored session, then the router.
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '../apollo/client';
import { BallAtomSpinner } from '../components/ui/ball-atom-spinner';
import { ColorModeProvider } from '../components/ui/color-mode';
import { loadRuntimeConfig } from '../config/env';
import { restoreSession } from '../features/auth/restore';
import { Activity } from '../lib/activity';
import { Session, SessionContext } from '../lib/session';
import { startI18n } from './i18n';
import { createRouter } from './router';
import { system } from './theme';

type Ready = {
  client: ReturnType<typeof createApolloClient>;
  router: ReturnType<typeof createRouter>;
};

const session = new Session();
const network = new Activity();

async function start(): Promise<Ready> {
  const [config] = await Promise.all([loadRuntimeConfig(), startI18n()]);
  const client = createApolloClient({
    businessGraphqlUrl: config.businessGraphqlUrl,
    token: () => session.token(),
    onUnauthenticated: () => session.signOut(),
    network,
  });
  await restoreSession(session, client);
  return { client, router: createRouter(client, session, network) };
}

export function App() {
  const [ready, setReady] = useState<Ready | null>(null);
  useEffect(() => {
    start().then(setReady, (error: unknown) =>
      console.error('The application could not start:', error),
    );
  }, []);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        {ready ? (
          <SessionContext.Provider value={session}>
            <ApolloProvider client={ready.client}>
              <RouterProvider router={ready.router} />
            </ApolloProvider>
          </SessionContext.Provider>
        ) : (
          <BallAtomSpinner label="Loading" />
        )}
      </ColorModeProvider>
    </ChakraProvider>
  );
}
