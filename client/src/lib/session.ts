// The session: who is signed in and with which token. Plain state with
// subscribers, so the Apollo auth link and React read the same source. Shared by
// the app (guards), the auth pages and every page that greets the user.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/storage';

/** Where the token is kept: the browser's localStorage, or a stand-in (build-time rendering). */
type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  avatar?: string | null;
}

export type SessionState =
  | { status: 'restoring'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export class Session {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: TokenStorage = localStorage) {
    this.state = { status: this.token() ? 'restoring' : 'signed-out', user: null };
  }

  /** The stored token, kept across reloads. */
  token(): string | null {
    return this.storage.getItem(STORAGE_KEYS.token);
  }

  current = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  signedIn(user: SessionUser, token: string): void {
    this.storage.setItem(STORAGE_KEYS.token, token);
    this.set({ status: 'signed-in', user });
  }

  /** A new token for the same session (a hosted provider renewed it): nothing else changes. */
  renewed(token: string): void {
    if (this.state.status === 'signed-in') this.storage.setItem(STORAGE_KEYS.token, token);
  }

  signOut(): void {
    this.storage.removeItem(STORAGE_KEYS.token);
    this.set({ status: 'signed-out', user: null });
  }

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

export const SessionContext = createContext<Session | null>(null);

/**
 * The session, to act on it (sign in or out) without following its state: the caller
 * does not render again when the state changes.
 */
export function useSessionActions(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return session;
}

/** The session and its state; the caller renders again when the state changes. */
export function useSession(): { session: Session; state: SessionState } {
  const session = useSessionActions();
  return {
    session,
    state: useSyncExternalStore(session.subscribe, session.current, session.current),
  };
}
