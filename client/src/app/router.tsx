// The routes, in SPEC section 2's order. Pages and the shell load lazily; guards wrap groups.
import type { ApolloCache, ApolloClient } from '@apollo/client';
import { Box } from '@chakra-ui/react';
import { Activity as Hidden, Suspense, useEffect, useState } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  matchRoutes,
  useMatches,
  useNavigation,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import type * as ShellLayoutModule from './shell-layout';
import { preloadIconSets } from '../components/ui/named-icon';
import { ProgressBar } from '../components/ui/progress-bar';
import { currentHost, type OidcSettings } from '../config/env';
import { APP_BASES, paths, type AppBase } from '../config/paths';
import type { AreaPageName } from '../features/areas/pages/area';
import {
  ADMINISTRACION_ACTIVIDADES_ROUTE,
  ADMINISTRACION_PROYECTOS_ROUTE,
  MENU_INTEGRACIONES_ROUTE,
} from '../features/areas/route-ids';
import { SETTINGS_ROUTE } from '../features/settings/route-ids';
import { RouteErrorPage } from '../features/errors/pages/route-error';
import { useBusy, type Activity } from '../lib/activity';
import { landingArea } from '../lib/host-rules';
import { loadedModule } from '../lib/loaded-module';
import { useSession, type Session } from '../lib/session';
import { AppLoading } from './app-loading';
import {
  AreaGuard,
  GuestOnly,
  destination,
  Landing,
  RequireSession,
  ToSignIn,
  requireSessionOnEntry,
} from './guards';
import { shellVariablesAt } from '../features/shell/api/shell-documents';
import type { ShellQueryVariables, SignInToShellMutation } from '../gql/graphql';
import { SignInToShellDocument, keepStartUp } from './start-up';

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

// The areas' modules: one of them is the landing a sign-in goes on to, fetched while the
// sign-in page is open (prefetchSignedIn), and then at hand in the same task.
const areaPages = loadedModule(() => import('../features/areas/pages/area'));
const administracionApi = loadedModule(() => import('../features/areas/api/administracion'));
const administracionPage = loadedModule(() => import('../features/areas/pages/administracion'));
const panelPrincipalApi = loadedModule(() => import('../features/areas/api/menu-integraciones'));
const panelPrincipalPages = loadedModule(() => import('../features/areas/pages/panel-principal'));
const integracionPage = loadedModule(() => import('../features/areas/pages/integracion'));

const areaPage = (area: AreaPageName) => async () => {
  const { AreaPage } = await areaPages();
  return { Component: () => <AreaPage area={area} /> };
};

/**
 * The administracion overview: the client projects' loader on a pathless route, the
 * latest activities' on the page's own; neither waits (skeletons show meanwhile).
 */
const administracionRoutes = (client: ApolloClient): RouteObject[] => [
  {
    id: ADMINISTRACION_PROYECTOS_ROUTE,
    lazy: { loader: async () => (await administracionApi()).proyectosLoader(client) },
    children: [
      {
        index: true,
        id: ADMINISTRACION_ACTIVIDADES_ROUTE,
        lazy: {
          loader: async () => (await administracionApi()).actividadesLoader(client),
          Component: async () => (await administracionPage()).AdministracionPage,
        },
      },
    ],
  },
];

/**
 * The settings page, with the shell's appearance choices handed over (features do not
 * import each other): the drawer and the page share one store. Only another page runs
 * the loader again, not a change of section (?section=).
 */
const settingsRoute = (client: ApolloClient): RouteObject => ({
  id: SETTINGS_ROUTE,
  path: paths.settings,
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  lazy: {
    loader: async () => (await import('../features/settings/api/loaders')).settingsLoader(client),
    Component: async () => {
      const [{ SettingsPage }, { AppearanceSettings }] = await Promise.all([
        import('../features/settings/pages/settings-page'),
        import('../features/shell/components/appearance-settings'),
      ]);
      return function Settings() {
        return <SettingsPage appearance={AppearanceSettings} />;
      };
    },
  },
});

/**
 * The shell (layout, navigation, user menu) is its own chunk, so the auth pages never
 * load it. Not as a lazy route: React Router fetches a lazy route's code before any
 * guard runs, so a signed-out visit would download it too. A guest page fetches it in
 * idle time; the shell route's loader, beside the shell's data, for a stored session.
 */
let shell: typeof ShellLayoutModule | undefined;
const loadShell = async () => (shell ??= await import('./shell-layout'));

/**
 * The menu's shape for the page a sign-in goes on to (its redirectURL, else the
 * landing): the one a guest page asks for, and the sign-in's answer brings along.
 */
function nextShellVariables(): ShellQueryVariables {
  const next = new URLSearchParams(window.location.search).get('redirectURL') ?? '';
  return shellVariablesAt(new URL(next, window.location.origin).search);
}

/** A preload's failure is left to the route that needs the code: it shows the error page. */
const ignore = () => {};

/** Starts downloading the shell's code: a stored session will show it soon. */
export function preloadShell(): void {
  loadShell().catch(ignore);
}

/** The route of the signed-in pages, inside the shell. */
const SHELL_ROUTE = 'shell';

