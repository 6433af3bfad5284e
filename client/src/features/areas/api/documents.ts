// The areas' documents: the client projects (the business endpoint's misProyectosCliente,
// which panel-principal's menu and the administracion overview read), the overview's
// latest activities, and its unread messages and notifications.
import { graphql } from '../../../gql';
import type { MisProyectosClienteQuery } from '../../../gql/graphql';

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

export const AdministracionActividadesDocument = graphql(`
  query AdministracionActividades {
    activities {
      id
      icon
      image
      description
      date
      link
      linkedContent
      useRouter
    }
  }
`);

/**
 * The messages and notifications through the fragments the shell's panels load them with
 * (components/feed/feed-entry.tsx), so the cache answers without a request.
 */
export const AdministracionFeedsDocument = graphql(`
  query AdministracionFeeds {
    messages {
      ...MessageEntryFields
    }
    notifications {
      ...NotificationEntryFields
    }
  }
`);
