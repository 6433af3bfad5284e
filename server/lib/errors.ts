// The error codes of the contract (ARCHITECTURE rule 2) and their one mapping to HTTP.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in HTTP_STATUS;
}

class CodedError extends GraphQLError {
  constructor(message: string, code: ErrorCode, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extensions } });
  }
}

export class NotFoundError extends CodedError {
  constructor(kind: string, id: string) {
    super(`${kind} "${id}" does not exist.`, 'NOT_FOUND');
  }
}

export class BadInputError extends CodedError {
  constructor(message: string) {
    super(message, 'BAD_USER_INPUT');
  }
}

export class UnauthenticatedError extends CodedError {
  constructor(message: string) {
    super(message, 'UNAUTHENTICATED');
  }
}

/** The caller is known, but this server does not do what was asked (or not for them). */
export class ForbiddenError extends CodedError {
  constructor(message: string) {
    super(message, 'FORBIDDEN');
  }
}

export class TooManyRequestsError extends CodedError {
  constructor(message: string, retryAfterSeconds: number) {
    // Apollo Server turns extensions.http into the HTTP status and headers of the answer.
    super(message, 'TOO_MANY_REQUESTS', {
      retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    });
  }
}

/** A write lost a race with another server's write to the same record, even when run again. */
export class ConflictError extends CodedError {
  constructor(message: string) {
    super(message, 'CONFLICT', { http: { status: 409 } });
  }
}

/** The database cannot be reached: the write was not made. */
export class UnavailableError extends CodedError {
  constructor(message: string) {
    super(message, 'SERVICE_UNAVAILABLE', { http: { status: 503 } });
  }
}
