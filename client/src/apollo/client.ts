// The Apollo Client and all of its cache and network policy, in one place.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { Observable } from 'rxjs';
import type { Activity } from '../lib/activity';
import { isRefusedSession } from './refused';

// Queries answer partial data with their errors; typed as such for every hook.
// Apollo's documented way to declare defaults is namespace merging.
/* eslint-disable @typescript-eslint/no-namespace */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

/** Operations whose UNAUTHENTICATED means wrong credentials, not a refused session. */
const CREDENTIAL_OPERATIONS = new Set(['SignIn', 'UnlockSession', 'SignInWithToken']);

/** Operations answered by the real business endpoint when one is configured. */
const BUSINESS_OPERATIONS = new Set(['MisProyectosCliente']);

export interface ApolloSetup {
  businessGraphqlUrl: string;
  token: () => string | null;
  /** Called when the server refuses the session (an expired or revoked token). */
  onUnauthenticated: () => void;
  /** Counts requests in flight, for the progress bar. */
  network: Activity;
}

export function createApolloClient({
  businessGraphqlUrl,
  token,
  onUnauthenticated,
  network,
}: ApolloSetup) {
  const tracked = new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const done = network.start();
        const subscription = forward(operation).subscribe({
          next: (value) => observer.next(value),
          error: (error: unknown) => {
            done();
            observer.error(error);
          },
          complete: () => {
            done();
            observer.complete();
          },
        });
        return () => {
          done();
          subscription.unsubscribe();
        };
      }),
  );
  const auth = new SetContextLink((previous) => {
    const current = token();
    return current ? { headers: { ...previous.headers, authorization: `Bearer ${current}` } } : {};
  });
  const expired = new ErrorLink(({ error, operation }) => {
    if (!CREDENTIAL_OPERATIONS.has(operation.operationName ?? '') && isRefusedSession(error)) {
      onUnauthenticated();
    }
  });
  const local = new BatchHttpLink({ uri: '/graphql', batchInterval: 10, batchMax: 10 });
  const business =
    businessGraphqlUrl === '/graphql' ? local : new HttpLink({ uri: businessGraphqlUrl });

  return new ApolloClient({
    link: ApolloLink.from([
      tracked,
      expired,
      auth,
      ApolloLink.split(
        (operation) => BUSINESS_OPERATIONS.has(operation.operationName ?? ''),
        business,
        local,
      ),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'network-only' },
    },
  });
}
