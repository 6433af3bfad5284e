// Route guards: session, guest-only, and the host-name rules for each area.
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { currentHost } from '../config/env';
import { paths, safeRedirect, signInPath, type Area } from '../config/paths';
import { useSession } from '../lib/session';
import { canEnter, landingArea } from '../lib/host-rules';

export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status !== 'signed-in') {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return children;
}

/** Guest pages send a signed-in user on: to `redirectURL` when given, else the landing. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const [params] = useSearchParams();
  if (state.status !== 'signed-in') return children;
  const target = safeRedirect(params.get('redirectURL')) ?? paths.signedInRedirect;
  return <Navigate to={target} replace />;
}

export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  return canEnter(area, currentHost()) ? children : <Navigate to={paths.notFound} replace />;
}

/** The empty path and signed-in-redirect: the landing area for this host, or 404. */
export function Landing() {
  const area = landingArea(currentHost());
  return <Navigate to={area ? paths.area(area) : paths.notFound} replace />;
}
