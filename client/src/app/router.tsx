// The routes, in SPEC section 2's order, assembled from the features' routes.tsx inside
// the app's guards. Pages and the shell load lazily; the template apps' routes are placed
// at their first visit. The shell's host is shell-host.tsx, its start-up loads
// start-up-loads.ts.
import type { ApolloClient } from '@apollo/client';
import { Box } from '@chakra-ui/react';
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
import { ProgressBar } from '../components/ui/progress-bar';
import type { OidcSettings } from '../config/env';
import { APP_BASES, paths, type AppBase } from '../config/paths';
import { areasRoutes, standalonePage } from '../features/areas/routes';
import { authRoutes } from '../features/auth/routes';
import { RouteErrorPage } from '../features/errors/pages/route-error';
import { settingsRoutes } from '../features/settings/routes';
import { useBusy, type Activity } from '../lib/activity';
import type { Session } from '../lib/session';
import { AppLoading } from './app-loading';
import {
  AreaGuard,
  GuestOnly,
  destination,
  Landing,
  RequireSession,
  requireSessionOnEntry,
} from './guards';
import { SHELL_ROUTE, ShellHost } from './shell-host';
import { nextShellVariables, startUpLoads } from './start-up-loads';
import { SignInToShellDocument } from './start-up';

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

/** A preload's failure is left to the route that needs the code: it shows the error page. */
const ignore = () => {};

export function createRoutes(
  client: ApolloClient,
  session: Session,
  network: Activity,
  /** A hosted OpenID Connect provider (OIDC_ISSUER) signs people in instead of the form. */
  provider: OidcSettings | null,
) {
  const { keepSignInLoads, loadInitialData, prefetchSignedIn } = startUpLoads(
    client,
    session,
    network,
    (area) => preloadRoute(routes, paths.area(area)),
  );

  const auth = authRoutes({
    provider,
    destination,
    signIn: {
      document: SignInToShellDocument,
      variables: nextShellVariables,
      keep: keepSignInLoads,
    },
  });

  const routes: RouteObject[] = [
    {
      element: <Root network={network} />,
      // Until the first route has loaded, the start-up spinner stays.
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { path: '', element: <Landing /> },
        { path: paths.signedInRedirect, element: <Landing /> },
        ...auth.callback,
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
          element: <EmptyLayout />,
          children: [{ ...auth.signOut, loader: requireSessionOnEntry(session) }],
        },
        {
          element: (
            <RequireSession>
              <EmptyLayout />
            </RequireSession>
          ),
          children: [auth.unlockSession],
        },
        {
          path: paths.home,
          element: <EmptyLayout />,
          children: [{ index: true, lazy: standalonePage('home') }],
        },
        {
          element: <ShellHost prefetch={prefetchSignedIn} />,
          children: [
            {
              element: (
                <GuestOnly>
                  <EmptyLayout />
                </GuestOnly>
              ),
              children: auth.guest,
            },
            {
              id: SHELL_ROUTE,
              loader: loadInitialData,
              children: [
                {
                  // Inside the shell and its session guard: a failed page keeps both. The
                  // template apps' routes are placed here at their first visit (APP_ROUTES).
                  id: APP_SCREENS,
                  ErrorBoundary: RouteErrorPage,
                  children: [
                    ...areasRoutes(client, (area) => (
                      <AreaGuard area={area} children={<Outlet />} />
                    )),
                    ...settingsRoutes(
                      client,
                      async () =>
                        (await import('../features/shell/components/appearance-settings'))
                          .AppearanceSettings,
                    ),
                  ],
                },
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
    const { lazy } = route;
    // A lazy route is one function, or one per property (its loader, its Component).
    const loads = typeof lazy === 'function' ? [lazy] : Object.values(lazy ?? {});
    for (const load of loads) load?.().catch(ignore);
  }
}

/** The shell's route under which the template apps' routes are placed. */
const APP_SCREENS = 'app-screens';

type FeatureRoutes = (client: ApolloClient) => RouteObject[];

/**
 * The template apps' routes, by the path each lives under (config/paths.ts). A feature's
 * routes.tsx loads at the first visit under its path and is placed in the shell (React
 * Router's patchRoutesOnNavigation), so the first screen's JavaScript carries none of them.
 */
const APP_ROUTES: Record<AppBase, () => Promise<FeatureRoutes>> = {
  [paths.inventory]: async () => (await import('../features/inventory/routes')).inventoryRoutes,
  [paths.contacts]: async () => (await import('../features/contacts/routes')).contactsRoutes,
  [paths.tasks]: async () => (await import('../features/tasks/routes')).tasksRoutes,
  [paths.notes]: async () => (await import('../features/notes/routes')).notesRoutes,
  [paths.scrumboard]: async () => (await import('../features/scrumboard/routes')).scrumboardRoutes,
  [paths.mailbox]: async () => (await import('../features/mailbox/routes')).mailboxRoutes,
  [paths.chat]: async () => (await import('../features/chat/routes')).chatRoutes,
  [paths.fileManager]: async () =>
    (await import('../features/file-manager/routes')).fileManagerRoutes,
  [paths.helpCenter]: async () => (await import('../features/help-center/routes')).helpCenterRoutes,
  [paths.academy]: async () => (await import('../features/academy/routes')).academyRoutes,
  [paths.activities]: async () => (await import('../features/activities/routes')).activitiesRoutes,
  '/dashboards': async () => (await import('../features/dashboards/routes')).dashboardsRoutes,
  '/ui/icons': async () => (await import('../features/icons/routes')).iconsRoutes,
  [paths.docs]: async () => (await import('../features/docs/routes')).docsRoutes,
};

export function createRouter(routes: RouteObject[], client: ApolloClient) {
  const placed = new Set<string>();
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      for (const base of APP_BASES) {
        if (placed.has(base) || (path !== base && !path.startsWith(`${base}/`))) continue;
        placed.add(base);
        try {
          patch(APP_SCREENS, (await APP_ROUTES[base]())(client));
        } catch (error) {
          // Asked again at the next visit; this one shows the route's error page.
          placed.delete(base);
          throw error;
        }
      }
    },
  });
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
