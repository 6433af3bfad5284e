// The business endpoint swapped for another server (BUSINESS_GRAPHQL_URL), as an
// integrator does: a second, independent GraphQL server (server/test/business-endpoint.ts)
// answers panel-principal's projects with its own data; when it stops, the screens that
// need it say so and offer a retry, while the shell and the REST adapter go on.
import { OTHER_PROJECTS, startBusinessEndpoint } from '../server/test/business-endpoint';
import { requestSignIn, signedInState, storedToken } from './auth';
import { expect, test } from './fixtures';
import { freePort, startServer } from './server';

test('panel-principal shows the other server’s projects, and survives it stopping', async ({
  browser,
  playwright,
}) => {
  test.slow(); // A server of its own, and the other one started twice.
  const otherPort = await freePort();
  const app = await startServer({
    BUSINESS_GRAPHQL_URL: `http://127.0.0.1:${otherPort}/graphql`,
  });
  let other = await startBusinessEndpoint({ port: otherPort, origin: app.url });
  try {
    const request = await playwright.request.newContext({ baseURL: app.url });
    const { accessToken } = await requestSignIn(request);
    const context = await browser.newContext({
      baseURL: app.url,
      storageState: signedInState(app.url, accessToken),
    });
    const page = await context.newPage();
    const menu = page.getByRole('navigation', { name: 'Integrations' });

    await page.goto('/panel-principal');
    for (const project of OTHER_PROJECTS) {
      await expect(menu.getByRole('heading', { name: project.nombre })).toBeVisible();
    }
    await expect(menu.getByRole('heading')).toHaveCount(OTHER_PROJECTS.length);
    // The session's token went with it (BUSINESS_GRAPHQL_TOKEN=send, the default).
    expect(other.authorizations).toContain(`Bearer ${await storedToken(page)}`);

    // Gone: the screen says so and offers a retry; the shell and this server go on.
    await other.stop();
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Try again' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Main panel', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    const messages = await request.get('/api/common/messages', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(messages.status()).toBe(200);

    // Back: the retry shows its projects again.
    other = await startBusinessEndpoint({ port: otherPort, origin: app.url });
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(menu.getByRole('heading', { name: OTHER_PROJECTS[0]!.nombre })).toBeVisible();
    await expect(failed).toHaveCount(0);
    await context.close();
    await request.dispose();
  } finally {
    await other.stop();
    await app.stop();
  }
});
