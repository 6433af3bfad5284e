// Signing in for the specs, the way the client does it: the access token from
// POST /api/auth/sign-in, kept in localStorage under `accessToken` for the page's origin.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The local server's sample account (README, "Signing in"). */
export const ACCOUNT = { email: 'hughes.brian@company.com', password: 'admin' } as const;

/** The localStorage key of the client's session token (client/src/lib/session.ts). */
export const TOKEN_KEY = 'accessToken';

/** The sample account's user, as POST /api/auth/sign-in answers it. */
export interface SignedInUser {
  id: string;
  name: string;
  email: string;
}

/** Signs in through the REST adapter and answers the user and the access token. */
export async function requestSignIn(
  request: APIRequestContext,
): Promise<{ user: SignedInUser; accessToken: string }> {
  const response = await request.post('/api/auth/sign-in', { data: ACCOUNT });
  expect(response.status(), 'POST /api/auth/sign-in with the sample account').toBe(200);
  const body = (await response.json()) as { accessToken?: unknown; user?: Partial<SignedInUser> };
  const { accessToken, user } = body;
  if (
    typeof accessToken !== 'string' ||
    typeof user?.id !== 'string' ||
    typeof user.name !== 'string' ||
    typeof user.email !== 'string'
  ) {
    throw new Error(
      `POST /api/auth/sign-in answered no user or accessToken: ${JSON.stringify(body)}`,
    );
  }
  return { user: { id: user.id, name: user.name, email: user.email }, accessToken };
}

/** Signs in through the REST adapter and answers the access token. */
export async function requestAccessToken(request: APIRequestContext): Promise<string> {
  return (await requestSignIn(request)).accessToken;
}

/** The access token from `origin`'s sign-in route through fetch: for the benchmarks, outside Playwright. */
export async function fetchAccessToken(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  const body = (await answer.json()) as { accessToken?: unknown };
  if (!answer.ok || typeof body.accessToken !== 'string') {
    throw new Error(`POST /api/auth/sign-in answered ${answer.status}: ${JSON.stringify(body)}`);
  }
  return body.accessToken;
}

/** Storage state in which `origin` (e.g. http://gestion.test:PORT) holds a session token. */
export function signedInState(origin: string, token: string) {
  return {
    cookies: [],
    origins: [
      { origin: new URL(origin).origin, localStorage: [{ name: TOKEN_KEY, value: token }] },
    ],
  };
}

/**
 * Signs `context` in on `origin`, keeping what it already stores for other origins.
 * localStorage is per origin, so each host name needs its own sign-in.
 */
export async function signInOn(
  context: BrowserContext,
  request: APIRequestContext,
  origin: string,
): Promise<void> {
  const token = await requestAccessToken(request);
  const target = new URL(origin).origin;
  const current = await context.storageState();
  const others = current.origins.filter((entry) => entry.origin !== target);
  const [signedIn] = signedInState(target, token).origins;
  await context.setStorageState({ cookies: current.cookies, origins: [...others, signedIn!] });
}

/** Fills and sends the sign-in form on the current page. */
export async function submitSignInForm(
  page: Page,
  { email, password }: { email: string; password: string } = ACCOUNT,
): Promise<void> {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What the page's origin holds in localStorage under `key`, or null. */
export async function storedItem(page: Page, key: string): Promise<string | null> {
  const origin = new URL(page.url()).origin;
  const { origins } = await page.context().storageState();
  const entry = origins.find((item) => item.origin === origin);
  return entry?.localStorage.find((item) => item.name === key)?.value ?? null;
}

/** The session token the page's origin holds in localStorage, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return storedItem(page, TOKEN_KEY);
}
