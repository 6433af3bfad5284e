// Sign-in at a hosted OpenID Connect provider (OIDC_ISSUER): a real provider runs in
// the test's process (identity-provider.ts). The app sends the browser there, comes
// back with a code (PKCE), opens the session with the provider's access token (the
// API verifies it against the provider's keys and makes the person a profile), renews
// it before it expires, and forgets it on sign-out.
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { storedItem, storedToken } from './auth';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PEOPLE, startIdentityProvider } from './identity-provider';
import { freePort, startServer } from './server';

/** Short, so that the renewal (a minute before expiry, oidc-client-ts) comes within seconds. */
const ACCESS_TOKEN_SECONDS = 68;

/** A provider and an app server that signs people in there, on ports of their own. */
async function startWithProvider(accessTokenSeconds: number) {
  const appPort = await freePort();
  const provider = await startIdentityProvider({
    appOrigin: `http://localhost:${appPort}`,
    accessTokenSeconds,
  });
  const app = await startServer({
    PORT: String(appPort),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_AUDIENCE: provider.audience,
  });
  return { provider, app };
}

function claimsOf(token: string | null): Record<string, unknown> {
  return JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as never;
}

/** Makes the provider's stored session (oidc-client-ts's) expired, as after a night away. */
async function expireStoredSession(
  page: Page,
  { keepRefreshToken }: { keepRefreshToken: boolean },
) {
  await page.evaluate((keep) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))!;
    const user = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    user.expires_at = Math.floor(Date.now() / 1000) - 60;
    if (!keep) delete user.refresh_token;
    localStorage.setItem(key, JSON.stringify(user));
  }, keepRefreshToken);
}

test('signs in at the provider, renews the token before it expires, and signs out', async ({
  browser,
}) => {
  test.slow(); // A server and a provider of its own, and a renewal to wait for.
  const { provider, app } = await startWithProvider(ACCESS_TOKEN_SECONDS);
  try {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await followSystemScheme(page);

    // A guarded page asks to sign in, at the provider: no password form here.
    await page.goto('/panel-principal');
    await expect(page).toHaveURL('/sign-in?redirectURL=%2Fpanel-principal');
    const go = page.getByRole('button', { name: 'Continue to sign-in' });
    await expect(go).toBeVisible();
    await expect(page.getByText('You will sign in at 127.0.0.1:')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    // The prerendered page (the password form) was hidden before it painted, now and on
    // the next start from the service worker's copy of the page.
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-prerendered-off')),
    ).toBe(true);
    expect(await storedItem(page, 'signInAtProvider')).toBe('1');
    await expectAccessibleInBothSchemes(page);

    // The provider's own pages: any login and password, then its consent.
    await go.click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
    await page.locator('input[name="login"]').fill('ana.ruiz');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back where the person was going, as the profile the API made from the token.
    await expect(page).toHaveURL('/panel-principal');
    await expect(page.getByRole('heading', { name: 'Main panel', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    const person = PEOPLE['ana.ruiz']!;
    await expect(page.getByRole('menu').getByText(person.name)).toBeVisible();
    await expect(page.getByRole('menu').getByText(person.email)).toBeVisible();
    await page.keyboard.press('Escape');
    const first = await storedToken(page);
    expect(claimsOf(first)).toMatchObject({
      iss: provider.issuer,
      aud: provider.audience,
      sub: 'ana.ruiz',
    });

    // Renewed with the refresh token a minute before it expires; the app goes on with it.
    await expect
      .poll(() => storedToken(page), { timeout: 30_000, message: 'the token is renewed' })
      .not.toBe(first);
    const renewed = await storedToken(page);
    expect(claimsOf(renewed).exp).toBeGreaterThan(claimsOf(first).exp as number);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    // A reload keeps the session, with the renewed token.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Main panel', level: 1 })).toBeVisible();
    expect(await storedToken(page)).toBe(renewed);

    // Back after the access token has expired: the refresh token renews it first.
    await expireStoredSession(page, { keepRefreshToken: true });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Main panel', level: 1 })).toBeVisible();
    expect(await storedToken(page)).not.toBe(renewed);

    // Signing out forgets the provider's tokens as well as the session's.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/sign-out');
    // The address changes before the sign-out page's code has loaded; it empties the stores.
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:')),
        ),
      )
      .toEqual([]);
    await expect(page.getByRole('button', { name: 'Continue to sign-in' })).toBeVisible({
      timeout: 10_000,
    });

    // Again, without a password: the provider remembers its own session and the consent.
    await page.getByRole('button', { name: 'Continue to sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    // Expired with nothing to renew it: the session is over, and the sign-in page says so.
    await expireStoredSession(page, { keepRefreshToken: false });
    await page.goto('/panel-principal');
    await expect(page).toHaveURL('/sign-in?redirectURL=%2Fpanel-principal');
    await expect(page.getByRole('button', { name: 'Continue to sign-in' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await context.close();
  } finally {
    await app.stop();
    await provider.stop();
  }
});

test('a sign-in the provider refuses says so, with the way back', async ({ browser }) => {
  test.slow();
  const { provider, app } = await startWithProvider(600);
  try {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Continue to sign-in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
    // Cancelled on the provider's consent page: access_denied comes back.
    await page.locator('input[name="login"]').fill('ana.ruiz');
    await page.locator('input[name="password"]').fill('x');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page.getByRole('heading', { name: 'The sign-in did not finish' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page.getByRole('button', { name: 'Continue to sign-in' })).toBeVisible();
    await context.close();
  } finally {
    await app.stop();
    await provider.stop();
  }
});

test('a provider that cannot be reached is said so on the sign-in page', async ({ browser }) => {
  const closed = await freePort();
  const app = await startServer({
    OIDC_ISSUER: `http://127.0.0.1:${closed}`,
    OIDC_CLIENT_ID: 'admin-web',
  });
  try {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await page.goto('/sign-in');
    const go = page.getByRole('button', { name: 'Continue to sign-in' });
    await go.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The sign-in service could not be reached.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/sign-in');
    await expect(go).toBeEnabled();
    await context.close();
  } finally {
    await app.stop();
  }
});
