// The Apollo Client and all of its cache and network policy, in one place.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, Observable } from 'rxjs';
import { OperationTypeNode, type DocumentNode } from 'graphql';
import type { RuntimeConfig, TokenPolicy } from '../config/env';
import type { Activity } from '../lib/activity';
import { isRefusedSession } from './error-codes';
import { typePolicies } from './type-policies';

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

/**
 * How an operation travels, said where it is sent (`context: { route: 'credentials' }`),
 * so renaming an operation cannot silently change it. Without a route it is batched
 * to /graphql (10 ms window, at most 10).
 * - credentials: alone and at once (the batch window would hold a sign-in while React
 *   renders the form's busy state); its UNAUTHENTICATED means wrong credentials, not a
 *   refused session.
 * - guest: what a guest page asks for ahead of a sign-in (the menu), alone and without
 *   the progress bar; a refusal (an endpoint that wants a session for it) says nothing
 *   about a session either.
 * - start-up: the shell's start-up loads (app/start-up-loads.ts), one batch sent the moment
 *   the last is asked for, instead of after the window, which would wait for the
 *   render that the sign-in starts.
 * - business: the real business endpoint when one is configured.
 */
export type OperationRoute = 'credentials' | 'guest' | 'start-up' | 'business';
/** The start-up loads (app/start-up-queries.ts): their count is the start-up batch's size. */
const START_UP_LOADS = 5;

declare module '@apollo/client' {
  interface DefaultContext {
    route?: OperationRoute;
  }
}

export interface ApolloSetup {
  /** Where operations go, and whether with the token (/client-config.json). */
  endpoints: RuntimeConfig;
  token: () => string | null;
  /** Called when the server refuses the session (an expired or revoked token). */
  onUnauthenticated: () => void;
  /** Counts requests in flight, for the progress bar. */
  network: Activity;
}

export function createApolloClient({ endpoints, token, onUnauthenticated, network }: ApolloSetup) {
  // What a guest page asks for ahead of time is nobody's wait: no progress bar for it.
  const tracked = new ApolloLink((operation, forward) =>
    operation.getContext().route === 'guest'
      ? forward(operation)
      : new Observable((observer) => {
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
  const routed = (route: OperationRoute) => (operation: ApolloLink.Operation) =>
    operation.getContext().route === route;
  const withoutSession = (operation: ApolloLink.Operation) =>
    routed('credentials')(operation) || routed('guest')(operation);
  // Synchronous, unlike SetContextLink (a promise per operation): the shell's initial
  // loads reach the network before the render that the sign-in starts, not after it.
  // An endpoint with a sign-in of its own (GRAPHQL_TOKEN=omit) never gets the token, nor
  // does an operation made without a session (a provider's sign-in brings its own).
  const auth = new ApolloLink((operation, forward) => {
    const policy = routed('business')(operation)
      ? endpoints.businessGraphqlToken
      : endpoints.graphqlToken;
    const current = policy === 'send' ? token() : null;
    if (current && !withoutSession(operation)) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${current}` },
      }));
    }
    return forward(operation);
  });
  const expired = new ErrorLink(({ error, operation }) => {
    if (!withoutSession(operation) && isRefusedSession(error)) onUnauthenticated();
  });
  const local = new BatchHttpLink({ uri: '/graphql', batchInterval: 10, batchMax: 10 });
  const direct = new HttpLink({ uri: '/graphql' });
  const startUp = new BatchHttpLink({
    uri: '/graphql',
    batchInterval: 10,
    batchMax: START_UP_LOADS,
  });
  // This server knows every document of the client by id (trusted documents,
  // server/trusted-documents.ts): ids travel instead of texts, in Apollo's persisted-query
  // extension. Another endpoint gets texts. Not Apollo's PersistedQueryLink: it hashes
  // through a promise (each operation a turn later, see auth above), and its fallback to
  // sending the text is for servers that learn documents, which this one does not.
  const byId = new ApolloLink((operation, forward) => {
    operation.extensions.persistedQuery = { version: 1, sha256Hash: documentId(operation.query) };
    operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
      http: { ...http, includeQuery: false, includeExtensions: true },
    }));
    return forward(operation);
  });
  const toThisServer = byId.concat(
    ApolloLink.split(withoutSession, direct, ApolloLink.split(routed('start-up'), startUp, local)),
  );
  // Another endpoint (GRAPHQL_URL, BUSINESS_GRAPHQL_URL): its link loads when first used.
  const to = (url: string, policy: TokenPolicy) =>
    url === '/graphql'
      ? toThisServer
      : lazyLink(() =>
          import('./other-endpoint').then((module) => module.otherEndpoint(url, policy)),
        );
  const main = to(endpoints.graphqlUrl, endpoints.graphqlToken);
  const business =
    endpoints.businessGraphqlUrl === endpoints.graphqlUrl
      ? main
      : to(endpoints.businessGraphqlUrl, endpoints.businessGraphqlToken);

  const http = ApolloLink.from([
    tracked,
    expired,
    auth,
    ApolloLink.split(routed('business'), business, main),
  ]);
  // A subscription stays open while its screen shows: no progress bar, and its token
  // travels once, when the socket opens. The socket's code (apollo/live.ts, graphql-ws)
  // loads with the first subscription: none is asked for before the sign-in form works.
  const isSubscription = (operation: ApolloLink.Operation) =>
    operation.operationType === OperationTypeNode.SUBSCRIPTION;
  const subscriptions = lazyLink(() =>
    import('./live').then(({ live }) => {
      live.attach(
        () => (endpoints.graphqlToken === 'send' ? token() : null),
        client,
        endpoints.graphqlUrl,
      );
      return live.link;
    }),
  );
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.split(
      isSubscription,
      endpoints.graphqlUrl === '/graphql' ? byId.concat(subscriptions) : subscriptions,
      http,
    ),
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'network-only' },
    },
  });
  return client;
}

/** The id GraphQL Code Generator gave a document: the SHA-256 of its text, as the server lists it. */
function documentId(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash) throw new Error('A document without its id: run npm run codegen.');
  return hash.replace(/^sha256:/, '');
}

/**
 * A link whose code is imported with its first operation (kept out of the first screen's
 * JavaScript); a failed import is tried again with the next operation.
 */
function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  const loading = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return new ApolloLink((operation, forward) =>
    from(loading()).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}
