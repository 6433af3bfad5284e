// The dashboards (/dashboards/project, analytics, finance, crypto): each draws its charts
// with ApexCharts, whose code loads on these pages only; a range switch changes its
// chart and stays in the address; the dark scheme restyles a chart without a reload;
// tables sort by column; an unknown dashboard says so inside the shell.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

/** Which packages each chunk holds, written by the build (chunkPackages, client/vite-plugins.ts). */
const CHUNK_PACKAGES = fileURLToPath(
  new URL('../dist/client/.vite/chunk-packages.json', import.meta.url),
);
const CHART_PACKAGES = /^(apexcharts|react-apexcharts)$/;

const DASHBOARDS = [
  { path: '/dashboards/project', title: 'Project dashboard', charts: 2, nav: 'Project' },
  { path: '/dashboards/analytics', title: 'Analytics dashboard', charts: 9, nav: 'Analytics' },
  { path: '/dashboards/finance', title: 'Finance dashboard', charts: 1, nav: 'Finance' },
  { path: '/dashboards/crypto', title: 'Crypto dashboard', charts: 7, nav: 'Crypto' },
] as const;

/** A chart's figure, named by its title; the drawing inside it is hidden from readers. */
const figure = (page: Page, name: string | RegExp) => page.getByRole('figure', { name });

/** The drawn SVG of a figure's chart. */
const drawing = (chart: Locator) => chart.locator('svg.apexcharts-svg');

/**
 * Opens a dashboard and waits for its first chart: the page draws up to nine charts, so
 * on a busy machine it takes longer than a list (hence the longer wait).
 */
async function openDashboard(page: Page, path: string) {
  await page.goto(path);
  await expect(drawing(page.getByRole('figure').first())).toBeVisible({ timeout: 15_000 });
}

/** The chart packages among the scripts the page requests from now on. */
function watchChartCode(page: Page) {
  const packages = JSON.parse(readFileSync(CHUNK_PACKAGES, 'utf8')) as Record<string, string[]>;
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path.slice(1));
  });
  return () =>
    [...scripts].flatMap((file) =>
      (packages[file] ?? []).filter((name) => CHART_PACKAGES.test(name)),
    );
}

test('every dashboard draws its charts, each with a text alternative', async ({ page }) => {
  // Four pages of charts.
  test.slow();
  for (const dashboard of DASHBOARDS) {
    await openDashboard(page, dashboard.path);
    await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
    const charts = page.getByRole('figure');
    await expect(charts).toHaveCount(dashboard.charts);
    for (const chart of await charts.all()) {
      await expect(drawing(chart)).toBeVisible();
      // The drawing is hidden from screen readers, which read the summary instead.
      await expect(chart.locator('[aria-hidden="true"]').first()).toBeAttached();
      await expect(chart).toHaveAccessibleDescription(/\S+: .+\d/);
    }
  }
});

test('chart code loads on the dashboards only, not on the sign-in page nor another app', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const guest = await context.newPage();
  const guestCharts = watchChartCode(guest);
  await guest.goto('/sign-in');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await guest.waitForLoadState('networkidle');
  expect(guestCharts()).toEqual([]);
  await context.close();

  const charts = watchChartCode(page);
  await page.goto('/apps/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(charts()).toEqual([]);

  // The navigation's dashboard links reach the dashboards, which bring the chart code.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  for (const dashboard of DASHBOARDS) {
    await navigation.getByRole('link', { name: dashboard.nav, exact: true }).click();
    await expect(page).toHaveURL(dashboard.path);
    await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
    await expect(drawing(page.getByRole('figure').first())).toBeVisible({ timeout: 15_000 });
  }
  expect(charts()).toContain('apexcharts');
});

test('a range switch changes its chart, and the address keeps it over a reload', async ({
  page,
}) => {
  await openDashboard(page, '/dashboards/analytics');
  const thisYear = figure(page, 'Visitors, this year');
  await expect(drawing(thisYear)).toBeVisible();
  const area = page.locator('[data-chart="visitors"] path.apexcharts-area').first();
  // Drawn: a path of curve (or line) segments, not the empty one of a chart to come.
  await expect(area).toHaveAttribute('d', /[CL].*[CL].*[CL]/);
  const before = await area.getAttribute('d');
  const summaryBefore = await thisYear.getAttribute('aria-describedby');
  const textBefore = await page.locator(`[id="${summaryBefore}"]`).textContent();

  await page
    .getByRole('radiogroup', { name: 'Visitors range' })
    .getByRole('radio', { name: 'Last year' })
    .press('Space');
  await expect(page).toHaveURL(/[?&]visitors=last-year/);
  const lastYear = figure(page, 'Visitors, last year');
  await expect(lastYear).toBeVisible();
  await expect(lastYear).not.toHaveAccessibleDescription(textBefore!);
  await expect.poll(() => area.getAttribute('d')).not.toBe(before);

  await page.reload();
  await expect(drawing(figure(page, 'Visitors, last year'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: 'Last year' })).toBeChecked();

  // Back returns to this year's chart.
  await page.goBack();
  await expect(figure(page, 'Visitors, this year')).toBeVisible();
});

