// What an error from the API means to the client, read from its `extensions.code`.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

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

/** What kind of failure an error is, to tell the user in their own words. */
export type ErrorKind =
  'offline' | 'server' | 'refused' | 'notFound' | 'forbidden' | 'session' | 'busy' | 'unknown';

const BY_STATUS: Readonly<Record<number, ErrorKind>> = {
  403: 'forbidden',
  404: 'notFound',
  429: 'busy',
};

export function errorKind(error: unknown): ErrorKind {
  if (isRefusedSession(error)) return 'session';
  if (CombinedGraphQLErrors.is(error)) {
    if (isNotFound(error)) return 'notFound';
    if (hasCode(error, 'FORBIDDEN')) return 'forbidden';
    if (hasCode(error, 'TOO_MANY_REQUESTS')) return 'busy';
    if (hasCode(error, 'INTERNAL_SERVER_ERROR')) return 'server';
    return 'refused';
  }
  if (ServerError.is(error)) {
    return BY_STATUS[error.statusCode] ?? (error.statusCode >= 500 ? 'server' : 'refused');
  }
  if (ServerParseError.is(error)) return 'server';
  // fetch() itself failed: no connection, or the server is down.
  if (error instanceof TypeError) return 'offline';
  return 'unknown';
}
