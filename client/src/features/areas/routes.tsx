// The areas' routes, placed by app/router.tsx. Inside the shell, each area behind the guard
// the app hands in (its host rules, app/guards.tsx): administracion (the overview),
// panel-principal (menuIntegraciones, the integrations menu and the integration chosen),
// hectareas and colectivos, and proveedor-no-encontrado. Outside it, in the empty layout,
// home and pagos (standalonePage).
//
// router.tsx imports this module with the app, so it holds only paths, ids and lazy imports:
// the queries and the pages load with their route. Each module's import is a loadedModule:
// one of these routes is the landing a sign-in goes on to, whose code router.tsx fetches
// while the sign-in page is open (prefetchSignedIn), and then it is at hand in the same task.
import type { ApolloClient } from '@apollo/client';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { paths, type Area } from '../../config/paths';
import { loadedModule } from '../../lib/loaded-module';
import type { AreaPageName } from './pages/area';
import {
  ADMINISTRACION_ACTIVIDADES_ROUTE,
  ADMINISTRACION_PROYECTOS_ROUTE,
  MENU_INTEGRACIONES_ROUTE,
} from './route-ids';

const queries = loadedModule(() => import('./api/queries'));
const areaPages = loadedModule(() => import('./pages/area'));
const administracionPage = loadedModule(() => import('./pages/administracion'));
const panelPrincipalPages = loadedModule(() => import('./pages/panel-principal'));
const integracionPage = loadedModule(() => import('./pages/integracion'));

/** An area's page from pages/area.tsx (hectareas, colectivos), inside the shell. */
const areaPage = (area: AreaPageName) => async () => {
  const { AreaPage } = await areaPages();
  return { Component: () => <AreaPage area={area} /> };
};

/** home and pagos: pages of their own, outside the shell. */
export const standalonePage = (area: 'home' | 'pagos') => async () => {
  const { StandaloneAreaPage } = await areaPages();
  return { Component: () => <StandaloneAreaPage area={area} /> };
};

/**
 * The administracion overview: the client projects' loader on a pathless route, the
 * latest activities' on the page's own; neither waits (skeletons show meanwhile).
 */
const administracionRoutes = (client: ApolloClient): RouteObject[] => [
  {
    id: ADMINISTRACION_PROYECTOS_ROUTE,
    lazy: { loader: async () => (await queries()).proyectosQuery.loader(client) },
    children: [
      {
        index: true,
        id: ADMINISTRACION_ACTIVIDADES_ROUTE,
        lazy: {
          loader: async () => (await queries()).actividadesQuery.loader(client),
          Component: async () => (await administracionPage()).AdministracionPage,
        },
      },
    ],
  },
];

/**
 * panel-principal: menuIntegraciones (a route resolver) loads the client projects, which
 * the panel, the word beside its menu and the integration chosen all read.
 */
const panelPrincipalRoutes = (client: ApolloClient): RouteObject[] => [
  {
    id: MENU_INTEGRACIONES_ROUTE,
    lazy: {
      loader: async () => (await queries()).menuIntegracionesQuery.loader(client),
      Component: async () => (await panelPrincipalPages()).PanelPrincipalPage,
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await panelPrincipalPages()).ChooseIntegracion }),
      },
      {
        path: paths.integracion,
        lazy: async () => ({ Component: (await integracionPage()).IntegracionPage }),
      },
    ],
  },
];

/**
 * The areas inside the shell. `guard` wraps an area's routes in the app's check of the
 * host's rules (app/guards.tsx's AreaGuard, which a feature does not import).
 */
export function areasRoutes(
  client: ApolloClient,
  guard: (area: Area) => ReactElement,
): RouteObject[] {
  return [
    {
      path: paths.area('administracion'),
      element: guard('administracion'),
      children: administracionRoutes(client),
    },
    {
      path: paths.area('panel-principal'),
      element: guard('panel-principal'),
      children: panelPrincipalRoutes(client),
    },
    {
      path: paths.area('hectareas'),
      element: guard('hectareas'),
      children: [{ index: true, lazy: areaPage('hectareas') }],
    },
    {
      path: paths.area('colectivos'),
      element: guard('colectivos'),
      children: [{ index: true, lazy: areaPage('colectivos') }],
    },
    {
      path: paths.providerNotFound,
      lazy: async () => ({ Component: (await areaPages()).ProviderNotFoundPage }),
    },
  ];
}