test('the project dashboard switches weeks and days, and its tab is in the address', async ({
  page,
}) => {
  await openDashboard(page, '/dashboards/project');
  const issues = figure(page, /^New and closed issues by weekday, this week/);
  await expect(drawing(issues)).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'GitHub issues range' })
    .getByRole('radio', { name: 'Last week' })
    .press('Space');
  await expect(drawing(figure(page, /^New and closed issues by weekday, last week/))).toBeVisible();

  const schedule = page.getByRole('region', { name: 'Schedule' });
  const firstToday = await schedule.getByRole('listitem').first().textContent();
  await schedule.getByRole('radio', { name: 'Tomorrow' }).press('Space');
  await expect(schedule.getByRole('listitem').first()).not.toHaveText(firstToday!);

  await page.getByRole('tab', { name: 'Budget' }).click();
  await expect(page).toHaveURL(/[?&]tab=budget/);
  await expect(drawing(figure(page, 'Budget distribution'))).toBeVisible();
  await page.reload();
  await expect(drawing(figure(page, 'Budget distribution'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Budget' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Tomorrow' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
});

test('the dark scheme restyles a chart without a reload', async ({ page }) => {
  await openDashboard(page, '/dashboards/finance');
  const label = page.locator('[data-chart="account-balance"] .apexcharts-xaxis-label').first();
  await expect(label).toBeVisible();
  const light = await label.getAttribute('fill');
  expect(light).toBeTruthy();
  let loads = 0;
  page.on('load', () => loads++);

  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => label.getAttribute('fill')).not.toBe(light);
  await expect(page.locator('[data-chart="account-balance"]')).toHaveAttribute('data-mode', 'dark');
  expect(loads).toBe(0);
});

test('charts take the brand’s solid colour and follow a new theme; axis labels are small', async ({
  page,
}) => {
  await openDashboard(page, '/dashboards/project');
  const line = page.locator('[data-chart="issues"] path.apexcharts-line').first();
  // The brand's solid colour (#rrggbb) as the channels Apex writes ("rgba(r,g,b,0.85)").
  const brandSolid = () =>
    page.evaluate(() => {
      const hex = getComputedStyle(document.documentElement)
        .getPropertyValue('--chakra-colors-brand-solid')
        .trim();
      return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(',');
    });
  const strokeOf = (channels: string) => new RegExp(`^rgba\\(${channels},`);
  await expect(line).toHaveAttribute('stroke', strokeOf(await brandSolid()));
  const label = page.locator('[data-chart="issues"] .apexcharts-xaxis-label').first();
  await expect(label).toHaveCSS('font-size', '12px');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  const before = await brandSolid();
  await drawer.getByRole('radio', { name: 'Teal' }).check();
  await expect(page.locator('html')).toHaveClass(/\btheme-teal\b/);
  const teal = await brandSolid();
  expect(teal).not.toBe(before);
  await expect(line).toHaveAttribute('stroke', strokeOf(teal));
});

test('tables sort by column, and the sort survives a reload', async ({ page }) => {
  await openDashboard(page, '/dashboards/finance');
  const table = page.getByRole('table', { name: 'Recent transactions' });
  const amounts = () =>
    table
      .getByRole('row')
      .locator('td:nth-child(4)')
      .allTextContents()
      .then((cells) =>
        cells.map((cell) => Number(cell.replace(/[^\d+−-]/g, '').replace('−', '-'))),
      );
  await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const ascending = await amounts();
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await expect(page).toHaveURL(/[?&]sort=amount&order=asc/);

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
    'aria-sort',
    'ascending',
    { timeout: 15_000 },
  );
  expect(await amounts()).toEqual(ascending);

  // The team's table, on its tab.
  await page.goto('/dashboards/project?tab=team');
  const team = page.getByRole('table', { name: 'Team members' });
  const names = () =>
    team.getByRole('row').locator('td:first-child p:first-child').allTextContents();
  await expect(team.getByRole('row')).not.toHaveCount(0);
  const byName = await names();
  await team.getByRole('button', { name: 'Name' }).click();
  await expect(team.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await names()).toEqual([...byName].reverse());
});

test('an unknown dashboard says so inside the shell and links the others', async ({ page }) => {
  await page.goto('/dashboards/nonexistent');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard not found' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('link', { name: 'Crypto dashboard' }).click();
  await expect(page).toHaveURL('/dashboards/crypto');
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto dashboard' })).toBeVisible();
});

test('a dashboard that fails to load says so, and a retry brings it', async ({ page }) => {
  await refuse(page, 'CryptoDashboard');
  await page.goto('/dashboards/crypto');
  const alert = page.getByRole('alert').filter({ hasText: 'Refused by the test' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('figure')).toHaveCount(0);

  await page.unrouteAll();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(drawing(figure(page, 'Bitcoin price'))).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveCount(0);
});

test('the dashboards pass axe in light and dark mode', async ({ page }) => {
  test.slow();
  await followSystemScheme(page);
  for (const dashboard of DASHBOARDS) {
    await openDashboard(page, dashboard.path);
    await expectAccessibleInBothSchemes(page);
  }
});
