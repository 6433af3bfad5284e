// How a page owns its data: its route's loader starts the page's query into the Apollo
// cache (createQueryPreloader), and the page reads it with useReadQuery, which follows
// the cache, so a later write (a mutation's cache update, another screen's refetch)
// re-renders it.
//
// Two ways to wait, one per kind of route:
// - a route resolver (SPEC section 2: the shell's initial data, panel-principal's
//   menuIntegraciones) waits in the loader: the page shows once its data is in, and a
//   failed load shows the route's error page;
// - an app screen (`{ wait: false }`) shows at once: the part that reads the query
//   suspends, and its <Suspense> fallback draws a skeleton of the content; a failed
//   load comes back as `error`, for the page to show with a retry.
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

/** The query's options, fixed or read from the route (its params, its URL's search). */
type LoaderOptions = PreloadQueryOptions | ((args: LoaderFunctionArgs) => PreloadQueryOptions);

export function queryLoader<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables> & DocumentNode,
  options?: LoaderOptions,
  { wait = true }: { wait?: boolean } = {},
) {
  // One signature for every query: Apollo's overloads vary with the variables' shape,
  // which this generic function cannot narrow.
  const preload = createQueryPreloader(client) as unknown as {
    (query: DocumentNode, options?: PreloadQueryOptions): PreloadedQueryRef<TData, TVariables>;
    toPromise<T>(ref: T): Promise<T>;
  };
  return async (args: LoaderFunctionArgs): Promise<PreloadedQueryRef<TData, TVariables>> => {
    const own = typeof options === 'function' ? options(args) : options;
    // SPEC section 7: what the cache holds shows at once, and the network refreshes it.
    const ref = preload(query, { fetchPolicy: 'cache-and-network', ...own });
    return wait ? preload.toPromise(ref) : ref;
  };
}

/**
 * The route `routeId`'s query (loaded by a queryLoader), kept current: its data, its
 * error (a failed load, with `errorPolicy: 'all'`), `refetch` for a retry, and `stale`
 * while new variables (a search, another page) load. Until then the data of the last
 * ones stays on screen (useDeferredValue), so typing a search does not flash the
 * skeleton; the first load suspends to the page's <Suspense> fallback. `fetchMore` adds a
 * page to a list loaded in pages (the field's `merge` rule in type-policies.ts appends it).
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>(routeId: string) {
  const ref = useRouteLoaderData(routeId) as PreloadedQueryRef<TData, TVariables>;
  const shown = useDeferredValue(ref);
  // The handlers first: after a refetch they hand the ref its new pending promise, which
  // useReadQuery must read in the same render (it suspends, then shows the answer). Read
  // before them, it keeps the settled promise of the failed load and never hears back.
  const { refetch, fetchMore } = useQueryRefHandlers(shown);
  const { data, error } = useReadQuery(shown);
  return { data, error, refetch, fetchMore, stale: shown !== ref };
}
