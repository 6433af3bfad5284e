// Every operation swapped to another endpoint (GRAPHQL_URL), as an integrator does with
// their real one: here a second, independent instance of this server on another port,
// with data of its own, allowing the app's origin (CORS_ORIGINS). The sign-in, the shell's
// loads, the screens and the live socket all go there; the app's own server is only
// where the page comes from.
import { requestAccessToken, storedToken, submitSignInForm } from './auth';
import { expect, test } from './fixtures';
import { freePort, startServer } from './server';

test('with GRAPHQL_URL the sign-in, the screens and live updates come from the other server', async ({
  browser,
  playwright,
}) => {
  test.slow(); // Two servers of its own.
  const [appPort, otherPort] = [await freePort(), await freePort()];
  const other = await startServer({
    PORT: String(otherPort),
    CORS_ORIGINS: `http://localhost:${appPort}`,
    // Its own key: a token it signs is not this app server's.
    JWT_SECRET: 'another-server-signing-key-0123456789abcdef',
  });
  const app = await startServer({
    PORT: String(appPort),
    GRAPHQL_URL: `http://127.0.0.1:${otherPort}/graphql`,
  });
  try {
    // Only the other server knows this name: what the shell shows comes from there.
    const otherApi = await playwright.request.newContext({ baseURL: other.url });
    const otherToken = await requestAccessToken(otherApi);
    const auth = { authorization: `Bearer ${otherToken}` };
    const renamed = await otherApi.patch('/api/common/user', {
      headers: auth,
      data: { user: { name: 'Marta Quiroga' } },
    });
    expect(renamed.ok()).toBe(true);

    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    const sentTo = new Set<string>();
    page.on('request', (request) => {
      if (/\/graphql$/.test(new URL(request.url()).pathname))
        sentTo.add(new URL(request.url()).origin);
    });
    await page.goto('/sign-in');
    await submitSignInForm(page);
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu').getByText('Marta Quiroga')).toBeVisible();
    await page.keyboard.press('Escape');
    // The other server signed the session's token: this one refuses it.
    const token = await storedToken(page);
    const appApi = await playwright.request.newContext({ baseURL: app.url });
    const here = await appApi.get('/api/common/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(here.status()).toBe(401);
    expect([...sentTo]).toEqual([`http://127.0.0.1:${otherPort}`]);

    // Live: the socket is the other server's; a write there reaches the open window.
    const notifications = page.getByRole('button', { name: /^Notifications/ });
    await expect(page.locator('[data-live="online"]')).toHaveCount(1);
    const created = await otherApi.post('/api/common/notifications', {
      headers: auth,
      data: { notification: { title: 'Frost warning for the north blocks' } },
    });
    expect(created.ok()).toBe(true);
    await notifications.click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText('Frost warning for the north blocks'),
    ).toBeVisible();
    await context.close();
    await otherApi.dispose();
    await appApi.dispose();
  } finally {
    await app.stop();
    await other.stop();
  }
});
