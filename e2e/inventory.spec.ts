// The inventory (issue 10): the product table (search as you type, sort by a column,
// paging and page size, all in the address), the product's form at its own address
// (checks as the user types, the price worked out from base price and tax, tags picked,
// added, renamed and deleted in place), the optimistic active switch, create and delete;
// every write still there after a reload. Products made here have names of their own.
import type { APIRequestContext, Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessible, expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });
// Each test walks a whole screen with reloads and axe checks: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

const LIST = '/apps/ecommerce/inventory';
const API = '/api/apps/ecommerce/inventory';

/** A name no other test (or run) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Makes a product through the REST adapter and answers its id. */
async function makeProduct(
  request: APIRequestContext,
  product: Record<string, unknown>,
): Promise<string> {
  const headers = { authorization: `Bearer ${await requestAccessToken(request)}` };
  const created = await request.post(`${API}/product`, { headers });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const updated = await request.patch(`${API}/product`, { headers, data: { id, product } });
  expect(updated.status()).toBe(200);
  return id;
}

const table = (page: Page) => page.getByRole('table');
const productForm = (page: Page) => page.getByRole('form', { name: /^Edit / });

/**
 * A first visit in a fresh browser context downloads and compiles the shell's and the
 * screen's code: on a busy machine that can pass the usual 5 s before the first rows.
 */
const FIRST_RENDER = { timeout: 20_000 };

/** Opens the table at `search` and waits for its first rows (the skeleton has no links). */
async function openList(page: Page, search = '') {
  await page.goto(`${LIST}${search}`);
  await expect(table(page).getByRole('link').first()).toBeVisible(FIRST_RENDER);
}

/** Opens a product's form at its address and waits for it. */
async function openProduct(page: Page, id: string) {
  await page.goto(`${LIST}/${id}`);
  await expect(productForm(page).getByLabel('Name')).toBeVisible(FIRST_RENDER);
  return productForm(page);
}

test('search, sort, paging and page size live in the address', async ({ page }) => {
  // A page where every product has a picture shows them (the table once squeezed loaded
  // pictures to 0 px wide when no placeholder held the column open).
  await openList(page, '?search=Meridian%20Automatic%2044');
  const picture = table(page).locator('tbody tr').first().locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(picture).toBeVisible();
  await openList(page);
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();

  // Sorting by a column: ascending, then descending, said by aria-sort.
  const priceHeader = page.getByRole('columnheader', { name: 'Price' });
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await priceHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await priceHeader.getByRole('button').click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  const prices = async () =>
    (await table(page).locator('tbody tr td:nth-child(4)').allInnerTexts()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! >= price);
    })
    .toBe(true);

  // Paging, then a larger page size (which goes back to the first page).
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible(FIRST_RENDER);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/size=25/);
  await expect(page).not.toHaveURL(/page=/);

  // Search as you type: the address follows, the rows narrow.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('meridian');
  await expect(page).toHaveURL(/search=meridian/);
  await expect(table(page).getByRole('link', { name: 'Meridian Automatic 44' })).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'Altitude GMT 44' })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such watch at all');
  await expect(page.getByText('No products match “no such watch at all”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/search=/);

  // Back restores the earlier selections (a search replaces its entry, so it is one step).
  await page.goBack();
  await expect(page).toHaveURL(/search=no\+such\+watch/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
    'no such watch at all',
  );
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  // Past the last page: said, with the way back.
  await page.goto(`${LIST}?page=999`);
  await expect(page.getByText('There is no page 999')).toBeVisible(FIRST_RENDER);
  await page.getByRole('button', { name: /^Go to page \d+$/ }).click();
  await expect(table(page)).toBeVisible();
});

