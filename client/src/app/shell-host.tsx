// The shell's host: the shell's code (its own chunk, loaded once) and the layout the guest
// pages and the shell's pages share, so the shell a guest page renders hidden is the one
// that shows after the sign-in.
import { Activity as Hidden, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useSession } from '../lib/session';
import { AppLoading } from './app-loading';
import { ToSignIn } from './guards';
import type * as ShellLayoutModule from './shell-layout';

/**
 * The shell (layout, navigation, user menu) is its own chunk, so the auth pages never
 * load it. Not as a lazy route: React Router fetches a lazy route's code before any
 * guard runs, so a signed-out visit would download it too. A guest page fetches it in
 * idle time; the shell route's loader, beside the shell's data, for a stored session.
 */
let shell: typeof ShellLayoutModule | undefined;
export const loadShell = async () => (shell ??= await import('./shell-layout'));

/** The shell's code, once loaded (loadShell). */
export const loadedShell = () => shell;

/** A preload's failure is left to the route that needs the code: it shows the error page. */
const ignore = () => {};

/** Starts downloading the shell's code: a stored session will show it soon. */
export function preloadShell(): void {
  loadShell().catch(ignore);
}

/** The route of the signed-in pages, inside the shell. */
export const SHELL_ROUTE = 'shell';

/** Counts the sessions that have ended while this component was shown. */
function useEndedSessions(signedIn: boolean): number {
  const [ended, setEnded] = useState(0);
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn !== wasSignedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) setEnded(ended + 1);
  }
  return ended;
}

/**
 * The guest pages and the shell's pages share this layout, so the shell a guest page
 * renders hidden is the one that shows after the sign-in. Once a guest page has shown,
 * `prefetch` runs when the browser is idle and, the shell's code and menu in, the shell
 * renders hidden beside the page, its menu drawn: React's <Activity> builds a hidden
 * tree at the lowest priority and runs none of its effects (no request, no title;
 * nothing shown nor in the accessibility tree). Signing in then only shows it and adds
 * the user and the page. A session that ends starts a new one (its key), so nothing of
 * it stays in the page.
 */
export function ShellHost({ prefetch }: { prefetch: () => Promise<typeof ShellLayoutModule> }) {
  const inShell = useMatches().some((match) => match.id === SHELL_ROUTE);
  const { state } = useSession();
  const signedIn = state.status === 'signed-in';
  const ended = useEndedSessions(signedIn);
  // Set on a guest page once the code is in; the shell route's loader has loaded it.
  const [loaded, setLoaded] = useState(shell);
  useEffect(() => {
    if (inShell) return;
    const start = () => prefetch().then(setLoaded, ignore);
    if ('requestIdleCallback' in window) requestIdleCallback(start);
    else setTimeout(start);
  }, [inShell, prefetch]);
  const ShellLayout = (loaded ?? shell)?.ShellLayout;
  const shown = inShell && signedIn;
  return (
    <>
      {!inShell && <Outlet />}
      {inShell && !signedIn && <ToSignIn />}
      {ShellLayout && (
        <Hidden mode={shown ? 'visible' : 'hidden'}>
          <Suspense fallback={<AppLoading />}>
            <ShellLayout key={ended}>{shown && <Outlet />}</ShellLayout>
          </Suspense>
        </Hidden>
      )}
    </>
  );
}
