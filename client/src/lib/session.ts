// The session: who is signed in and with which token. Plain state with
// subscribers, so the Apollo auth link and React read the same source. Shared by
// the app (guards), the auth pages and every page that greets the user.
import { createContext, useContext, useSyncExternalStore } from 'react';

const TOKEN_KEY = 'accessToken';

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

  constructor() {
    this.state = { status: this.token() ? 'restoring' : 'signed-out', user: null };
  }

  /** The stored token, kept across reloads. */
  token(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  }

  current = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  signedIn(user: SessionUser, token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    this.set({ status: 'signed-in', user });
  }

  signOut(): void {
    localStorage.removeItem(TOKEN_KEY);
    this.set({ status: 'signed-out', user: null });
  }

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): { session: Session; state: SessionState } {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return { session, state: useSyncExternalStore(session.subscribe, session.current) };
}
