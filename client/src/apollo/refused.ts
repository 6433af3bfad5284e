// What counts as the server refusing the session (an expired, revoked or forged token),
// as opposed to not answering: only a refusal ends the session.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export function isRefusedSession(error: unknown): boolean {
  return (
    (CombinedGraphQLErrors.is(error) &&
      error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')) ||
    // An endpoint that answers a refusal with HTTP 401 instead (the real one may).
    (ServerError.is(error) && error.statusCode === 401)
  );
}
