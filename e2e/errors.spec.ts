// The error page: a page whose code cannot be loaded (a lost connection, a deploy that
// removed the old chunks) shows a translated page with a way on, not the router's own.
import { expect, test } from './fixtures';

// Chunk requests are cut in page.route; a service worker would answer them itself.
test.use({ serviceWorkers: 'block' });

const SIGN_IN_CHUNK = '**/assets/sign-in-*.js';

test('a guest page that cannot load shows the error page, and reloading recovers', async ({
  page,
}) => {
  await page.route(SIGN_IN_CHUNK, (route) => route.abort());
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the start' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong · Admin');

  await page.unroute(SIGN_IN_CHUNK);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('an area that cannot load shows the error page inside the shell, in Turkish too', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'tr'));
    await page.route('**/assets/administracion-*.js', (route) => route.abort());
    await page.goto('/administracion');
    await expect(page.getByRole('heading', { name: 'Bir şeyler ters gitti' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sayfayı yeniden yükle' })).toBeVisible();
    // The shell stays around it, with its navigation and user menu.
    await expect(page.getByRole('button', { name: 'Kullanıcı menüsü' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Yönetim', exact: true })).toHaveCount(0);
  });
});
