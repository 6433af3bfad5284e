// Where a visitor without a session is sent from the address they open, decided before
// any of the app's code runs: the page's start-up script (client/vite-plugins.ts) moves
// a guest at / or at a guarded address such as /apps/contacts to the sign-in page, so
// they meet the prerendered page as fast as at /sign-in and the guarded page's code and
// data are never fetched for nothing. The app's guards (app/guards.tsx) stay in charge
// of everything later: a session that ends, a link followed inside the app, a development
// build (which has no start-up script).
import { APP_BASES, AREAS, paths } from '../config/paths';
import { DEVELOPMENT_HOSTS, LANDING } from '../lib/host-rules';

export interface GuestEntryRules {
  signIn: string;
  /** The addresses that show the host's landing area. */
  landings: readonly string[];
  /** Host names that land in a signed-in area whatever they contain. */
  developmentHosts: readonly string[];
  /** Host words in landing order, and whether the area each lands in needs a session. */
  landingWords: readonly (readonly [word: string, needsSession: boolean])[];
  /** Every address under one of these needs a session. */
  sessionPaths: readonly string[];
}

/** The areas outside the shell: payments need only their host rule (app/router.tsx). */
const OPEN_AREAS: readonly string[] = ['pagos'];

export const GUEST_ENTRY_RULES: GuestEntryRules = {
  signIn: paths.signIn,
  landings: [paths.root, paths.signedInRedirect],
  developmentHosts: [...DEVELOPMENT_HOSTS],
  landingWords: LANDING.map(([word, area]) => [word, !OPEN_AREAS.includes(area)]),
  sessionPaths: [
    ...AREAS.filter((area) => !OPEN_AREAS.includes(area)).map(paths.area),
    paths.providerNotFound,
    paths.settings,
    paths.unlockSession,
    ...APP_BASES,
  ],
};

/**
 * The sign-in address a guest opening `location` is sent to (with the way back to a
 * guarded page in `redirectURL`), or null where the app shows the address itself: the
 * guest pages, payments, the 404 page, unknown addresses. Self-contained (it reads only
 * its arguments), so the start-up script carries it as text.
 */
export function guestSignInAddress(
  location: { pathname: string; search: string; hostname: string },
  rules: GuestEntryRules,
): string | null {
  const { pathname, search } = location;
  if (rules.landings.includes(pathname)) {
    const host = location.hostname.toLowerCase();
    const landing = rules.landingWords.find(([word]) => host.includes(word));
    return rules.developmentHosts.includes(host) || landing?.[1] ? rules.signIn : null;
  }
  const guarded = rules.sessionPaths.some(
    (base) => pathname === base || pathname.startsWith(`${base}/`),
  );
  return guarded
    ? `${rules.signIn}?${new URLSearchParams({ redirectURL: pathname + search })}`
    : null;
}
