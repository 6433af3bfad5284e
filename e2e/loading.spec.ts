// While the app cannot show a page yet, the full-screen ball-atom spinner stays up (never a
// blank page); while a route loads in the running app, the top progress bar shows.
import type { Page, Route } from '@playwright/test';
import { submitSignInForm } from './auth';
import { expect, test } from './fixtures';
import { hold } from './hold';

// Requests are held in page.route; a service worker would answer some of them itself.
test.use({ serviceWorkers: 'block' });

/** The shell's batched initial loads (MessagesPanel and the others). */
const initialLoads = (route: Route) =>
  route.request().postData()?.includes('MessagesPanel') ?? false;

const spinner = (page: Page) => page.getByRole('status', { name: 'Loading the application' });
const administracion = (page: Page) =>
  page.getByRole('heading', { name: 'Administration', exact: true });

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('the first page keeps the spinner up while the shell loads its data', async ({ page }) => {
    const release = await hold(page, '**/graphql', initialLoads);
    await page.goto('/administracion');
    await expect(spinner(page)).toBeVisible();
    await expect(administracion(page)).toHaveCount(0);

    release();
    await expect(administracion(page)).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
  });

  test('a route that loads shows the progress bar until its page shows', async ({ page }) => {
    await page.goto('/administracion');
    await expect(administracion(page)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // The page's code arrives late; its data (misProyectosCliente) does not.
    const release = await hold(page, '**/assets/panel-principal-*.js');
    const projects = page.waitForResponse(
      (response) => response.request().postData()?.includes('MisProyectosCliente') ?? false,
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Main panel' })
      .click();
    await projects;
    await expect(page.getByRole('progressbar')).toBeVisible();

    release();
    await expect(page.getByRole('heading', { name: 'Main panel', exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

test('a slow sign-in shows its button busy, and a second submit sends nothing more', async ({
  page,
}) => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('SignInToShell')) signIns.push(request.url());
  });
  const release = await hold(
    page,
    '**/graphql',
    (route) => route.request().postData()?.includes('SignInToShell') ?? false,
  );
  await page.goto('/sign-in');
  await submitSignInForm(page);
  // At once, before the button shows itself busy (BUSY_AFTER_MS): the form is sent again.
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Signing in' })).toBeDisabled();

  release();
  await expect(administracion(page)).toBeVisible();
  expect(signIns).toHaveLength(1);
});

test('after signing in the sign-in page stays, busy, until the shell is ready: never a blank page', async ({
  page,
}) => {
  // The shell's data comes in the sign-in's answer (app/start-up.ts); the landing's code,
  // held back as on a slow network, keeps the way into the shell waiting.
  const release = await hold(page, '**/assets/administracion-*.js');
  await page.goto('/sign-in');
  await submitSignInForm(page);
  // The form's button says it is at work and the top bar runs while the shell loads.
  await expect(page.getByRole('button', { name: 'Signing in' })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(administracion(page)).toHaveCount(0);

  release();
  await expect(page).toHaveURL('/administracion');
  await expect(administracion(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(spinner(page)).toHaveCount(0);
});
