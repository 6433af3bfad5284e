// panel-principal's integrations menu, from misProyectosCliente (loaded by the
// menuIntegraciones route loader), and the page of each integration.
import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Integrations' });

test.beforeEach(async ({ page }) => {
  await page.goto('/panel-principal');
  await expect(menu(page).getByRole('heading').first()).toBeVisible();
});

test('each project shows its translated status and its last update as dd-MM-yyyy', async ({
  page,
}) => {
  const projects = await menu(page).getByRole('heading').count();
  await expect(menu(page).getByText(/^(Active|Paused|Closed)$/)).toHaveCount(projects);
  await expect(menu(page).getByText(/^(activo|pausado|cerrado)$/)).toHaveCount(0);
  await expect(menu(page).getByText(/updated \d{2}-\d{2}-\d{4}$/)).toHaveCount(projects);
});

test("the menu and an integration's page pass axe in light and dark mode", async ({ page }) => {
  await followSystemScheme(page);
  await page.reload();
  await expect(
    menu(page)
      .getByText(/updated \d{2}-\d{2}-\d{4}$/)
      .first(),
  ).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await menu(page).getByRole('link').first().click();
  await expect(page.getByText('Provider', { exact: true })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});

test("an integration's link opens its page, beside the menu", async ({ page }) => {
  const link = menu(page).getByRole('link').first();
  const name = (await link.textContent())!;
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/panel-principal\/[a-z0-9-]+\/[a-z0-9-]+$/);

  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByText('Provider', { exact: true })).toBeVisible();
  await expect(page.getByText(href.split('/').pop()!, { exact: true })).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');

  // The same page straight from its address.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
});

test('an unknown provider goes to proveedor-no-encontrado, which names the tab', async ({
  page,
}) => {
  const href = (await menu(page).getByRole('link').first().getAttribute('href'))!;
  const project = href.split('/')[2];
  await page.goto(`/panel-principal/${project}/no-such-provider`);
  await expect(page).toHaveURL('/proveedor-no-encontrado');
  await expect(
    page.getByRole('heading', { name: 'Provider not found', exact: true }),
  ).toBeVisible();
  // The navigation has no entry for it, so the page names the tab, not the layout.
  await expect(page).toHaveTitle('Provider not found · Admin');
});
