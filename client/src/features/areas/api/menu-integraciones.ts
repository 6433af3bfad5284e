import type { ApolloClient } from '@apollo/client';
import { useRouteLoaderData } from 'react-router';
import { graphql } from '../../../gql';
import type { MisProyectosClienteQuery } from '../../../gql/graphql';

// A business operation: it goes to BUSINESS_GRAPHQL_URL when one is configured.
const MisProyectosClienteDocument = graphql(`
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

/** The id of the route whose loader is menuIntegraciones: its pages read the projects from it. */
export const MENU_INTEGRACIONES_ROUTE = 'menuIntegraciones';

/**
 * The spec's menuIntegraciones resolver, as panel-principal's route loader: the client
 * projects, loaded before the panel shows. A failure shows the area's error page.
 */
export function menuIntegraciones(client: ApolloClient) {
  return async (): Promise<Proyecto[]> => {
    const { data, error } = await client.query({
      query: MisProyectosClienteDocument,
      context: { route: 'business' },
    });
    if (error || !data) throw error ?? new Error('misProyectosCliente answered no data');
    return data.misProyectosCliente;
  };
}

/** The loaded projects, in panel-principal and the routes below it. */
export function useProyectos(): Proyecto[] {
  return useRouteLoaderData<ReturnType<typeof menuIntegraciones>>(MENU_INTEGRACIONES_ROUTE) ?? [];
}
