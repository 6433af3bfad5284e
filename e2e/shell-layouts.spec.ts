// The shell's layouts and settings drawer (SPEC section 2): each layout shows what sets
// it apart; the route, ?layout= and the saved choice pick it in that order; the drawer's
// theme, scheme and layout persist and apply before the first paint; choosing a layout
// clears ?layout.
import type { Page } from '@playwright/test';
import { AUTH_FILE } from './auth';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

test.use({ storageState: AUTH_FILE });

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
}

/** The settings drawer, opened from the toolbar. */
async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The navigation's groups are menus that open below them, as in a top bar. */
async function expectHorizontal(page: Page) {
  const areas = mainNavigation(page).getByRole('button', { name: 'Areas' });
  await expect(areas).toHaveAttribute('aria-haspopup', 'menu');
  await areas.click();
  await expect(page.getByRole('menuitem', { name: 'Hectares' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Search is a bar that reads like a field.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toContainText('Search');
  // No navigation column to hide.
  await expect(page.getByRole('button', { name: 'Show or hide the navigation' })).toHaveCount(0);
}

const LAYOUTS: Record<string, (page: Page) => Promise<void>> = {
  centered: expectHorizontal,
  enterprise: expectHorizontal,
  material: expectHorizontal,
  modern: expectHorizontal,
  classic: async (page) => {
    // The full menu with the groups' subtitles, and no user card.
    await expect(mainNavigation(page).getByText('Fields, members and payments')).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Brian Hughes')).toHaveCount(0);
  },
  classy: async (page) => {
    await expect(mainNavigation(page).getByText('Fields, members and payments')).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Brian Hughes')).toBeVisible();
  },
  futuristic: async (page) => {
    // Its own menu: groups keep their titles, without subtitles; the user card below.
    await expect(mainNavigation(page).getByText('AREAS', { exact: true })).toBeVisible();
    await expect(mainNavigation(page).getByText('Fields, members and payments')).toHaveCount(0);
    await expect(page.getByRole('complementary').getByText('Brian Hughes')).toBeVisible();
  },
  compact: async (page) => {
    // The compact menu: each group is an icon with its title, opening its links beside it.
    const areas = mainNavigation(page).getByRole('button', { name: 'Areas' });
    await expect(areas).toContainText('Areas');
    await areas.click();
    await expect(page.getByRole('menuitem', { name: 'Hectares' })).toBeVisible();
    await page.keyboard.press('Escape');
  },
  thin: async (page) => {
    // Icons only: the links are named but show no text.
    const link = mainNavigation(page).getByRole('link', { name: 'Hectares' });
    await expect(link).toBeVisible();
    expect((await link.innerText()).trim()).toBe('');
    await expect(page.getByRole('button', { name: 'Wide navigation' })).toHaveCount(0);
  },
  dense: async (page) => {
    // Dense (icons only) until the toggle widens it to the default appearance.
    const link = mainNavigation(page).getByRole('link', { name: 'Hectares' });
    expect((await link.innerText()).trim()).toBe('');
    const toggle = page.getByRole('button', { name: 'Wide navigation' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(link).toHaveText('Hectares');
    await expect(mainNavigation(page).getByText('Fields, members and payments')).toBeVisible();
  },
  empty: async (page) => {
    // Only the page: no navigation, no toolbar.
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  },
};

for (const [layout, expectLayout] of Object.entries(LAYOUTS)) {
  test(`?layout=${layout} shows the ${layout} layout, accessible in light and dark`, async ({
    page,
  }) => {
    await open(page, `/administracion?layout=${layout}`);
    await expectLayout(page);
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await open(page, `/administracion?layout=${layout}`);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
  });
}

test('an unknown ?layout= falls back to the saved layout', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('layout', 'thin'));
  await open(page, '/administracion?layout=sideways');
  await LAYOUTS.thin!(page);
});

test('a vertical layout hides and shows its navigation column on a wide screen', async ({
  page,
}) => {
  await open(page, '/administracion');
  const toggle = page.getByRole('button', { name: 'Show or hide the navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(mainNavigation(page)).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(mainNavigation(page)).toBeVisible();
});

test('choosing a layout in the drawer clears ?layout and is kept', async ({ page }) => {
  await open(page, '/administracion?layout=modern');
  await expectHorizontal(page);
  const drawer = await openSettings(page);
  await drawer.getByRole('radio', { name: 'Thin' }).check();
  await expect(page).toHaveURL(/\/administracion$/);
  await page.keyboard.press('Escape');
  await LAYOUTS.thin!(page);

  await open(page, '/administracion');
  await LAYOUTS.thin!(page);
});

test('the theme and the scheme apply at once and before the first paint after a reload', async ({
  page,
}) => {
  await open(page, '/administracion');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\btheme-default\b/);
  const brand = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600'),
    );
  const defaultBrand = await brand();

  const drawer = await openSettings(page);
  await expectAccessible(page);
  await drawer.getByRole('radio', { name: 'Rose' }).check();
  await expect(html).toHaveClass(/\btheme-rose\b/);
  expect(await brand()).not.toBe(defaultBrand);
  await drawer.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveClass(/\bdark\b/);

  // The page's start-up script sets both before anything paints: with the app's own
  // code refused (and no service worker to serve it), the page still carries them.
  await page.context().route('**/sw.js', (route) => route.abort());
  await page.evaluate(async () => {
    for (const worker of await navigator.serviceWorker.getRegistrations())
      await worker.unregister();
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/administracion');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveClass(/\btheme-rose\b/);
});

test('the auto scheme follows the system preference as it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/administracion');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const drawer = await openSettings(page);
  await drawer.getByRole('radio', { name: 'Auto' }).check();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);

  await open(page, '/administracion');
  await expect(html).toHaveClass(/\bdark\b/);
});

test.describe('at 390px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a horizontal layout puts its navigation in a drawer', async ({ page }) => {
    await open(page, '/administracion?layout=enterprise');
    await expect(mainNavigation(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Hectares' }).click();
    await expect(page).toHaveURL('/hectareas');
    await expectAccessible(page);
  });
});

test('no picture in the shell and its panels is broken', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/images/') && !response.ok()) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  /** Every <img> on the page has loaded a picture. */
  const expectPictures = async () => {
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.src),
        ),
      )
      .toEqual([]);
  };

  await open(page, '/administracion');
  await expectPictures();
  for (const panel of ['Messages', 'Notifications', 'Team chat', 'User menu']) {
    await page.getByRole('button', { name: panel, exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.images.length)).toBeGreaterThan(0);
    await expectPictures();
    await page.keyboard.press('Escape');
  }
  expect(failed).toEqual([]);
});
