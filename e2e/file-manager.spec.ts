// The file manager (/apps/file-manager): folders and files as a grid or a list, opened by
// click and by Enter, the breadcrumb back to the root, the details panel (beside the
// folder on wide screens, a drawer on phones), every choice kept in the address, a name
// filter, an unknown folder's not-found state and a failed load's retry. The app is
// read-only: the tests only read the sample data.
import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect as baseExpect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

/** A loaded machine (CI runs every spec on two cores) may take a while to start the app. */
const expect = baseExpect.configure({ timeout: 15_000 });

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Folder path' });
const details = (page: Page, name: string) => page.getByRole('complementary', { name });

async function openRoot(page: Page, search = '') {
  await page.goto(`/apps/file-manager${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'File manager' })).toBeVisible();
}

test('folders open by click and by Enter, and the breadcrumb leads back to the root', async ({
  page,
}) => {
  await openRoot(page);
  await expect(breadcrumb(page).getByText('My files')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^\d+ folders · \d+ files$/)).toBeVisible();
  await expect(page.getByRole('list', { name: /^Folders/ }).getByRole('listitem')).not.toHaveCount(
    0,
  );

  // By keyboard: Enter on a folder's link opens it.
  await page.getByRole('link', { name: 'Cosechas', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/file-manager\/folders\/[\w-]+$/);
  await expect(breadcrumb(page).getByRole('link', { name: 'My files' })).toBeVisible();
  await expect(breadcrumb(page).getByText('Cosechas')).toHaveAttribute('aria-current', 'page');

  // By click, one level deeper: the breadcrumb grows, its folders are links.
  await page.getByRole('link', { name: 'Temporada 2024-2025', exact: true }).click();
  await expect(breadcrumb(page).getByText('Temporada 2024-2025')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Informe de cosecha cerezas' })).toBeVisible();
  await expect(page.getByText('0 folders · 5 files')).toBeVisible();

  // The address is the folder: a reload shows the same one.
  await page.reload();
  await expect(breadcrumb(page).getByRole('link', { name: 'Cosechas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kilos por cuartel' })).toBeVisible();

  await breadcrumb(page).getByRole('link', { name: 'Cosechas' }).click();
  await expect(page.getByRole('link', { name: 'Temporada 2023-2024', exact: true })).toBeVisible();
  await breadcrumb(page).getByRole('link', { name: 'My files' }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager$/);
  await expect(page.getByRole('link', { name: 'Contratos', exact: true })).toBeVisible();

  // Back and forward walk the folders.
  await page.goBack();
  await expect(breadcrumb(page).getByText('Cosechas')).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(breadcrumb(page).getByText('My files')).toHaveAttribute('aria-current', 'page');
});

test('the list view and an open item live in the address; Escape closes the details', async ({
  page,
}) => {
  await openRoot(page);
  const list = page.getByRole('button', { name: 'List view' });
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?view=list$/);
  const table = page.getByRole('table', { name: 'Folders and files' });
  await expect(table.getByRole('columnheader', { name: 'Size' })).toBeVisible();

  // A folder keeps the view; a file's name opens its details.
  await table.getByRole('link', { name: 'Contratos', exact: true }).click();
  await expect(page).toHaveURL(/\/folders\/[\w-]+\?view=list$/);
  const file = page.getByRole('link', { name: 'Arriendo fundo Las Palmas' });
  await file.click();
  await expect(page).toHaveURL(/\?view=list&item=[\w-]+$/);
  const panel = details(page, 'Arriendo fundo Las Palmas');
  await expect(panel.getByText('PDF document')).toBeVisible();
  await expect(panel.getByText('2.6 MB')).toBeVisible();
  await expect(panel.locator('time').first()).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await expect(panel.getByText('Description', { exact: true })).toBeVisible();
  await expect(panel.getByText('Created by')).toBeVisible();

  // A reload restores the view and the open item.
  await page.reload();
  await expect(details(page, 'Arriendo fundo Las Palmas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Escape closes it, the address forgets it, and focus goes back to the file.
  await details(page, 'Arriendo fundo Las Palmas').getByRole('heading').focus();
  await page.keyboard.press('Escape');
  await expect(details(page, 'Arriendo fundo Las Palmas')).toHaveCount(0);
  await expect(page).toHaveURL(/\/folders\/[\w-]+\?view=list$/);
  await expect(page.getByRole('link', { name: 'Arriendo fundo Las Palmas' })).toBeFocused();

  // Back reopens it; a folder's details open from its (i) button and open the folder.
  await page.goBack();
  await expect(details(page, 'Arriendo fundo Las Palmas')).toBeVisible();
  await breadcrumb(page).getByRole('link', { name: 'My files' }).click();
  await page.getByRole('link', { name: 'Details of Facturas' }).click();
  const folder = details(page, 'Facturas');
  await expect(folder.getByText('3 files')).toBeVisible();
  await folder.getByRole('link', { name: 'Open folder' }).click();
  await expect(breadcrumb(page).getByText('Facturas')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/folders\/[\w-]+\?view=list$/);
});

test('on a phone the details open in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openRoot(page);
  await page.getByRole('link', { name: 'Plan de riego 2025' }).click();
  const drawer = page.getByRole('dialog', { name: 'Plan de riego 2025' });
  await expect(drawer.getByText('PDF document')).toBeVisible();
  // Focus starts on its close button, inside the drawer.
  await expect(drawer.getByRole('button', { name: 'Close details' })).toBeFocused();
  await expect(drawer.getByText('3.4 MB')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/apps\/file-manager$/);
});

test('the filter searches the folder from the address, and says when nothing matches', async ({
  page,
}) => {
  await openRoot(page);
  await page.getByRole('searchbox', { name: 'Search this folder' }).fill('maquinaria');
  await expect(page).toHaveURL(/\?search=maquinaria$/);
  await expect(page.getByText('1 item matches “maquinaria”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inventario de maquinaria' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contratos', exact: true })).toHaveCount(0);

  await page.goto('/apps/file-manager?search=zzzz');
  await expect(page.getByText('Nothing here matches “zzzz”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager$/);
  await expect(page.getByRole('link', { name: 'Contratos', exact: true })).toBeVisible();
});

test('an unknown folder says so inside the app, and a failed load offers a retry', async ({
  page,
}) => {
  await page.goto('/apps/file-manager/folders/no-such-folder');
  await expect(page.getByText('Folder not found', { exact: true })).toBeVisible();
  await expect(breadcrumb(page).getByText('Unknown folder')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My files' }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager$/);
  await expect(page.getByRole('link', { name: 'Contratos', exact: true })).toBeVisible();

  await refuse(page, 'FileManagerFolder', 'The files are out of reach');
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'The files are out of reach' });
  await expect(alert).toBeVisible();
  await page.unroute('**/graphql');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Contratos', exact: true })).toBeVisible();
});

test('the grid, the list and the details pass axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await openRoot(page);
  await page.getByRole('link', { name: 'Fotos de campo', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Helada en el cuartel 7' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('button', { name: 'List view' }).click();
  await page.getByRole('link', { name: 'Helada en el cuartel 7' }).click();
  await expect(details(page, 'Helada en el cuartel 7').getByText('JPG image')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
