// The sign-in page as HTML, rendered at build time in Node (client/vite-plugins.ts puts
// it into index.html): the real routes, providers and theme, in English and light
// mode, for a visitor without a session. Nothing here runs in the browser.
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import en from '../../public/i18n/en.json';
import { createApolloClient } from '../apollo/client';
import { PRODUCT_NAME } from '../components/ui/logo';
import { LOCAL_CONFIG } from '../config/env';
import { PRERENDERED_PAGE } from '../config/prerender';
import { DEFAULT_LANGUAGE } from '../config/storage';
import { Activity } from '../lib/activity';
import { Session, SessionContext } from '../lib/session';
import { createRoutes, routerReady } from './router';
import { system } from './theme';

/** No session is stored: the visitor is a guest. */
const noStorage = { getItem: () => null, setItem() {}, removeItem() {} };

export async function renderSignInPage(): Promise<{ markup: string; title: string }> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const session = new Session(noStorage);
  const network = new Activity();
  const client = createApolloClient({
    endpoints: LOCAL_CONFIG,
    token: () => null,
    onUnauthenticated() {},
    network,
  });
  const router = createMemoryRouter(createRoutes(client, session, network, LOCAL_CONFIG.oidc), {
    initialEntries: [PRERENDERED_PAGE.path],
  });
  await routerReady(router);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <SessionContext.Provider value={session}>
          <ApolloProvider client={client}>
            <RouterProvider router={router} />
          </ApolloProvider>
        </SessionContext.Provider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { markup, title: `${i18n.t('auth.signIn.title')} · ${PRODUCT_NAME}` };
}
