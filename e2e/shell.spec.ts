// The shell's chrome: user menu, navigation (sidebar, and the drawer below md), the
// host's areas, color mode, page titles, a quiet console and no request to another
// origin. Chromium maps *.test host names to the server (playwright.config.ts), for the
// gestion host's navigation.
import type { Page, Request } from '@playwright/test';
import { requestAccessToken, requestSignIn } from './auth';
import { expect, test } from './fixtures';
import { hold } from './hold';
import { refuse } from './refuse';

test.use({ signedIn: true });

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens /administracion and waits for the shell's navigation to arrive. */
async function openAdministracion(page: Page) {
  await page.goto('/administracion');
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
}

test('the user menu opens from the keyboard, shows who is signed in and signs out', async ({
  page,
  request,
}) => {
  const { user } = await requestSignIn(request);
  await openAdministracion(page);

  await page.getByRole('button', { name: 'User menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText(user.name, { exact: true })).toBeVisible();
  await expect(menu.getByText(user.email, { exact: true })).toBeVisible();

  // Sign out is the last item.
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
    'data-highlighted',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/sign-out');
  await expect(page.getByText('You have signed out')).toBeVisible();
});

test('the user menu sets the presence, which survives a reload', async ({ page, request }) => {
  await openAdministracion(page);
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await userMenu.click();
  await expect(page.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Busy' }).click();

  await page.reload();
  await userMenu.click();
  await expect(page.getByRole('menuitemradio', { name: 'Busy' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const token = await requestAccessToken(request);
  const profile = await request.get('/api/common/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await profile.json()) as { status: string }).status).toBe('busy');

  await page.getByRole('menuitemradio', { name: 'Online' }).click();
  await expect
    .poll(async () => {
      const answer = await request.get('/api/common/user', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { status: string }).status;
    })
    .toBe('online');
});

test('a presence the server refuses goes back, with a toast', async ({ page }) => {
  await openAdministracion(page);
  await refuse(page, 'UpdateUserStatus');
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await userMenu.click();
  await page.getByRole('menuitemradio', { name: 'Away' }).click();
  await expect(page.getByText('Your status could not be changed')).toBeVisible();
  await userMenu.click();
  await expect(page.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the user menu leads to the profile and to the appearance settings', async ({ page }) => {
  await openAdministracion(page);
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/ajustes');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Account' })).toBeVisible();
  // Closed before it opens again: a click during its closing would meet the old menu.
  await expect(page.getByRole('menu')).toBeHidden();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/ajustes?section=appearance');
  await expect(page.getByRole('tab', { name: 'Appearance' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Account' })).toBeHidden();
});

test('the first Tab stop skips to the page, past the menus and the top bar', async ({ page }) => {
  await page.goto('/apps/contacts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await expect(page).toHaveURL('/apps/contacts');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the menu is a skeleton while it loads, and a failed load offers Try again', async ({
  page,
}) => {
  // The start-up loads bring the menu in the saved layout's shape; another layout's menu
  // is asked for when chosen. Held: the skeleton stands in its place, named for screen
  // readers.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const sent = JSON.stringify(route.request().postDataJSON());
    if (/"operationName":"Shell","variables":\{[^}]*"compact":true/.test(sent)) await held;
    await route.fallback();
  });
  await openAdministracion(page);
  await expect(mainNavigation(page).getByRole('link', { name: 'Hectares' })).toBeVisible();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('radio', { name: 'Compact' })
    .click();
  await page.keyboard.press('Escape');
  await expect(mainNavigation(page).getByRole('status')).toHaveText('Loading the menu…');
  release();
  await expect(mainNavigation(page).getByRole('button', { name: 'Areas' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('status')).toHaveCount(0);

  // Refused, with the start-up loads: the page still works, and the menu says so with a
  // way to try again.
  await page.unrouteAll();
  await refuse(page, 'Shell');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await expect(mainNavigation(page).getByRole('alert')).toContainText(
    'The menu could not be loaded',
  );
  await page.unrouteAll();
  await mainNavigation(page).getByRole('button', { name: 'Try again' }).click();
  await expect(mainNavigation(page).getByRole('button', { name: 'Areas' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('alert')).toHaveCount(0);
});

test('the current page is marked in the navigation and names the tab', async ({ page }) => {
  await openAdministracion(page);
  const current = mainNavigation(page).getByRole('link', { name: 'Administration' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(mainNavigation(page).getByRole('link', { name: 'Hectares' })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page).toHaveTitle('Administration · Admin');

  // Following a link moves the mark and the tab's title along.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/ajustes');
  await expect(mainNavigation(page).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(current).not.toHaveAttribute('aria-current');
  await expect(page).toHaveTitle('Settings · Admin');
});

test.describe('at 600px wide', () => {
  test.use({ viewport: { width: 600, height: 800 } });

  test('the navigation hides behind a toggle and its drawer closes on navigation and Escape', async ({
    page,
  }) => {
    await openAdministracion(page);
    await expect(mainNavigation(page)).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await expect(mainNavigation(page)).toBeVisible();
    await drawer.getByRole('link', { name: 'Hectares' }).click();
    await expect(page).toHaveURL('/hectareas');
    await expect(drawer).toBeHidden();

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // Focus goes back to the toggle, not to the top of the page.
    await expect(toggle).toBeFocused();
  });
});

test('a gestion host is not offered administracion', async ({ page, signIn, testHost }) => {
  await signIn(testHost('gestion'));
  await page.goto(`${testHost('gestion')}/hectareas`);
  const navigation = mainNavigation(page);
  await expect(navigation.getByRole('link', { name: 'Main panel' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Hectares' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(navigation.getByRole('link', { name: 'Administration' })).toHaveCount(0);
});

test('the dark-mode toggle switches the color mode', async ({ page }) => {
  await openAdministracion(page);
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

/**
 * Collects what the page writes to the console as errors or warnings (but the
 * intended Spanish warning about pasting code), and uncaught exceptions.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    if (problem && !message.text().includes('¡Detente!')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with the service worker', () => {
  // Blocked everywhere else (playwright.config.ts); its registration is part of a start.
  test.use({ serviceWorkers: 'allow' });

  test('loading the shell writes no error or warning to the console', async ({ page }) => {
    const errors = consoleErrors(page);
    await openAdministracion(page);
    await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test('loading the shell requests nothing from another origin, its font included', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openAdministracion(page);
  await page.waitForLoadState('networkidle');

  const origin = new URL(baseURL!).origin;
  expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  // Inter is served by the app itself, not by a font host.
  expect(requests.filter((url) => url.endsWith('.woff2'))).not.toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test.describe('with the service worker', () => {
    // It registers as on any start (blocked in the other tests).
    test.use({ serviceWorkers: 'allow' });

    test('the sign-in page has the logo, names the tab and writes no console error or warning', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Admin' }).first()).toBeVisible();
      await expect(page).toHaveTitle('Sign in · Admin');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  });

  test('the shell made ready behind the sign-in page asks only for the menu and shows nothing', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/sign-in');
    // Its code and the menu come in idle time and it renders hidden, in the page but not
    // shown (router.tsx, ShellHost): the idle callback may come late on a busy machine.
    const menuEntry = page.locator('nav a').filter({ hasText: 'Contacts' });
    await expect(menuEntry.first()).toBeAttached();
    await expect(menuEntry.first()).toBeHidden();
    await page.waitForLoadState('networkidle');
    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(paths.some((path) => /\/shell-[\w-]+\.js$/.test(path))).toBe(true);
    // One request, the menu, which needs no session; rendering the shell hidden sent no
    // other query, named no tab and put no landmark on the page.
    const queries = requests.filter((request) => new URL(request.url()).pathname === '/graphql');
    expect(queries.map((request) => JSON.parse(request.postData() ?? '{}').operationName)).toEqual([
      'Menu',
    ]);
    expect(await queries[0]!.headerValue('authorization')).toBeNull();
    await expect(page).toHaveTitle('Sign in · Admin');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('the menu asked for ahead of a sign-in shows no progress bar while it comes', async ({
    page,
  }) => {
    const isMenu = (request: Request) =>
      JSON.parse(request.postData() ?? '{}').operationName === 'Menu';
    const menuAsked = page.waitForRequest(isMenu);
    const release = await hold(page, '**/graphql', (route) => isMenu(route.request()));
    await page.goto('/sign-in');
    await menuAsked;
    // A request the page waits for shows the bar (Root in router.tsx); this one is
    // nobody's wait.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    release();
    await expect(page.locator('nav a').filter({ hasText: 'Contacts' }).first()).toBeAttached();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});
