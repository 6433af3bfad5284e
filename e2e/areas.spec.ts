// The area pages: the administracion overview (live unread counts from the shell's
// cache, activities, client projects, ways on), the areas that wait for the business
// endpoint, the pages without the shell, proveedor-no-encontrado, and panel-principal
// on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessible, expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

interface FeedItem {
  id: string;
  read: boolean;
}

async function notifications(request: APIRequestContext): Promise<FeedItem[]> {
  const token = await requestAccessToken(request);
  const answer = await request.get('/api/common/notifications', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as FeedItem[];
}

const stat = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openOverview(page: Page) {
  await page.goto('/administracion');
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
}

test('the overview greets, lists projects and activities, and leads on', async ({ page }) => {
  await openOverview(page);
  await expect(page.getByText(/^Good (morning|afternoon|evening), Brian$/)).toBeVisible();
  const projects = page.getByRole('table', { name: 'Client projects' });
  await expect(projects.getByRole('row').nth(1)).toBeVisible();
  await expect(projects.getByText(/^(Active|Paused|Closed)$/).first()).toBeVisible();
  const activities = page.getByRole('region', { name: 'Latest activities' });
  await expect(activities.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('link', { name: 'Open the main panel' }).click();
  await expect(page).toHaveURL('/panel-principal');
  await page.goBack();
  await page
    .getByRole('region', { name: 'Other areas' })
    .getByRole('link', { name: 'Hectares' })
    .click();
  await expect(page).toHaveURL('/hectareas');
  await page.goBack();
  await page.getByRole('region', { name: 'Apps' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL('/apps/contacts');
});

test('the unread counts follow the notifications panel, without a reload', async ({
  page,
  request,
}) => {
  const before = await notifications(request);
  const unread = before.filter((item) => !item.read).length;
  expect(unread).toBeGreaterThan(0);
  await openOverview(page);
  const count = stat(page, 'Unread notifications');
  await expect(count).toContainText(String(unread));
  await expect(count).toContainText(`of ${before.length} in your inbox`);

  // Mark the first unread one read in the toolbar's panel: the overview follows.
  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const first = before.findIndex((item) => !item.read);
  const row = panel.getByRole('listitem').nth(first);
  await row.getByRole('button', { name: 'Mark as read' }).click();
  await expect(row.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(count).toContainText(String(unread - 1));
  await expect(
    page.getByRole('region', { name: 'Waiting for you' }).getByText(`${unread - 1} unread`),
  ).toBeVisible();

  // The change is the server's: a reload shows the same count.
  await page.reload();
  await expect(count).toContainText(String(unread - 1));

  // Put it back for the other specs.
  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  await panel
    .getByRole('listitem')
    .nth(first)
    .getByRole('button', { name: 'Mark as unread' })
    .click();
  await page.keyboard.press('Escape');
  await expect(count).toContainText(String(unread));
});

test('a failed activities load offers a retry', async ({ page }) => {
  await refuse(page, 'AdministracionActividades');
  await openOverview(page);
  const activities = page.getByRole('region', { name: 'Latest activities' });
  await expect(activities.getByRole('alert')).toContainText('This could not be loaded');
  await page.unroute('**/graphql');
  await activities.getByRole('button', { name: 'Try again' }).click();
  await expect(activities.getByRole('listitem')).toHaveCount(5);
});

test('the overview passes axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await openOverview(page);
  await expect(page.getByRole('table', { name: 'Client projects' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});

test("on a phone in Turkish, the overview's figures stay inside their cards", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'tr'));
  await page.goto('/administracion');
  const card = page.getByRole('region', { name: 'Okunmamış bildirimler', exact: true });
  // The longest hint ("gelen kutunuzdaki 9 öğeden") ran past the card's border.
  const hint = card.getByText(/gelen kutunuzdaki/);
  await expect(hint).toBeVisible();
  const [outer, inner] = await Promise.all([card.boundingBox(), hint.boundingBox()]);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
});

test('hectareas and colectivos say what they are for and how they fill', async ({ page }) => {
  for (const [path, title, empty] of [
    ['/hectareas', 'Hectares', 'No hectares to show yet'],
    ['/colectivos', 'Collectives', 'No collectives to show yet'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByText(empty)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How this page fills' })).toBeVisible();
    await expect(page.getByText(/BUSINESS_GRAPHQL_URL/)).toBeVisible();
  }
  await expectAccessible(page);
});

test('home shows without the shell, with the logo and a way on', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Admin' }).first()).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Administration' }).click();
  await expect(page).toHaveURL('/administracion');
});

test('proveedor-no-encontrado explains and leads back to panel-principal', async ({ page }) => {
  await page.goto('/proveedor-no-encontrado');
  await expect(
    page.getByRole('heading', { name: 'Provider not found', exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/does not exist in any of your client projects/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the main panel' }).click();
  await expect(page).toHaveURL('/panel-principal');
});

test('panel-principal on a phone scrolls the chosen integration into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/panel-principal');
  const menu = page.getByRole('navigation', { name: 'Integrations' });
  const last = menu.getByRole('link').last();
  const name = (await last.textContent())!;
  await last.click();
  const detail = page.getByRole('heading', { level: 2, name, exact: true });
  await expect(detail).toBeInViewport();
});
