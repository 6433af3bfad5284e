// The routes, in SPEC section 2's order. Pages load lazily; guards wrap groups.
import type { ApolloClient } from '@apollo/client';
import { Box } from '@chakra-ui/react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  useNavigation,
  type RouteObject,
} from 'react-router';
import { ClassyLayout } from '../components/layout/classy-layout';
import {
  InitialChatsDocument,
  InitialMessagesDocument,
  InitialNotificationsDocument,
  InitialShortcutsDocument,
} from '../components/layout/shell-documents';
import { ProgressBar } from '../components/ui/progress-bar';
import { paths } from '../config/paths';
import {
  MENU_INTEGRACIONES_ROUTE,
  menuIntegraciones,
} from '../features/areas/api/menu-integraciones';
import type { AreaPageName } from '../features/areas/pages/area';
import { RouteErrorPage } from '../features/errors/pages/route-error';
import { useBusy, type Activity } from '../lib/activity';
import type { Session } from '../lib/session';
import { AppLoading } from './app-loading';
import { AreaGuard, GuestOnly, Landing, RequireSession, requireSessionOnEntry } from './guards';
import { LANGUAGES } from './i18n';

function EmptyLayout() {
  return (
    <Box minH="100vh">
      <Outlet />
    </Box>
  );
}

function Root({ network }: { network: Activity }) {
  const navigation = useNavigation();
  const requesting = useBusy(network);
  return (
    <>
      <ProgressBar active={navigation.state !== 'idle' || requesting} />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const areaPage = (area: AreaPageName) => async () => {
  const { AreaPage } = await import('../features/areas/pages/area');
  return { Component: () => <AreaPage area={area} /> };
};

/** Pages in the empty layout, outside the shell. */
const standalonePage = (area: AreaPageName) => async () => {
  const { StandaloneAreaPage } = await import('../features/areas/pages/area');
  return { Component: () => <StandaloneAreaPage area={area} /> };
};

export function createRouter(client: ApolloClient, session: Session, network: Activity) {
  // The shell's four initial loads, started together so BatchHttpLink sends one request.
  const loadInitialData = async () => {
    if (session.current().status !== 'signed-in') return null;
    await Promise.all([
      client.query({ query: InitialMessagesDocument }),
      client.query({ query: InitialNotificationsDocument }),
      client.query({ query: InitialChatsDocument }),
      client.query({ query: InitialShortcutsDocument }),
    ]);
    return null;
  };

  const routes: RouteObject[] = [
    {
      element: <Root network={network} />,
      // Until the first route has loaded, the start-up spinner stays.
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { path: '', element: <Landing /> },
        { path: paths.signedInRedirect, element: <Landing /> },
        {
          // Payments: the host guard only, so a visitor pays without an account.
          path: paths.area('pagos'),
          element: (
            <AreaGuard area="pagos">
              <EmptyLayout />
            </AreaGuard>
          ),
          children: [{ index: true, lazy: standalonePage('pagos') }],
        },
        {
          path: paths.notFound,
          lazy: async () => ({
            Component: (await import('../features/errors/pages/not-found')).NotFoundPage,
          }),
        },
        {
          element: (
            <GuestOnly>
              <EmptyLayout />
            </GuestOnly>
          ),
          children: [
            {
              path: paths.confirmationRequired,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/confirmation-required'))
                  .ConfirmationRequiredPage,
              }),
            },
            {
              path: paths.forgotPassword,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/forgot-password'))
                  .ForgotPasswordPage,
              }),
            },
            {
              path: paths.resetPassword,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/reset-password'))
                  .ResetPasswordPage,
              }),
            },
            {
              path: paths.signIn,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/sign-in')).SignInPage,
              }),
            },
            {
              path: paths.signUp,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/sign-up')).SignUpPage,
              }),
            },
          ],
        },
        {
          element: <EmptyLayout />,
          children: [
            {
              path: paths.signOut,
              loader: requireSessionOnEntry(session),
              lazy: async () => ({
                Component: (await import('../features/auth/pages/sign-out')).SignOutPage,
              }),
            },
          ],
        },
        {
          element: (
            <RequireSession>
              <EmptyLayout />
            </RequireSession>
          ),
          children: [
            {
              path: paths.unlockSession,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/unlock-session'))
                  .UnlockSessionPage,
              }),
            },
          ],
        },
        {
          path: paths.home,
          element: <EmptyLayout />,
          children: [{ index: true, lazy: standalonePage('home') }],
        },
        {
          element: (
            <RequireSession>
              <ClassyLayout languages={LANGUAGES} />
            </RequireSession>
          ),
          loader: loadInitialData,
          children: [
            {
              // Inside the shell and its session guard: a failed page keeps both.
              ErrorBoundary: RouteErrorPage,
              children: [
                {
                  path: paths.area('administracion'),
                  element: <AreaGuard area="administracion" children={<Outlet />} />,
                  children: [{ index: true, lazy: areaPage('administracion') }],
                },
                {
                  path: paths.area('panel-principal'),
                  element: <AreaGuard area="panel-principal" children={<Outlet />} />,
                  children: [
                    {
                      id: MENU_INTEGRACIONES_ROUTE,
                      loader: menuIntegraciones(client),
                      lazy: async () => ({
                        Component: (await import('../features/areas/pages/panel-principal'))
                          .PanelPrincipalPage,
                      }),
                      children: [
                        {
                          index: true,
                          lazy: async () => ({
                            Component: (await import('../features/areas/pages/panel-principal'))
                              .ChooseIntegracion,
                          }),
                        },
                        {
                          path: paths.integracion,
                          lazy: async () => ({
                            Component: (await import('../features/areas/pages/integracion'))
                              .IntegracionPage,
                          }),
                        },
                      ],
                    },
                  ],
                },
                {
                  path: paths.area('hectareas'),
                  element: <AreaGuard area="hectareas" children={<Outlet />} />,
                  children: [{ index: true, lazy: areaPage('hectareas') }],
                },
                {
                  path: paths.area('colectivos'),
                  element: <AreaGuard area="colectivos" children={<Outlet />} />,
                  children: [{ index: true, lazy: areaPage('colectivos') }],
                },
                { path: paths.providerNotFound, lazy: areaPage('proveedor-no-encontrado') },
                { path: paths.settings, lazy: areaPage('ajustes') },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },
  ];
  return createBrowserRouter(routes);
}
