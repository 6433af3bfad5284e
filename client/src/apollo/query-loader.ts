// How a page owns its data: its route's loader starts the page's query into the Apollo
// cache (createQueryPreloader) and waits for it, so the page shows with its data; the
// page reads it with useReadQuery, which follows the cache, so a later write (a
// mutation's cache update, another screen's refetch) re-renders it. A failed load
// throws, and the route shows its error page.
import type {
  ApolloClient,
  DocumentNode,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import {
  createQueryPreloader,
  useReadQuery,
  type PreloadQueryOptions,
  type PreloadedQueryRef,
} from '@apollo/client/react';
import { useRouteLoaderData } from 'react-router';

export function queryLoader<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables> & DocumentNode,
  options?: PreloadQueryOptions,
) {
  // One signature for every query: Apollo's overloads vary with the variables' shape,
  // which this generic function cannot narrow.
  const preload = createQueryPreloader(client) as unknown as {
    (query: DocumentNode, options?: PreloadQueryOptions): PreloadedQueryRef<TData, TVariables>;
    toPromise<T>(ref: T): Promise<T>;
  };
  return async (): Promise<PreloadedQueryRef<TData, TVariables>> => {
    // SPEC section 7: what the cache holds shows at once, and the network refreshes it.
    return preload.toPromise(preload(query, { fetchPolicy: 'cache-and-network', ...options }));
  };
}

/** The data of the route `routeId`'s query (loaded by a queryLoader), kept current. */
export function useRouteQuery<TData, TVariables extends OperationVariables>(routeId: string) {
  const ref = useRouteLoaderData(routeId) as PreloadedQueryRef<TData, TVariables>;
  return useReadQuery(ref).data;
}
