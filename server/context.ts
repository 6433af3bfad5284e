// The per-request context: the stores, and the session read from the bearer token.
import { UnauthenticatedError } from './lib/errors';
import { MISSING_TOKEN, type AuthService, type Session } from './modules/auth/service';
import type { Repository } from './data/repository';
import { LiveEvents } from './live/events';
import type { Stores } from './stores';

export interface Context {
  stores: Stores;
  /** Runs writes: committed to the database before they are answered. */
  repository: Repository;
  /** The committed changes, as subscriptions receive them. */
  live: LiveEvents;
  auth: AuthService;
  /** Null when the request has no valid token; `authProblem` then says why. */
  session: Session | null;
  authProblem: string | null;
}

export type ContextFactory = (authorization: string | undefined) => Promise<Context>;

/** Called once per app: its contexts share one feed of changes. */
export function contextFactory(repository: Repository, auth: AuthService): ContextFactory {
  const { stores } = repository;
  const live = new LiveEvents(repository);
  return async (authorization) => {
    const { session, problem } = await auth.check(authorization);
    return { stores, repository, live, auth, session, authProblem: problem };
  };
}

/** Marks the parent of the Query fields under `AuthPayload.query`: the session they read as. */
const SIGNED_IN = Symbol('signed-in');

/** The query root as the account that has just signed in sees it (`AuthPayload.query`). */
export function signedInRoot(session: Session): Record<PropertyKey, never> {
  // The generated resolver types expect the root value empty; the symbol key is hidden
  // from everything but contextAt.
  return { [SIGNED_IN]: session } as unknown as Record<PropertyKey, never>;
}

/**
 * The context a root field runs with: its request's, or under `AuthPayload.query` the
 * session that sign-in opened. Only that field sees it, not the request's other
 * operations (a batch shares one context).
 */
export function contextAt(source: unknown, context: Context): Context {
  const session = (source as { [SIGNED_IN]?: Session } | null | undefined)?.[SIGNED_IN];
  return session ? { ...context, session, authProblem: null } : context;
}

/** The request's session; throws UNAUTHENTICATED, saying why, when there is none. */
export function requireSession(context: Context): Session {
  if (!context.session) throw new UnauthenticatedError(context.authProblem ?? MISSING_TOKEN);
  return context.session;
}
