import type { ApolloClient } from '@apollo/client';
import { queryLoader, useRouteQuery } from '../../../apollo/query-loader';
import { graphql } from '../../../gql';
import { MENU_INTEGRACIONES_ROUTE } from '../route-ids';
import type {
  MisProyectosClienteQuery,
  MisProyectosClienteQueryVariables,
} from '../../../gql/graphql';

// A business operation: it goes to BUSINESS_GRAPHQL_URL when one is configured.
export const MisProyectosClienteDocument = graphql(`
  query MisProyectosCliente {
    misProyectosCliente {
      id
      nombre
      slug
      estado
      actualizadoEn
      cliente {
        id
        razonSocial
        rut
      }
      integraciones {
        id
        nombre
        proveedor
        tipo
        activa
        ultimaSincronizacion
      }
    }
  }
`);

export type Proyecto = MisProyectosClienteQuery['misProyectosCliente'][number];

/**
 * The spec's menuIntegraciones resolver, as panel-principal's route loader: the client
 * projects, in the cache before the panel shows. A failed load (the business endpoint
 * down or too slow) comes back as useProyectos' `error`, which the panel shows with a retry.
 */
export function menuIntegraciones(client: ApolloClient) {
  return queryLoader(client, MisProyectosClienteDocument, { context: { route: 'business' } });
}

/** The loaded projects, in panel-principal and the routes below it. */
export function useProyectos(): Proyecto[] {
  return useMenuIntegraciones().proyectos;
}

/** menuIntegraciones' answer: the projects, the load's error and a retry, for the panel itself. */
export function useMenuIntegraciones() {
  const { data, error, refetch } = useRouteQuery<
    MisProyectosClienteQuery,
    MisProyectosClienteQueryVariables
  >(MENU_INTEGRACIONES_ROUTE);
  return { proyectos: data?.misProyectosCliente ?? [], error, refetch };
}
