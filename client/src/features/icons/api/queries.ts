// The icon browser's loader (routes.tsx loads this module with the route): starts the
// set's query without waiting; an unknown set starts nothing (the page says not found).
import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { queryLoader } from '../../../apollo/query-loader';
import { findFamily, pickVariant } from '../icon-sets';
import { IconSetDocument } from './documents';

export const iconSetLoader = (client: ApolloClient) => {
  const load = queryLoader(
    client,
    IconSetDocument,
    ({ params, request }) => {
      const family = findFamily(params.set)!;
      const variant = new URL(request.url).searchParams.get('variant');
      return {
        variables: { set: pickVariant(family, variant).set },
        // The lists never change while the server runs: what the cache holds will do.
        fetchPolicy: 'cache-first',
        errorPolicy: 'all',
      };
    },
    { wait: false },
  );
  return (args: LoaderFunctionArgs) => (findFamily(args.params.set) ? load(args) : null);
};
