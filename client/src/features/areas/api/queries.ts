// The areas' screen queries, each bound to its route (apollo/route-query.ts).
// - The administracion overview starts the client projects (a business operation) and the
//   latest activities without waiting, so it shows at once with skeletons; its unread
//   messages and notifications come from the shell's start-up loads, already in the cache,
//   and follow every change the panels make there (useFeeds).
// - panel-principal's menuIntegraciones is a route resolver (SPEC section 2): the panel and
//   the routes below it show once the client projects are in.
import { useQuery } from '@apollo/client/react';
import { routeQuery } from '../../../apollo/route-query';
import { preloadIconSets } from '../../../components/ui/named-icon';
import {
  ADMINISTRACION_ACTIVIDADES_ROUTE,
  ADMINISTRACION_PROYECTOS_ROUTE,
  MENU_INTEGRACIONES_ROUTE,
} from '../route-ids';
import {
  AdministracionActividadesDocument,
  AdministracionFeedsDocument,
  MisProyectosClienteDocument,
} from './documents';

/** The overview's client projects; a failed load shows in their table, with a retry. */
export const proyectosQuery = routeQuery(
  ADMINISTRACION_PROYECTOS_ROUTE,
  MisProyectosClienteDocument,
  { context: { route: 'business' }, errorPolicy: 'all' },
);

/** The overview's latest activities, which name icons: their sets load beside them. */
export const actividadesQuery = routeQuery(
  ADMINISTRACION_ACTIVIDADES_ROUTE,
  AdministracionActividadesDocument,
  { errorPolicy: 'all', alongside: preloadIconSets },
);

/**
 * The spec's menuIntegraciones resolver, as panel-principal's route loader: the client
 * projects, in the cache before the panel shows. A failed load (the business endpoint
 * down or too slow) comes back as `error`, which the panel shows with a retry.
 */
export const menuIntegracionesQuery = routeQuery(
  MENU_INTEGRACIONES_ROUTE,
  MisProyectosClienteDocument,
  { wait: true, context: { route: 'business' } },
);

/** The messages and notifications, as the shell's panels hold them in the cache. */
export function useFeeds() {
  const { data } = useQuery(AdministracionFeedsDocument, { fetchPolicy: 'cache-first' });
  return { messages: data?.messages ?? [], notifications: data?.notifications ?? [] };
}
