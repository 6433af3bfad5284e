// The per-request context: the stores, and the session read from the bearer token.
import { UnauthenticatedError } from './lib/errors';
import { MISSING_TOKEN, type AuthService, type Session } from './modules/auth/service';
import type { Stores } from './stores';

export interface Context {
  stores: Stores;
  auth: AuthService;
  /** Null when the request has no valid token; `authProblem` then says why. */
  session: Session | null;
  authProblem: string | null;
}

export type ContextFactory = (authorization: string | undefined) => Promise<Context>;

export function contextFactory(stores: Stores, auth: AuthService): ContextFactory {
  return async (authorization) => {
    const { session, problem } = await auth.check(authorization);
    return { stores, auth, session, authProblem: problem };
  };
}

/** The request's session; throws UNAUTHENTICATED, saying why, when there is none. */
export function requireSession(context: Context): Session {
  if (!context.session) throw new UnauthenticatedError(context.authProblem ?? MISSING_TOKEN);
  return context.session;
}
