// The routes, in SPEC section 2's order. Pages and the shell load lazily; guards wrap groups.
import type { ApolloClient } from '@apollo/client';
import { Box } from '@chakra-ui/react';
import { Activity as Hidden, Suspense, lazy, useEffect, useState } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  matchRoutes,
  useNavigation,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import type * as ShellLayoutModule from './shell-layout';
import { ShortcutsPanelDocument } from '../features/shortcuts/api/shortcuts-panel';
import { QuickChatListDocument } from '../features/chat/api/quick-chat-documents';
import { MessagesPanelDocument } from '../features/messages/api/messages-panel';
import { NotificationsPanelDocument } from '../features/notifications/api/notifications-panel';
import { ProgressBar } from '../components/ui/progress-bar';
import { currentHost } from '../config/env';
import { paths } from '../config/paths';
import {
  MENU_INTEGRACIONES_ROUTE,
  menuIntegraciones,
} from '../features/areas/api/menu-integraciones';
import type { AreaPageName } from '../features/areas/pages/area';
import { RouteErrorPage } from '../features/errors/pages/route-error';
import { academyRoutes } from '../features/academy/routes';
import { activitiesRoutes } from '../features/activities/routes';
import { chatRoutes } from '../features/chat/routes';
import { contactsRoutes } from '../features/contacts/routes';
import { fileManagerRoutes } from '../features/file-manager/routes';
import { helpCenterRoutes } from '../features/help-center/routes';
import { mailboxRoutes } from '../features/mailbox/routes';
import { inventoryRoutes } from '../features/inventory/routes';
import { notesRoutes } from '../features/notes/routes';
import { scrumboardRoutes } from '../features/scrumboard/routes';
import { tasksRoutes } from '../features/tasks/routes';
import { useBusy, type Activity } from '../lib/activity';
import { landingArea } from '../lib/host-rules';
import type { Session } from '../lib/session';
import { AppLoading } from './app-loading';
import { AreaGuard, GuestOnly, Landing, RequireSession, requireSessionOnEntry } from './guards';

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

/**
 * The shell (layout, navigation, user menu) is its own chunk, so the auth pages never
 * load it. Not as a lazy route: React Router fetches a lazy route's code before any
 * guard runs, so a signed-out visit would download it too. The shell's loader fetches
 * it beside the shell's data once signed in, and the element then renders it at once;
 * suspending there instead would keep the spinner up for React's 300 ms throttle.
 */
let shell: typeof ShellLayoutModule | undefined;
const loadShell = async () => (shell ??= await import('./shell-layout'));
/** Only for a render before the loader has run, which no route does today. */
const LazyShellLayout = lazy(async () => ({ default: (await loadShell()).ShellLayout }));

/** A preload's failure is left to the route that needs the code: it shows the error page. */
const ignore = () => {};

/** Starts downloading the shell's code: a stored session will show it soon. */
export function preloadShell(): void {
  loadShell().catch(ignore);
}

function Shell() {
  const ShellLayout = shell?.ShellLayout ?? LazyShellLayout;
  return (
    <RequireSession>
      <Suspense fallback={<AppLoading />}>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </Suspense>
    </RequireSession>
  );
}

/**
 * The guest pages' layout: once one has shown, `prefetch` runs when the browser is idle,
 * and then, its code in, the shell renders hidden beside the page. React's <Activity>
 * renders a hidden tree at the lowest priority and runs none of its effects (no request,
 * no title; nothing shown nor in the accessibility tree), so the shell's render after a
 * sign-in finds its code compiled and its styles worked out: it takes a third less time.
 */
function GuestLayout({ prefetch }: { prefetch: () => void }) {
  const [prerender, setPrerender] = useState<typeof ShellLayoutModule>();
  useEffect(() => {
    const start = () => {
      prefetch();
      loadShell().then(setPrerender, ignore);
    };
    if ('requestIdleCallback' in window) requestIdleCallback(start);
    else setTimeout(start);
  }, [prefetch]);
  return (
    <>
      <GuestOnly>
        <EmptyLayout />
      </GuestOnly>
      {prerender && (
        <Hidden mode="hidden">
          <prerender.ShellLayout />
        </Hidden>
      )}
    </>
  );
}

/** Pages in the empty layout, outside the shell. */
const standalonePage = (area: AreaPageName) => async () => {
  const { StandaloneAreaPage } = await import('../features/areas/pages/area');
  return { Component: () => <StandaloneAreaPage area={area} /> };
};

export function createRoutes(client: ApolloClient, session: Session, network: Activity) {
  // The shell's code and its four initial loads, started together (one HTTP request:
  // apollo/client.ts), once a session: as soon as it begins (a sign-in, or a stored
  // session confirmed), not when the navigation that follows reaches the shell. The
  // menu and the user's card come with the shell's own query, as it shows: drawing the
  // whole menu in the same frame would hold the page back.
  let initialData: Promise<unknown> | undefined;
  const START_UP = { route: 'start-up' } as const;
  const startInitialData = () =>
    (initialData ??= Promise.all([
      loadShell(),
      client.query({ query: MessagesPanelDocument, context: START_UP }),
      client.query({ query: NotificationsPanelDocument, context: START_UP }),
      client.query({ query: QuickChatListDocument, context: START_UP }),
      client.query({ query: ShortcutsPanelDocument, context: START_UP }),
    ]).catch((error: unknown) => {
      initialData = undefined;
      throw error;
    }));
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
  // is open, so the sign-in does not wait for that code.
  const prefetchSignedIn = () => {
    preloadShell();
    const area = landingArea(currentHost());
    if (area) preloadRoute(routes, paths.area(area));
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
          element: <GuestLayout prefetch={prefetchSignedIn} />,
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
          element: <Shell />,
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
                // The template apps: each feature's routes.tsx.
                ...inventoryRoutes(client),
                ...contactsRoutes(client),
                ...tasksRoutes(client),
                ...notesRoutes(client),
                ...scrumboardRoutes(client),
                ...mailboxRoutes(client),
                ...chatRoutes(client),
                ...fileManagerRoutes(client),
                ...helpCenterRoutes(client),
                ...academyRoutes(client),
                ...activitiesRoutes(client),
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.notFound} replace /> },
      ],
    },
  ];
  return routes;
}

/**
 * Starts loading the code of the pages that `path` shows (each lazy route on the way),
 * so it downloads beside other work instead of after it. React Router reuses the
 * modules when it calls the same functions.
 */
export function preloadRoute(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(ignore);
  }
}

export function createRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}

/**
 * Resolves once `router` has loaded its first page's code (and data), so that its first
 * render is the page itself.
 */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
