// The administracion overview's data. Its loaders start the client projects (the
// business endpoint's misProyectosCliente) and the latest activities without waiting,
// so the landing shows at once with skeletons; the unread messages and notifications
// come from the shell's start-up loads, already in the cache, and follow every change
// the panels make there.
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryLoader } from '../../../apollo/query-loader';
import { preloadIconSets } from '../../../components/ui/named-icon';
import { graphql } from '../../../gql';
import { MisProyectosClienteDocument } from './menu-integraciones';

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

/** The same fields as the shell's panels load, so the cache answers without a request. */
const AdministracionFeedsDocument = graphql(`
  query AdministracionFeeds {
    messages {
      id
      title
      description
      image
      icon
      link
      useRouter
      read
      time
    }
    notifications {
      id
      title
      description
      image
      icon
      link
      useRouter
      read
      time
    }
  }
`);

export const proyectosLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    MisProyectosClienteDocument,
    { context: { route: 'business' }, errorPolicy: 'all' },
    { wait: false },
  );

export function actividadesLoader(client: ApolloClient) {
  const load = queryLoader(
    client,
    AdministracionActividadesDocument,
    { errorPolicy: 'all' },
    { wait: false },
  );
  return (args: LoaderFunctionArgs) => {
    // The activities name their icons; the list shows once their set is in.
    preloadIconSets();
    return load(args);
  };
}

/** The messages and notifications, as the shell's panels hold them in the cache. */
export function useFeeds() {
  const { data } = useQuery(AdministracionFeedsDocument, { fetchPolicy: 'cache-first' });
  return { messages: data?.messages ?? [], notifications: data?.notifications ?? [] };
}
