// What a user saves is there after the server is killed and started again, as a
// newcomer meets it: a server of this test's own on a data folder (the workers'
// servers keep their data in memory), the same port, the same open window.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestSignIn, signedInState } from './auth';
import { expect, test } from './fixtures';
import { freePort, startServer } from './server';

/** A 1×1 PNG: a real image, as the server checks the bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a new contact and a new picture are there after the server is killed and started again', async ({
  browser,
  playwright,
}) => {
  test.slow(); // Three server starts, the first creating the database.
  const folder = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const env = { DATA_DIR: folder, PORT: String(await freePort()) };
  let server = await startServer(env);
  try {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const { accessToken } = await requestSignIn(request);
    await request.dispose();
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: signedInState(server.url, accessToken),
    });
    const page = await context.newPage();

    await page.goto('/apps/contacts/new');
    const form = page.getByRole('form', { name: 'New contact' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Dolores Durán');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/apps\/contacts\/(?!new$)[\w-]+$/);
    const contact = new URL(page.url()).pathname;

    await page.goto('/ajustes');
    const account = page.getByRole('form', { name: 'Account' });
    await expect(account.getByLabel('Name')).not.toHaveValue('');
    await account
      .getByLabel('Picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await account.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your account was saved.')).toBeVisible();
    const picture = `data:image/png;base64,${PNG.toString('base64')}`;
    await expect(account.getByRole('img', { name: 'Your picture' })).toHaveAttribute(
      'src',
      picture,
    );

    // A crash: no chance to finish anything.
    await server.kill();
    server = await startServer(env);

    await page.goto(contact);
    await expect(page.getByRole('heading', { name: 'Dolores Durán' })).toBeVisible();
    await page.goto('/ajustes');
    await expect(account.getByRole('img', { name: 'Your picture' })).toHaveAttribute(
      'src',
      picture,
    );
    await context.close();
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
