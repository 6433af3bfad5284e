// The messages and notifications panels behave alike (components/feed): one set of
// browser tests, run by messages.spec.ts and notifications.spec.ts against each.
import type { APIRequestContext, Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';

interface FeedItem {
  id: string;
  title: string | null;
  read: boolean;
  link: string | null;
  useRouter: boolean;
}

interface Feed {
  /** The panel's name, and the toolbar button's when nothing is unread. */
  name: string;
  /** The same in Spanish and Turkish. */
  translated: { es: string; tr: string };
  empty: string;
  /** The REST path of the list, e.g. /api/common/messages. */
  api: string;
  /** The body field of a new item, e.g. `message`. */
  singular: string;
}

async function listed(request: APIRequestContext, api: string): Promise<FeedItem[]> {
  const token = await requestAccessToken(request);
  const answer = await request.get(api, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as FeedItem[];
}

/** The toolbar button's name: the panel's, and how many are unread when some are. */
const buttonName = (name: string, unread: number) =>
  unread > 0 ? `${name}, ${unread} unread` : name;

export function feedPanelTests({ name, translated, empty, api, singular }: Feed) {
  test.use({ signedIn: true });
  // One server for the run: these tests change its list, in this order.
  test.describe.configure({ mode: 'serial' });

  const button = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${name}(, \\d+ unread)?$`) });
  /** The button with its unread count beside it. */
  const badged = (page: Page) => button(page).locator('xpath=..');
  const panel = (page: Page) => page.getByRole('dialog', { name });
  const rows = (page: Page) => panel(page).getByRole('listitem');

  async function openPanel(page: Page) {
    await page.goto('/administracion');
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    // The focus moves into the panel, on its first opening too (onto the panel itself
    // when nothing in it can take it, as when it is empty).
    await expect
      .poll(() => panel(page).evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
  }

  test(`${name}: the badge counts the unread, the panel lists every item`, async ({
    page,
    request,
  }) => {
    const items = await listed(request, api);
    const unread = items.filter((item) => !item.read).length;
    expect(unread).toBeGreaterThan(0);
    await page.goto('/administracion');
    await expect(badged(page)).toContainText(String(unread));
    // The badge is for the eye: the button's name says it too.
    await expect(button(page)).toHaveAccessibleName(`${name}, ${unread} unread`);
    await openPanel(page);
    await expect(rows(page)).toHaveCount(items.length);
    await expect(rows(page).first()).toContainText(items[0]!.title ?? '');
    // Times read like "Mar 09, 4:05 PM".
    await expect(rows(page).first()).toContainText(/[A-Z][a-z]{2} \d{2}, \d{1,2}:\d{2} [AP]M/);
  });

  for (const [language, unreadWord] of [
    ['es', 'sin leer'],
    ['tr', 'okunmamış'],
  ] as const) {
    test(`${name}: the button's name says the unread count in ${language}`, async ({
      page,
      request,
    }) => {
      const unread = (await listed(request, api)).filter((item) => !item.read).length;
      expect(unread).toBeGreaterThan(0);
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/administracion');
      // A first load in another language: its translations come before the shell shows.
      await expect(
        page.getByRole('button', {
          name: `${translated[language]}, ${unread} ${unreadWord}`,
          exact: true,
        }),
      ).toBeVisible({ timeout: 15_000 });
    });
  }

  test(`${name}: a description's markup shows as such, never as tags`, async ({
    page,
    request,
  }) => {
    const token = await requestAccessToken(request);
    const item = {
      title: 'Cosecha lista',
      description: 'El informe de <strong>Fundo El Maitén</strong> está listo.',
    };
    const created = await request.post(api, {
      headers: { authorization: `Bearer ${token}` },
      data: { [singular]: item },
    });
    expect(created.ok()).toBe(true);
    await openPanel(page);
    const row = rows(page).first();
    await expect(row).toContainText('El informe de Fundo El Maitén está listo.');
    await expect(row).not.toContainText('<strong>');
    const bold = row.getByText('Fundo El Maitén', { exact: true });
    await expect(bold).toHaveJSProperty('tagName', 'STRONG');
    expect(
      Number(await bold.evaluate((node) => getComputedStyle(node).fontWeight)),
    ).toBeGreaterThan(500);
  });

  test(`${name}: the open panel passes axe in light and dark mode`, async ({ page }) => {
    await followSystemScheme(page);
    await openPanel(page);
    await expectAccessibleInBothSchemes(page);
  });

  test(`${name}: marking one read and unread changes the count, and persists`, async ({
    page,
    request,
  }) => {
    const before = await listed(request, api);
    const first = before.findIndex((item) => !item.read);
    const unread = before.filter((item) => !item.read).length;
    await openPanel(page);
    await rows(page).nth(first).getByRole('button', { name: 'Mark as read' }).click();
    await expect(
      rows(page).nth(first).getByRole('button', { name: 'Mark as unread' }),
    ).toBeVisible();
    await expect(badged(page)).toContainText(String(unread - 1));
    await expect(button(page)).toHaveAccessibleName(buttonName(name, unread - 1));

    await page.reload();
    await expect(badged(page)).toContainText(String(unread - 1));
    await expect(button(page)).toHaveAccessibleName(buttonName(name, unread - 1));
    expect((await listed(request, api))[first]!.read).toBe(true);

    await button(page).click();
    await rows(page).nth(first).getByRole('button', { name: 'Mark as unread' }).click();
    await expect(badged(page)).toContainText(String(unread));
    await expect(button(page)).toHaveAccessibleName(`${name}, ${unread} unread`);
    await expect.poll(async () => (await listed(request, api))[first]!.read).toBe(false);
  });

  test(`${name}: an item's app link opens its page through the router`, async ({
    page,
    request,
  }) => {
    // An item leading to a page that exists today, added at the top.
    const token = await requestAccessToken(request);
    const item = { title: 'Proyecto listo', link: '/panel-principal', useRouter: true };
    const created = await request.post(api, {
      headers: { authorization: `Bearer ${token}` },
      data: { [singular]: item },
    });
    expect(created.ok()).toBe(true);
    await openPanel(page);
    // A router navigation keeps the page: the marker survives.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL('/panel-principal');
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });

  test(`${name}: deleting one removes it, and it stays deleted`, async ({ page, request }) => {
    const before = await listed(request, api);
    await openPanel(page);
    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page)).toHaveCount(before.length - 1);
    await page.reload();
    await button(page).click();
    await expect(rows(page)).toHaveCount(before.length - 1);
    expect((await listed(request, api)).map((item) => item.id)).toEqual(
      before.slice(1).map((item) => item.id),
    );
  });

  test(`${name}: mark all as read clears the badge and disables itself, and persists`, async ({
    page,
    request,
  }) => {
    await openPanel(page);
    const markAll = panel(page).getByRole('button', { name: 'Mark all as read' });
    await expect(markAll).toBeEnabled();
    await markAll.click();
    await expect(markAll).toBeDisabled();
    await expect(badged(page)).not.toContainText(/\d/);
    // With none unread, the button's name is the panel's alone.
    await expect(button(page)).toHaveAccessibleName(name);
    await page.reload();
    await expect(button(page)).toBeVisible();
    await expect(badged(page)).not.toContainText(/\d/);
    await expect(button(page)).toHaveAccessibleName(name);
    expect((await listed(request, api)).every((item) => item.read)).toBe(true);
  });

  test(`${name}: with nothing left, the panel says '${empty}'`, async ({ page, request }) => {
    const token = await requestAccessToken(request);
    for (const item of await listed(request, api)) {
      await request.delete(`${api}?id=${item.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await openPanel(page);
    await expect(panel(page).getByText(empty, { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });
}