test('a new product opens blank, checks as the user types, and is saved', async ({ page }) => {
  const name = unique('Tidewater Diver');
  await openList(page);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/inventory\/[\w-]+$/);
  const form = productForm(page);
  await expect(form.getByRole('heading', { name: 'Untitled product' })).toBeVisible();
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(form.getByLabel('Name')).toBeFocused();
  const id = page.url().split('/').pop()!;

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Barcode').fill('12ab');
  await expect(form.getByText('Enter 8 to 14 digits, or leave it empty')).toBeVisible();
  await expect(save).toBeDisabled();
  await form.getByLabel('Barcode').fill('7801234567890');
  await expect(form.getByText('Enter 8 to 14 digits, or leave it empty')).toBeHidden();

  await form.getByLabel('In stock').fill('5');
  await form.getByLabel('Reserved').fill('9');
  await expect(form.getByText('Cannot be more than the units in stock')).toBeVisible();
  await expect(save).toBeDisabled();
  await form.getByLabel('Reserved').fill('2');
  await expect(form.getByText('Cannot be more than the units in stock')).toBeHidden();
  await expect(form.getByLabel('Available')).toHaveValue('3');

  // The price follows the base price and the tax as they are typed.
  await form.getByLabel('Base price').fill('1000');
  await form.getByLabel('Tax', { exact: true }).fill('19');
  await expect(form.getByLabel('Price with tax')).toHaveValue('$1.190');
  await form.getByLabel('Category').selectOption({ label: 'Unisex' });
  await form.getByLabel('SKU').fill('TDW-DIV-42');
  // Chakra's switch is a checkbox under its drawn control: by keyboard, as a user would.
  await form.getByRole('checkbox', { name: 'Active in the shop' }).press('Space');
  await expect(form.getByRole('checkbox', { name: 'Active in the shop' })).toBeChecked();
  await expectAccessible(page);
  await save.click();
  await expect(form.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(form.getByLabel('Name')).toHaveValue(name, FIRST_RENDER);
  await expect(form.getByLabel('Price with tax')).toHaveValue('$1.190');
  await expect(form.getByLabel('Reserved')).toHaveValue('2');
  await expect(form.getByLabel('Category')).toHaveValue(/.+/);
  await expect(form.getByRole('checkbox', { name: 'Active in the shop' })).toBeChecked();

  // Escape closes the form; the table shows the product as saved.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(LIST);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const row = table(page).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$1.190');
  await expect(row).toContainText('TDW-DIV-42');
  await expect(row.getByRole('checkbox', { name: `Active: ${name}` })).toBeChecked();
  expect(id).toMatch(/^[\w-]{36}$/);
});

