// What a user saves is there after the server is killed and started again, as a
// newcomer meets it: a server of this test's own on a data folder (the workers'
// servers keep their data in memory), the same port, the same open window.
import { expect, test } from './fixtures';

/** A 1×1 PNG: a real image, as the server checks the bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a new contact and a new picture are there after the server is killed and started again', async ({
  folderServer,
}) => {
  test.slow(); // Two server starts, the first creating the database.
  const { page } = folderServer;

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
  await expect(account.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', picture);

  // A crash: no chance to finish anything.
  await folderServer.server().kill();
  await folderServer.restart();

  await page.goto(contact);
  await expect(page.getByRole('heading', { name: 'Dolores Durán' })).toBeVisible();
  await page.goto('/ajustes');
  await expect(account.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', picture);
});
