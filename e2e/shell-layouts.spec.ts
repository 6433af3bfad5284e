// The shell's layouts and settings drawer (SPEC section 2): each layout shows what sets
// it apart; the route, ?layout= and the saved choice pick it in that order; the drawer's
// theme, scheme and layout persist and apply before the first paint; choosing a layout
// clears ?layout.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A cold start of the shell on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible(
    FIRST_LOAD,
  );
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

/** Where an element is on the page. */
async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

/**
 * What shows behind an element: the first colour or gradient painted by it or by the
 * elements around it, and whether that colour is dark.
 */
function backdrop(locator: Locator) {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return { paint: style.backgroundImage, dark: true };
      const [r = 0, g = 0, b = 0, a = 1] = style.backgroundColor.match(/[\d.]+/g)!.map(Number);
      if (a > 0) return { paint: style.backgroundColor, dark: (r + g + b) / 3 < 100 };
    }
    return { paint: 'none', dark: false };
  });
}

/** The page's width, without a scroll bar. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' });

const LAYOUTS: Record<string, (page: Page) => Promise<void>> = {
  centered: async (page) => {
    await expectHorizontal(page);
    // One card in the middle of the page holds the bar and the page, with room on both sides.
    const width = await pageWidth(page);
    const bar = await box(page.getByRole('banner'));
    const main = await box(page.getByRole('main'));
    expect(bar.x).toBeGreaterThan(16);
    expect(Math.abs(bar.x - (width - bar.x - bar.width))).toBeLessThanOrEqual(1);
    expect([main.x, main.width]).toEqual([bar.x, bar.width]);
  },
  enterprise: async (page) => {
    await expectHorizontal(page);
    // Two bands: a dark one with the toolbar over a light one with the menu.
    const toolbar = await backdrop(userMenu(page));
    const menu = await backdrop(mainNavigation(page));
    expect(toolbar.dark).toBe(true);
    expect(menu.dark).toBe(false);
    expect((await box(mainNavigation(page))).y).toBeGreaterThanOrEqual(
      (await box(userMenu(page))).y + (await box(userMenu(page))).height,
    );
  },
  material: async (page) => {
    await expectHorizontal(page);
    // A band in the theme's colour behind the toolbar and the menu; the page is a card
    // that starts over the band.
    const toolbar = await backdrop(userMenu(page));
    expect(toolbar.paint).toContain('gradient');
    expect(await backdrop(mainNavigation(page))).toEqual(toolbar);
    const bar = await box(page.getByRole('banner'));
    expect((await box(page.getByRole('main'))).y).toBeLessThan(bar.y + bar.height);
  },
  modern: async (page) => {
    await expectHorizontal(page);
    // One light bar across the page holds the logo, the menu and the toolbar.
    const bar = await box(page.getByRole('banner'));
    expect([bar.x, bar.width]).toEqual([0, await pageWidth(page)]);
    const toolbar = await backdrop(userMenu(page));
    expect(toolbar.dark).toBe(false);
    expect(await backdrop(mainNavigation(page))).toEqual(toolbar);
    expect((await box(page.getByRole('main'))).y).toBeGreaterThanOrEqual(bar.y + bar.height);
  },
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
    // A narrow column of icons alone: the compact menu, one untitled icon per group,
    // each opening its links beside the column.
    expect((await box(page.getByRole('complementary'))).width).toBeLessThanOrEqual(64);
    const areas = mainNavigation(page).getByRole('button', { name: 'Areas' });
    expect((await areas.innerText()).trim()).toBe('');
    await expect(mainNavigation(page).getByRole('link', { name: 'Hectares' })).toHaveCount(0);
    await areas.click();
    await expect(page.getByRole('menuitem', { name: 'Hectares' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Wide navigation' })).toHaveCount(0);
  },
  dense: async (page) => {
    // The full menu as a dense list (titles, no subtitles, short rows) until the toggle
    // switches it to the default appearance.
    const column = page.getByRole('complementary');
    const link = mainNavigation(page).getByRole('link', { name: 'Hectares' });
    await expect(link).toHaveText('Hectares');
    await expect(mainNavigation(page).getByText('Fields, members and payments')).toHaveCount(0);
    const dense = { column: await box(column), row: await box(link) };
    expect(dense.column.width).toBeGreaterThan(64);
    expect(dense.column.width).toBeLessThan(240);
    const toggle = page.getByRole('button', { name: 'Wide navigation' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(mainNavigation(page).getByText('Fields, members and payments')).toBeVisible();
    expect((await box(column)).width).toBeGreaterThan(dense.column.width);
    expect((await box(link)).height).toBeGreaterThan(dense.row.height);
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

test('choosing the layout ?layout= shows keeps it', async ({ page }) => {
  await open(page, '/administracion?layout=compact');
  const drawer = await openSettings(page);
  await drawer.getByRole('radio', { name: 'Compact' }).click();
  await expect(page).toHaveURL(/\/administracion$/);
  await page.keyboard.press('Escape');
  await LAYOUTS.compact!(page);
  await open(page, '/administracion');
  await LAYOUTS.compact!(page);
});

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
  // The drawer marks the layout shown, and the saved one (classy) can be chosen back.
  await expect(drawer.getByRole('radio', { name: 'Modern' })).toBeChecked();
  await drawer.getByRole('radio', { name: 'Classy' }).check();
  await expect(page).toHaveURL(/\/administracion$/);
  await expect(drawer.getByRole('radio', { name: 'Classy' })).toBeChecked();
  await drawer.getByRole('radio', { name: 'Thin' }).check();
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
    // A toolbar button's name says how many are unread: "Messages, 4 unread".
    await page.getByRole('button', { name: new RegExp(`^${panel}(, \\d+ unread)?$`) }).click();
    await expect.poll(() => page.evaluate(() => document.images.length)).toBeGreaterThan(0);
    await expectPictures();
    await page.keyboard.press('Escape');
  }
  expect(failed).toEqual([]);
});
