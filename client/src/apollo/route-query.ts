// How a screen owns its data: one routeQuery per screen query binds the route's id, the
// document and the variables read from the address; its route runs its loader, and the
// page reads it with useRouteQuery(thatQuery), so the types come from the generated
// document and no page names them.
//
// The route's loader starts the query into the Apollo cache (createQueryPreloader), and
// the page reads it with useReadQuery, which follows the cache, so a later write (a
// mutation's cache update, another screen's refetch, a live event) re-renders it.
//
// Two ways to wait, one per kind of route:
// - an app screen (the default) shows at once: the part that reads the query suspends,
//   and its <Suspense> fallback draws a skeleton of the content; a failed load comes back
//   as `error`, for the page to show with a retry;
// - a route resolver (`wait: true`; SPEC section 2: panel-principal's menuIntegraciones)
//   waits in the loader: the page shows once its data is in, and a failed load shows the
//   route's error page.
import type {
  ApolloClient,
  DocumentNode,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import {
  createQueryPreloader,
  useQueryRefHandlers,
  useReadQuery,
  type PreloadQueryOptions,
  type PreloadedQueryRef,
} from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';

export type RouteQueryOptions<TVariables> = Pick<
  PreloadQueryOptions,
  'errorPolicy' | 'fetchPolicy' | 'context'
> & {
  /** The variables, from the route's params and address. */
  variables?: (args: LoaderFunctionArgs) => NoInfer<TVariables>;
  /** Whether the loader waits for the answer (a route resolver) or the page shows at once. */
  wait?: boolean;
  /** Starts what the screen needs beside its query (icon sets, countries). */
  alongside?: (client: ApolloClient) => void;
  /** An address with nothing to load (an unknown icon set): the loader starts nothing. */
  skip?: (args: LoaderFunctionArgs) => boolean;
};

export type RouteQuery<TData, TVariables extends OperationVariables> = {
  /** The route's id: the route that runs `loader` must carry it. */
  readonly id: string;
  /** The route's loader. */
  loader(
    client: ApolloClient,
  ): (args: LoaderFunctionArgs) => Promise<PreloadedQueryRef<TData, TVariables> | null>;
  /** The document, whose generated types the read hook answers with. */
  readonly query: TypedDocumentNode<TData, TVariables>;
};

export function routeQuery<TData, TVariables extends OperationVariables>(
  id: string,
  query: TypedDocumentNode<TData, TVariables>,
  {
    variables,
    wait = false,
    alongside,
    skip,
    ...preloadOptions
  }: RouteQueryOptions<TVariables> = {},
): RouteQuery<TData, TVariables> {
  return {
    id,
    query,
    loader(client) {
      // One signature for every query: Apollo's overloads vary with the variables'
      // shape, which this generic function cannot narrow.
      const preload = createQueryPreloader(client) as unknown as {
        (query: DocumentNode, options?: PreloadQueryOptions): PreloadedQueryRef<TData, TVariables>;
        toPromise<T>(ref: T): Promise<T>;
      };
      return async (args) => {
        if (skip?.(args)) return null;
        alongside?.(client);
        const ref = preload(query, {
          // SPEC section 7: what the cache holds shows at once, and the network refreshes it.
          fetchPolicy: 'cache-and-network',
          ...preloadOptions,
          variables: variables?.(args),
        });
        return wait ? preload.toPromise(ref) : ref;
      };
    },
  };
}

/**
 * A screen's query as its route loaded it (`useRouteQuery(contactsQuery)`), kept current: its data, its error (a failed load, with
 * `errorPolicy: 'all'`), `refetch` for a retry, and `stale` while new variables (a
 * search, another page) load. Until then the data of the last ones stays on screen
 * (useDeferredValue), so typing a search does not flash the skeleton; the first load
 * suspends to the page's <Suspense> fallback. `fetchMore` adds a page to a list loaded in
 * pages (the field's `merge` rule in type-policies.ts appends it).
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>({
  id,
}: RouteQuery<TData, TVariables>) {
  const ref = useRouteLoaderData(id) as PreloadedQueryRef<TData, TVariables>;
  const shown = useDeferredValue(ref);
  // The handlers first: after a refetch they hand the ref its new pending promise, which
  // useReadQuery must read in the same render (it suspends, then shows the answer). Read
  // before them, it keeps the settled promise of the failed load and never hears back.
  const { refetch, fetchMore } = useQueryRefHandlers(shown);
  const { data, error } = useReadQuery(shown);
  return { data, error, refetch, fetchMore, stale: shown !== ref };
}