/** Counts the sessions that have ended while this component was shown. */
function useEndedSessions(signedIn: boolean): number {
  const [ended, setEnded] = useState(0);
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn !== wasSignedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) setEnded(ended + 1);
  }
  return ended;
}

/**
 * The guest pages and the shell's pages share this layout, so the shell a guest page
 * renders hidden is the one that shows after the sign-in. Once a guest page has shown,
 * `prefetch` runs when the browser is idle and, the shell's code and menu in, the shell
 * renders hidden beside the page, its menu drawn: React's <Activity> builds a hidden
 * tree at the lowest priority and runs none of its effects (no request, no title;
 * nothing shown nor in the accessibility tree). Signing in then only shows it and adds
 * the user and the page. A session that ends starts a new one (its key), so nothing of
 * it stays in the page.
 */
function ShellHost({ prefetch }: { prefetch: () => Promise<typeof ShellLayoutModule> }) {
  const inShell = useMatches().some((match) => match.id === SHELL_ROUTE);
  const { state } = useSession();
  const signedIn = state.status === 'signed-in';
  const ended = useEndedSessions(signedIn);
  // Set on a guest page once the code is in; the shell route's loader has loaded it.
  const [loaded, setLoaded] = useState(shell);
  useEffect(() => {
    if (inShell) return;
    const start = () => prefetch().then(setLoaded, ignore);
    if ('requestIdleCallback' in window) requestIdleCallback(start);
    else setTimeout(start);
  }, [inShell, prefetch]);
  const ShellLayout = (loaded ?? shell)?.ShellLayout;
  const shown = inShell && signedIn;
  return (
    <>
      {!inShell && <Outlet />}
      {inShell && !signedIn && <ToSignIn />}
      {ShellLayout && (
        <Hidden mode={shown ? 'visible' : 'hidden'}>
          <Suspense fallback={<AppLoading />}>
            <ShellLayout key={ended}>{shown && <Outlet />}</ShellLayout>
          </Suspense>
        </Hidden>
      )}
    </>
  );
}

/** Pages in the empty layout, outside the shell. */
const standalonePage = (area: 'home' | 'pagos') => async () => {
  const { StandaloneAreaPage } = await areaPages();
  return { Component: () => <StandaloneAreaPage area={area} /> };
};

export function createRoutes(
  client: ApolloClient,
  session: Session,
  network: Activity,
  /** A hosted OpenID Connect provider (OIDC_ISSUER) signs people in instead of the form. */
  provider: OidcSettings | null,
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
  const startInitialData = () =>
    (initialData ??= (shell ? queryStartUp(shell) : loadShell().then(queryStartUp)).catch(
      (error: unknown) => {
        initialData = undefined;
        throw error;
      },
    ));
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
    if (area) preloadRoute(routes, paths.area(area));
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

  // The provider's pages (OIDC_ISSUER), in place of the sign-in form.
  const providerPage = (name: 'ProviderSignInPage' | 'ProviderCallbackPage') => async () => {
    const Page = (await import('../features/auth/pages/provider'))[name];
    return { Component: () => <Page provider={provider!} destination={destination} /> };
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
        // Back from the provider's sign-in: not a guest page, it opens the session itself.
        ...(provider
          ? [{ path: paths.signInCallback, lazy: providerPage('ProviderCallbackPage') }]
          : []),
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
          element: <ShellHost prefetch={prefetchSignedIn} />,
          children: [
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
                  lazy: async () => {
                    if (provider) return providerPage('ProviderSignInPage')();
                    const { SignInPage } = await import('../features/auth/pages/sign-in');
                    return {
                      Component: () => (
                        <SignInPage
                          document={SignInToShellDocument}
                          variables={nextShellVariables}
                          keep={keepSignInLoads}
                        />
                      ),
                    };
                  },
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
              id: SHELL_ROUTE,
              loader: loadInitialData,
              children: [
                {
                  // Inside the shell and its session guard: a failed page keeps both. The
                  // template apps' routes are placed here at their first visit (APP_ROUTES).
                  id: APP_SCREENS,
                  ErrorBoundary: RouteErrorPage,
                  children: [
                    {
                      path: paths.area('administracion'),
                      element: <AreaGuard area="administracion" children={<Outlet />} />,
                      children: administracionRoutes(client),
                    },
                    {
                      path: paths.area('panel-principal'),
                      element: <AreaGuard area="panel-principal" children={<Outlet />} />,
                      children: [
                        {
                          id: MENU_INTEGRACIONES_ROUTE,
                          lazy: {
                            loader: async () =>
                              (await panelPrincipalApi()).menuIntegraciones(client),
                            Component: async () => (await panelPrincipalPages()).PanelPrincipalPage,
                          },
                          children: [
                            {
                              index: true,
                              lazy: async () => ({
                                Component: (await panelPrincipalPages()).ChooseIntegracion,
                              }),
                            },
                            {
                              path: paths.integracion,
                              lazy: async () => ({
                                Component: (await integracionPage()).IntegracionPage,
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
                    {
                      path: paths.providerNotFound,
                      lazy: async () => ({
                        Component: (await areaPages()).ProviderNotFoundPage,
                      }),
                    },
                    settingsRoute(client),
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
