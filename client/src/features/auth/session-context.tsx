import { createContext, useContext } from 'react';
import { useSessionState, type Session, type SessionState } from './session';

export const SessionContext = createContext<Session | null>(null);

export function useSession(): { session: Session; state: SessionState } {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return { session, state: useSessionState(session) };
}
