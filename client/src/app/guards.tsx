// Route guards: session, guest-only, and the host-name rules for each area. The
// element guards follow the session as it changes (a sign-in moves the guest on, a
// refused token sends to sign-in); a redirect keeps the full-screen spinner up while
// its target loads, so no blank page shows in between.
import type { ReactNode } from 'react';
import { Navigate, redirect, useLocation, useSearchParams } from 'react-router';
import { currentHost } from '../config/env';
import { paths, safeRedirect, signInPath, type Area } from '../config/paths';
import { canEnter, landingArea } from '../lib/host-rules';
import { useSession, type Session } from '../lib/session';
import { AppLoading } from './app-loading';

function Redirect({ to }: { to: string }) {
  return (
    <>
      <AppLoading />
      <Navigate to={to} replace />
    </>
  );
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status !== 'signed-in') {
    return <Redirect to={signInPath(location.pathname + location.search)} />;
  }
  return children;
}

/**
 * A loader that admits only a signed-in visitor, checked on entry alone: /sign-out
 * ends the session itself once shown, then counts down to sign-in.
 */
export function requireSessionOnEntry(session: Session) {
  return () => (session.current().status === 'signed-in' ? null : redirect(paths.signIn));
}

/** Guest pages send a signed-in user on: to `redirectURL` when given, else the landing. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const [params] = useSearchParams();
  if (state.status !== 'signed-in') return children;
  return <Redirect to={safeRedirect(params.get('redirectURL')) ?? paths.signedInRedirect} />;
}

export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  return canEnter(area, currentHost()) ? children : <Redirect to={paths.notFound} />;
}

/** The empty path and signed-in-redirect: the landing area for this host, or 404. */
export function Landing() {
  const area = landingArea(currentHost());
  return <Redirect to={area ? paths.area(area) : paths.notFound} />;
}
