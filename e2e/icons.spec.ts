// The icon browser (/ui/icons/:set): the search, variant and size kept in the address
// and restored by a reload, a click or Enter copying the icon's reference with a toast,
// the virtualised grid moved through by keyboard, and an unknown set's not-found state.
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

/** The width an icon's drawing takes: 0 while its symbol is missing from the set's sprite. */
const drawnWidth = (icon: Locator) =>
  icon.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width);

const grid = (page: Page, name: string) => page.getByRole('group', { name: `${name} icons` });
const toast = (page: Page) => page.getByRole('status').or(page.getByRole('alert'));
/** A set's first draw waits for the route's code and the set's list, slower under load. */
const FIRST_LOAD = { timeout: 15_000 };

test('search, variant and size live in the address; a click copies the icon reference', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ui/icons/heroicons');
  await expect(page.getByRole('heading', { level: 1, name: 'Heroicons' })).toBeVisible();
  await expect(page.getByText(/^\d{3},?\d* icons$/)).toBeVisible();
  await expect(grid(page, 'Heroicons Outline').getByRole('button').first()).toBeVisible(FIRST_LOAD);

  await page.getByRole('searchbox', { name: 'Search icons' }).fill('academic');
  await expect(page).toHaveURL(/[?&]search=academic/);
  await expect(page.getByText(/^1 of \d+ icons matches$/)).toBeVisible();
  const outline = grid(page, 'Heroicons Outline');
  await expect(outline.getByRole('button')).toHaveCount(1);

  await outline.getByRole('button', { name: 'academic-cap' }).click();
  // The toast says exactly what is on the clipboard.
  await expect(
    toast(page).filter({ hasText: 'Copied heroicons_outline:academic-cap' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'heroicons_outline:academic-cap',
  );

  await page.getByRole('radio', { name: 'Solid' }).press('Space');
  await expect(page).toHaveURL(/[?&]variant=solid/);
  await page.getByRole('combobox', { name: 'Icon size' }).selectOption('40');
  await expect(page).toHaveURL(/[?&]size=40/);
  const solid = grid(page, 'Heroicons Solid');
  await solid.getByRole('button', { name: 'academic-cap' }).click();
  await expect(
    toast(page).filter({ hasText: 'Copied heroicons_solid:academic-cap' }),
  ).toBeVisible();

  // A reload (or a shared link) shows the same search, variant and size.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search icons' })).toHaveValue('academic');
  await expect(page.getByRole('combobox', { name: 'Icon size' })).toHaveValue('40');
  await expect(grid(page, 'Heroicons Solid').getByRole('button')).toHaveCount(1);

  // A search that finds nothing says so and offers to clear it.
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('zzqx');
  await expect(page.getByText('No icon matches “zzqx”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(grid(page, 'Heroicons Solid').getByRole('button').first()).toBeVisible();
});

test('the grid is virtualised and moved through by keyboard; Enter copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ui/icons/feather');
  const feather = grid(page, 'Feather');
  const first = feather.getByRole('button', { name: 'activity', exact: true });
  await expect(first).toBeVisible(FIRST_LOAD);
  // Hundreds of icons, a few rows of them in the page.
  expect(await feather.getByRole('button').count()).toBeLessThan(150);

  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(feather.getByRole('button', { name: 'airplay', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(first).toBeFocused();
  await page.keyboard.press('Control+End');
  const last = feather.getByRole('button', { name: 'zoom-out', exact: true });
  await expect(last).toBeFocused();
  await expect(first).toHaveCount(0);
  // Far from the first screen, icons are still drawn (from the set's sprite).
  await expect.poll(() => drawnWidth(last)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(toast(page).filter({ hasText: 'Copied feather:zoom-out' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('feather:zoom-out');
  await page.keyboard.press('Control+Home');
  await expect(first).toBeFocused();
});

test('an unknown set says so and leads to the sets there are', async ({ page }) => {
  await page.goto('/ui/icons/fontawesome');
  await expect(page.getByText('Icon set not found')).toBeVisible();
  await page.getByRole('link', { name: 'Material' }).click();
  await expect(page).toHaveURL('/ui/icons/material');
  const icon = grid(page, 'Material Solid').getByRole('button').first();
  await expect(icon).toBeVisible(FIRST_LOAD);
  await expect.poll(() => drawnWidth(icon)).toBeGreaterThan(0);
});

test('the icon browser passes axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await page.goto('/ui/icons/material?variant=twotone');
  await expect(grid(page, 'Material Twotone').getByRole('button').first()).toBeVisible(FIRST_LOAD);
  await expectAccessibleInBothSchemes(page);
});
