// The sign-in page arrives rendered (index.html carries it, made at build time): it shows
// before the app's code has run, at /sign-in and wherever a guest is sent there from,
// looks exactly like the page the app then renders over it, and never shows to a
// visitor whom the app will show something else.
import type { Page } from '@playwright/test';
import { TOKEN_KEY, submitSignInForm } from './auth';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'block' });

/** Keeps the app's code from arriving: what shows is the HTML alone. */
const withoutTheApp = (page: Page) =>
  page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());

const prerendered = (page: Page) => page.locator('#prerendered');

/** The page as painted, once its font is in. */
async function picture(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot();
}

test('the sign-in page shows before any of the app’s code has run, and cannot be used yet', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('/sign-in');
  await expect(page).toHaveTitle('Sign in · Admin');
  const password = prerendered(page).locator('input[type=password]');
  await expect(password).toBeVisible();
  await expect(prerendered(page).getByText('Sign in', { exact: true }).first()).toBeVisible();
  // Inert: nothing in it takes focus or a click until the app has taken over.
  await password.focus();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the app renders the same page over it, pixel for pixel, in ${scheme} mode`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((dark) => {
      if (dark) localStorage.setItem('theme', 'dark');
    }, scheme === 'dark');
    await withoutTheApp(page);
    await page.goto('/sign-in');
    const before = await picture(page);

    await page.unrouteAll();
    await page.goto('/sign-in');
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.locator('input[type=password]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    expect(await picture(page)).toEqual(before);
  });
}

const OTHER_PAGE = [
  ['a remembered language other than English', 'language', 'tr'],
  ['a stored session', TOKEN_KEY, 'a-stored-token'],
] as const;

for (const [reason, key, value] of OTHER_PAGE) {
  test(`a visitor with ${reason} never sees it: the app will show another page`, async ({
    page,
  }) => {
    await page.addInitScript(({ name, stored }) => localStorage.setItem(name, stored), {
      name: key,
      stored: value,
    });
    await withoutTheApp(page);
    await page.goto('/sign-in');
    await expect(prerendered(page)).toBeAttached();
    await expect(prerendered(page)).toBeHidden();
    await expect(page.locator('input[type=password]')).toBeHidden();
  });
}

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('never shows it when no language is remembered: the app will show the Spanish page', async ({
    page,
  }) => {
    await withoutTheApp(page);
    await page.goto('/sign-in');
    await expect(prerendered(page)).toBeAttached();
    await expect(prerendered(page)).toBeHidden();
  });
});

/** Addresses that need a session, and the sign-in address a guest there is sent to. */
const GUARDED = [
  ['/', '/sign-in'],
  ['/administracion', '/sign-in?redirectURL=%2Fadministracion'],
  ['/apps/contacts?search=ana', '/sign-in?redirectURL=%2Fapps%2Fcontacts%3Fsearch%3Dana'],
  ['/apps/scrumboard/2c82225f', '/sign-in?redirectURL=%2Fapps%2Fscrumboard%2F2c82225f'],
  ['/ajustes', '/sign-in?redirectURL=%2Fajustes'],
] as const;

for (const [address, signIn] of GUARDED) {
  test(`a guest at ${address} meets it before any of the app’s code has run`, async ({ page }) => {
    await withoutTheApp(page);
    await page.goto(address);
    await expect(page).toHaveURL(signIn);
    await expect(page).toHaveTitle('Sign in · Admin');
    await expect(prerendered(page).locator('input[type=password]')).toBeVisible();
  });
}

/** Addresses the app shows a guest as they are: it is never shown there. */
const OPEN = ['/sign-up', '/forgot-password', '/pagos', '/home', '/404-not-found', '/no-such-page'];

for (const address of OPEN) {
  test(`a guest at ${address} never sees it, and stays at that address`, async ({ page }) => {
    await withoutTheApp(page);
    await page.goto(address);
    await expect(prerendered(page)).toBeAttached();
    await expect(prerendered(page)).toBeHidden();
    await expect(page).toHaveURL(address);
    await expect(page).toHaveTitle('Admin');
  });
}

test('a guest sent from a guarded page signs in and lands there, having loaded none of its code before', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/apps/contacts?search=ana');
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Fapps%2Fcontacts%3Fsearch%3Dana');
  await expect(prerendered(page)).toHaveCount(0);
  expect(scripts.filter((path) => /\/contacts-[\w-]+\.js$/.test(path))).toEqual([]);

  await submitSignInForm(page);
  await expect(page).toHaveURL('/apps/contacts?search=ana');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
});
