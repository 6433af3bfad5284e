// The activities page (/pages/activities): the feed by day, each entry's picture or icon,
// sanitized markup, time and link; pages added by "Load more" (keyboard) and by scrolling,
// kept in the address (?pages=) across a reload; a failed load and a failed page with
// their retries. The feed is read-only and the same for every spec: its 25 sample
// activities are read from the REST adapter rather than written here.
import type { APIRequestContext, Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

interface Activity {
  id: string;
  description: string;
  linkedContent: string | null;
  link: string | null;
  useRouter: boolean;
}

async function feed(request: APIRequestContext): Promise<Activity[]> {
  const token = await requestAccessToken(request);
  const answer = await request.get('/api/pages/activities', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as Activity[];
}

/** The feed's entries on screen (each is a list item with its activity's id). */
const entries = (page: Page) => page.getByRole('main').locator('li[id^="activity-"]');
const entry = (page: Page, id: string) => page.locator(`li[id="activity-${id}"]`);
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more' });

/** Opens the feed and waits for its first page (the route's code loads at the first visit). */
async function openFeed(page: Page, count = 10) {
  await page.goto('/pages/activities');
  await expect(entries(page)).toHaveCount(count, { timeout: 15_000 });
}

test('the feed shows its entries by day, with sanitized markup, times and links', async ({
  page,
  request,
}) => {
  const all = await feed(request);
  await openFeed(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();

  // Days: the newest (25 minutes old) is today or yesterday; older ones are dates.
  const days = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(days.first()).toHaveText(/^(Today|Yesterday)$/);
  await expect(days.last()).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);

  // The description's markup is rendered, not shown as text; each entry has its time.
  const first = entry(page, all[0]!.id);
  await expect(first.locator('strong')).toHaveText('Camila Rojas');
  await expect(first).not.toContainText('<strong>');
  await expect(first.locator('time')).toHaveText(/^\d{2}:\d{2}$/);

  // An external link opens in a new tab; the extra content is shown as HTML.
  const frost = entry(page, all[1]!.id);
  const external = frost.getByRole('link', { name: /Pronóstico agrometeorológico/ });
  await expect(external).toHaveAttribute('href', 'https://agrometeorologia.cl');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAccessibleName(/opens in a new tab/);
  await expect(frost.getByRole('listitem').first()).toHaveText(/Aspersores de los cuarteles 5 a 9/);

  // An app link goes there through the router: the page is not loaded again.
  const task = all.find((activity) => activity.link === '/apps/tasks')!;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await entry(page, task.id).getByRole('link', { name: task.linkedContent! }).click();
  await expect(page).toHaveURL(/\/apps\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('Load more adds a page from the keyboard, scrolling adds the rest, and a reload keeps them', async ({
  page,
  request,
}) => {
  const all = await feed(request);
  await openFeed(page);
  await expect(page.getByText('Showing 10 of 25')).toBeVisible();

  await loadMore(page).focus();
  await page.keyboard.press('Enter');
  await expect(entries(page)).toHaveCount(20);
  await expect(page).toHaveURL(/\?pages=2$/);
  // Focus moves to the first entry the page brought, to read on from there.
  await expect(entry(page, all[10]!.id)).toBeFocused();
  await expect(page.getByText('Showing 20 of 25')).toBeVisible();

  await page.reload();
  await expect(entries(page)).toHaveCount(20, { timeout: 15_000 });
  await expect(entry(page, all[19]!.id)).toBeVisible();

  // Scrolling to the end of the feed loads the last page by itself.
  await loadMore(page).scrollIntoViewIfNeeded();
  await expect(entries(page)).toHaveCount(25);
  await expect(page).toHaveURL(/\?pages=3$/);
  await expect(page.getByText('That is everything: all 25 activities.')).toBeVisible();
  await expect(loadMore(page)).toHaveCount(0);
  await expect(entry(page, all[24]!.id)).toContainText('temporada');

  await page.reload();
  await expect(entries(page)).toHaveCount(25, { timeout: 15_000 });
});

test('a page that fails to load as the user scrolls says so and keeps the feed; Try again loads it', async ({
  page,
}) => {
  await openFeed(page);
  await refuse(page, 'ActivitiesFeed');
  // Scrolling to the end asks for the next page, which the server refuses.
  await loadMore(page).scrollIntoViewIfNeeded();
  await expect(page.getByRole('alert')).toContainText('More activities could not be loaded');
  await expect(entries(page)).toHaveCount(10);
  await expect(page).not.toHaveURL(/pages=/);

  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(entries(page)).toHaveCount(20);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\?pages=2$/);
});

test('a feed that fails to load shows the error with a retry', async ({ page }) => {
  await refuse(page, 'ActivitiesFeed');
  await page.goto('/pages/activities');
  await expect(page.getByRole('alert')).toContainText('This could not be loaded', {
    timeout: 15_000,
  });
  await expect(entries(page)).toHaveCount(0);
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(entries(page)).toHaveCount(10);
});

test('the feed passes axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await openFeed(page);
  await expectAccessibleInBothSchemes(page);
});
