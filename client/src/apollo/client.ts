// The Apollo Client and all of its cache and network policy, in one place.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
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

/**
 * What the shell loads as a session starts (app/router.tsx), all at once: sent as one
 * batch the moment the last is asked for, instead of after the batch window, which
 * would wait for the render that the sign-in starts.
 */
const START_UP_OPERATIONS = new Set([
  'InitialMessages',
  'InitialNotifications',
  'InitialChats',
  'InitialShortcuts',
]);

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
  // Synchronous, unlike SetContextLink (a promise per operation): the shell's initial
  // loads reach the network before the render that the sign-in starts, not after it.
  const auth = new ApolloLink((operation, forward) => {
    const current = token();
    if (current) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${current}` },
      }));
    }
    return forward(operation);
  });
  const expired = new ErrorLink(({ error, operation }) => {
    if (!CREDENTIAL_OPERATIONS.has(operation.operationName ?? '') && isRefusedSession(error)) {
      onUnauthenticated();
    }
  });
  const local = new BatchHttpLink({ uri: '/graphql', batchInterval: 10, batchMax: 10 });
  // Credentials go at once, alone: the batch window would hold a sign-in while React
  // renders the form's busy state.
  const direct = new HttpLink({ uri: '/graphql' });
  const startUp = new BatchHttpLink({
    uri: '/graphql',
    batchInterval: 10,
    batchMax: START_UP_OPERATIONS.size,
  });
  const byName = (names: ReadonlySet<string>) => (operation: ApolloLink.Operation) =>
    names.has(operation.operationName ?? '');
  const business =
    businessGraphqlUrl === '/graphql' ? local : new HttpLink({ uri: businessGraphqlUrl });

  return new ApolloClient({
    link: ApolloLink.from([
      tracked,
      expired,
      auth,
      ApolloLink.split(
        byName(BUSINESS_OPERATIONS),
        business,
        ApolloLink.split(
          byName(CREDENTIAL_OPERATIONS),
          direct,
          ApolloLink.split(byName(START_UP_OPERATIONS), startUp, local),
        ),
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
