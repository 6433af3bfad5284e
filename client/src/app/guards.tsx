// Route guards: session, guest-only, and the host-name rules for each area. The
// element guards follow the session as it changes (a sign-in moves the guest on, a
// refused token sends to sign-in); a redirect keeps the full-screen spinner up while
// its target loads, so no blank page shows in between.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
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

/** To the sign-in page, which comes back to this address once signed in. */
export function ToSignIn() {
  const location = useLocation();
  return <Redirect to={signInPath(location.pathname + location.search)} />;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useSession();
  return state.status === 'signed-in' ? children : <ToSignIn />;
}

/**
 * A loader that admits only a signed-in visitor, checked on entry alone: /sign-out
 * ends the session itself once shown, then counts down to sign-in.
 */
export function requireSessionOnEntry(session: Session) {
  return () => (session.current().status === 'signed-in' ? null : redirect(paths.signIn));
}

/** The landing area for this host, or the 404 page. */
function landingPath(): string {
  const area = landingArea(currentHost());
  return area ? paths.area(area) : paths.notFound;
}

/** Where a guest page sends a signed-in user: `redirectURL` when safe, else the landing. */
export function destination(redirectURL: string | null): string {
  return safeRedirect(redirectURL) ?? landingPath();
}

/**
 * Guest pages send a signed-in user on: to `redirectURL` when given, else straight to
 * the landing (one navigation, not two through signed-in-redirect).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { session, state } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Signed in here (a form just succeeded): the page stays as it is, its button busy,
  // until the next page shows, instead of making way for the spinner in between.
  const [guestOnArrival] = useState(state.status !== 'signed-in');
  const redirectURL = useRef(params.get('redirectURL'));
  useEffect(() => {
    redirectURL.current = params.get('redirectURL');
  }, [params]);
  // On, the moment the session starts: its loaders begin at once, and this page is
  // not drawn again in between (a render, a frame) only to say where to go.
  useEffect(
    () =>
      session.subscribe(() => {
        if (session.current().status === 'signed-in') {
          void navigate(destination(redirectURL.current), { replace: true });
        }
      }),
    [session, navigate],
  );
  if (state.status !== 'signed-in') return children;
  return guestOnArrival ? children : <Redirect to={destination(params.get('redirectURL'))} />;
}

export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  return canEnter(area, currentHost()) ? children : <Redirect to={paths.notFound} />;
}

/** The empty path and signed-in-redirect: the landing area for this host, or 404. */
export function Landing() {
  return <Redirect to={landingPath()} />;
}