test('a refused save keeps what was typed; Cancel discards it', async ({ page, request }) => {
  const name = unique('Quarry Field');
  const id = await makeProduct(request, { name, basePrice: 200, taxPercent: 10 });
  const form = await openProduct(page, id);
  await expect(form.getByLabel('Name')).toHaveValue(name);

  await refuse(page, 'UpdateInventoryProduct');
  await form.getByLabel('Name').fill(`${name} II`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The product could not be saved')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(`${name} II`);
  await page.unroute('**/graphql');
  // The toast sits over the drawer's buttons: it can be dismissed.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText('The product could not be saved')).toBeHidden();

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(LIST);
  await page.goto(`${LIST}/${id}`);
  await expect(form.getByLabel('Name')).toHaveValue(name);
});

test('tags are picked, added, renamed and deleted in place', async ({ page, request }) => {
  const name = unique('Harbor Tag Test');
  const tag = unique('limited');
  const id = await makeProduct(request, { name });
  const form = await openProduct(page, id);
  const tags = form.getByRole('group', { name: 'Tags' });
  await expect(form.getByLabel('Name')).toHaveValue(name);

  // Add a tag from what is typed: it is picked for the product.
  await tags.getByRole('button', { name: 'Edit Tags' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Tags' });
  await editor.getByRole('textbox', { name: 'Find or add Tags' }).fill(tag);
  await editor.getByRole('button', { name: `Add “${tag}”` }).click();
  await expect(editor.getByRole('checkbox', { name: tag })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(tags.getByText(tag, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(tags.getByText(tag, { exact: true })).toBeVisible(FIRST_RENDER);

  // Rename it in place: the chip follows.
  await tags.getByRole('button', { name: 'Edit Tags' }).click();
  await editor.getByRole('button', { name: `Rename ${tag}` }).click();
  await editor.getByRole('textbox', { name: `New name for ${tag}` }).fill(`${tag} edition`);
  await editor.getByRole('button', { name: 'Save name' }).click();
  await expect(editor.getByRole('checkbox', { name: `${tag} edition` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tags.getByText(`${tag} edition`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(tags.getByText(`${tag} edition`, { exact: true })).toBeVisible(FIRST_RENDER);

  // Delete it, after a confirmation naming it: it leaves the product, nothing to save.
  await tags.getByRole('button', { name: 'Edit Tags' }).click();
  await editor.getByRole('button', { name: `Delete ${tag} edition` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`“${tag} edition” will be taken off every product`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(editor.getByRole('checkbox', { name: `${tag} edition` })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(tags.getByText(`${tag} edition`, { exact: true })).toBeHidden();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.reload();
  await expect(form.getByLabel('Name')).toHaveValue(name, FIRST_RENDER);
  await expect(tags.getByText(`${tag} edition`, { exact: true })).toBeHidden();
});

test('the active switch saves at once, and a delete asks first', async ({ page, request }) => {
  const name = unique('Orbit Switch');
  await makeProduct(request, { name, active: false });
  await openList(page, `?search=${encodeURIComponent(name)}`);
  const active = page.getByRole('checkbox', { name: `Active: ${name}` });
  await expect(active).not.toBeChecked();
  // By mouse, on the drawn switch.
  await table(page)
    .getByRole('row', { name: new RegExp(name) })
    .locator('[data-part="control"]')
    .click();
  await expect(active).toBeChecked();
  await page.reload();
  await expect(active).toBeChecked(FIRST_RENDER);

  // A refused change flips back and says so.
  await refuse(page, 'SetInventoryProductActive');
  await active.press('Space');
  await expect(page.getByText(`${name} could not be changed`)).toBeVisible();
  await expect(active).toBeChecked();
  await page.unroute('**/graphql');

  // Open by the row's link (keyboard), delete: Cancel keeps it, Delete removes it.
  await table(page).getByRole('link', { name }).press('Enter');
  const form = productForm(page);
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await form.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`“${name}” and its images will be removed`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await form.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?search=`));
  await expect(page.getByText(`No products match “${name}”`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`No products match “${name}”`)).toBeVisible(FIRST_RENDER);
});

test("the table and a product's form pass axe in light and dark mode", async ({ page }) => {
  await followSystemScheme(page);
  await openList(page, '?search=meridian');
  await expectAccessibleInBothSchemes(page);
  await table(page).getByRole('link', { name: 'Meridian Automatic 44' }).click();
  await expect(productForm(page).getByLabel('Name')).toHaveValue('Meridian Automatic 44');
  // The images cycle.
  await expect(page.getByText('1 / 3')).toBeVisible();
  await productForm(page).getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByText('2 / 3')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});

test('on a 360 px phone the table fits, numbers read in the language, and Add product is in reach', async ({
  page,
  request,
}) => {
  const name = unique('Harbor Chrono');
  const id = await makeProduct(request, { name, stock: 12345, reserved: 345, active: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await openList(page, `?search=${encodeURIComponent(name)}`);
  const row = table(page).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('12,345 in stock');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('button', { name: 'Add product' })).toBeInViewport();

  await row.getByRole('link', { name }).click();
  const form = productForm(page);
  await expect(form.getByLabel('Available')).toHaveValue('12,000');
  await expect(form.getByText('kg', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(page.url()).toContain(id);
});

test('on a 360 px phone in Turkish, the paging bar wraps instead of widening the page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'tr'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(LIST);
  const paging = page.getByRole('navigation', { name: 'Ürün sayfaları' });
  await expect(paging.getByText(/^Sayfa 1 \/ \d+$/)).toBeVisible(FIRST_RENDER);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a product that does not exist says so', async ({ page }) => {
  await page.goto(`${LIST}/00000000-0000-4000-8000-000000000000`);
  const drawer = page.getByRole('dialog', { name: 'Product not found' });
  await expect(drawer.getByText('It may have been deleted, or the link is wrong.')).toBeVisible(
    FIRST_RENDER,
  );
  await drawer.getByRole('button', { name: 'Back to the products' }).click();
  await expect(page).toHaveURL(LIST);
});

test('a list that fails to load says so and offers a retry', async ({ page }) => {
  let refuse = true;
  await page.route('**/graphql', async (route) => {
    const operations = JSON.parse(route.request().postData() ?? '[]') as unknown;
    const batch = (Array.isArray(operations) ? operations : [operations]) as {
      operationName?: string;
    }[];
    if (!refuse || !batch.some((op) => op.operationName === 'InventoryProducts')) {
      return route.fallback();
    }
    refuse = false;
    const response = await route.fetch();
    const answers = (await response.json()) as unknown[];
    await route.fulfill({
      response,
      json: answers.map((answer, index) =>
        batch[index]?.operationName === 'InventoryProducts'
          ? { errors: [{ message: 'The test refused the list' }] }
          : answer,
      ),
    });
  });
  await page.goto(`${LIST}?search=meridian`);
  const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(alert).toBeVisible(FIRST_RENDER);
  await expect(alert).toContainText('The test refused the list');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(table(page).getByRole('link', { name: 'Meridian Automatic 44' })).toBeVisible();
});
