// What an error from the API means to the client, read from its `extensions.code`.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const hasCode = (error: unknown, code: string): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code);

/**
 * The server refusing the session (an expired, revoked or forged token), as opposed to
 * not answering: only a refusal ends the session.
 */
export function isRefusedSession(error: unknown): boolean {
  return (
    hasCode(error, 'UNAUTHENTICATED') ||
    // An endpoint that answers a refusal with HTTP 401 instead (the real one may).
    (ServerError.is(error) && error.statusCode === 401)
  );
}

/**
 * The address names nothing (an unknown folder, guide category or guide: the API's
 * NOT_FOUND), rather than a failure worth a retry.
 */
export function isNotFound(error: unknown): boolean {
  return hasCode(error, 'NOT_FOUND');
}
