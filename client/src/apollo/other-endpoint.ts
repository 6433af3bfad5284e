// The link to another GraphQL endpoint (GRAPHQL_URL, BUSINESS_GRAPHQL_URL), loaded only
// when one is configured (apollo/client.ts): texts, one request each (it may not batch),
// with its own cookies when it signs in its own way, and a time limit, so that one that
// hangs fails like one that is down and its screens offer a retry.
import { HttpLink } from '@apollo/client';
import type { TokenPolicy } from '../config/env';

/** How long another endpoint may take to answer. */
const TIMEOUT_MS = 15_000;

export function otherEndpoint(url: string, policy: TokenPolicy): HttpLink {
  return new HttpLink({
    uri: url,
    credentials: policy === 'omit' ? 'include' : 'same-origin',
    fetch: (input, init) => {
      const limit = AbortSignal.timeout(TIMEOUT_MS);
      const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
      return fetch(input, { ...init, signal });
    },
  });
}
