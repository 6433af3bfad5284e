// Global search from the toolbar or Ctrl+K: grouped hits with the match marked,
// keyboard only, and its empty and closing rules (SPEC sections 2, 4, 5, 9).
import type { Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search contacts, pages and tasks' });
const hits = (page: Page) => page.getByRole('listbox');

async function openSearch(page: Page) {
  await page.goto('/administracion');
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
}

test('Ctrl+K, a query, arrows and Enter open a page; the match is marked', async ({ page }) => {
  await openSearch(page);
  await page.keyboard.type('hect');
  const listbox = hits(page);
  await expect(listbox.getByRole('option', { name: 'Hectáreas', exact: true })).toBeVisible();
  await expect(listbox.getByText('Pages', { exact: true })).toBeVisible();
  // Accents do not matter, as on the server: a contact named Héctor is found and marked.
  await expect(
    listbox
      .getByRole('option', { name: /^Héctor/ })
      .first()
      .locator('mark'),
  ).toHaveText('Héct');
  await expect(
    listbox.getByRole('option', { name: 'Hectáreas', exact: true }).locator('mark'),
  ).toHaveText('Hect');

  // One character is not a search: back to "h", the list closes; from two it opens again.
  for (let left = 3; left > 0; left--) await page.keyboard.press('Backspace');
  await expect(searchBox(page)).toHaveValue('h');
  await expect(listbox).toBeHidden();
  await page.keyboard.type('ect');
  await expect(listbox.getByRole('option', { name: 'Hectáreas', exact: true })).toBeVisible();

  // The first hit is highlighted as the list opens; arrows move through the rest.
  const options = listbox.getByRole('option');
  const names = await options.allTextContents();
  const target = names.indexOf('Hectáreas');
  for (let step = 0; step < target; step++) await page.keyboard.press('ArrowDown');
  await expect(options.nth(target)).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/hectareas');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('hits come grouped Contacts, Pages, Tasks, as the API answers them', async ({
  page,
  request,
}) => {
  const token = await requestAccessToken(request);
  const answer = await request.post('/api/common/search', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'an' },
  });
  const groups = (await answer.json()) as { label: string; results: unknown[] }[];
  expect(groups.length).toBeGreaterThan(1);

  await openSearch(page);
  await page.keyboard.type('an');
  const listbox = hits(page);
  await expect(listbox.getByRole('option')).toHaveCount(
    groups.reduce((sum, group) => sum + group.results.length, 0),
  );
  await expect(
    listbox.getByRole('presentation').or(listbox.locator('[data-part=item-group-label]')),
  ).toHaveText(groups.map((group) => group.label));
});

test('nothing found says so; Escape closes the list, then the search, which forgets its text', async ({
  page,
}) => {
  await openSearch(page);
  await page.keyboard.type('qqzzx');
  await expect(page.getByText('No results found!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No results found!')).toBeHidden();
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue('');
});

test('the open search with hits passes axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await openSearch(page);
  await page.keyboard.type('hect');
  await expect(hits(page).getByRole('option').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
