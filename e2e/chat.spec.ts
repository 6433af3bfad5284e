// The quick chat ('Team Chat') in the shell: conversations, reading one, sending with
// Enter and Shift+Enter, and what was sent still there after a reload.
import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH_FILE, requestAccessToken } from './auth';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

test.use({ storageState: AUTH_FILE });

interface Chat {
  id: string;
  unreadCount: number;
  contact: { name: string };
  messages: { value: string; isMine: boolean }[];
}

async function chats(request: APIRequestContext): Promise<Chat[]> {
  const token = await requestAccessToken(request);
  const answer = await request.get('/api/apps/chat/chats', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as Chat[];
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Team Chat' });
const conversations = (page: Page) => panel(page).getByRole('list', { name: 'Conversations' });

async function openChat(page: Page) {
  await page.goto('/administracion');
  await page.getByRole('button', { name: 'Team chat', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
}

test('it opens over the page, which stops scrolling, and asks to pick a conversation', async ({
  page,
  request,
}) => {
  await openChat(page);
  await expect(panel(page).getByText('Select a conversation')).toBeVisible();
  await expect(conversations(page).getByRole('button')).toHaveCount((await chats(request)).length);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Team chat', exact: true })).toBeFocused();
});

test('opening an unread conversation shows its messages and clears its unread mark', async ({
  page,
  request,
}) => {
  const unread = (await chats(request)).find((chat) => chat.unreadCount > 0)!;
  await openChat(page);
  await conversations(page)
    .getByRole('button', { name: new RegExp(`^${unread.contact.name}, \\d+ unread`) })
    .click();
  const log = panel(page).getByRole('log', { name: `Messages with ${unread.contact.name}` });
  await expect(log).toBeVisible();
  // Each message shows its HH:mm time; each day has its dd-MM-yyyy label.
  await expect(log.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
  await expect(log.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
  await expect(
    conversations(page).getByRole('button', { name: unread.contact.name, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await chats(request)).find((chat) => chat.id === unread.id)!.unreadCount)
    .toBe(0);
});

test('Enter sends, Shift+Enter breaks the line, and the message is there after a reload', async ({
  page,
  request,
}) => {
  const chat = (await chats(request))[2]!;
  await openChat(page);
  await conversations(page)
    .getByRole('button', { name: new RegExp(`^${chat.contact.name}`) })
    .click();
  const box = panel(page).getByRole('textbox', { name: 'Message' });
  await box.fill('');
  await box.pressSequentially('Nos vemos en el fundo');
  await page.keyboard.press('Shift+Enter');
  await box.pressSequentially('a las 9');
  await expect(box).toHaveValue('Nos vemos en el fundo\na las 9');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
  const log = panel(page).getByRole('log');
  await expect(log.getByText('Nos vemos en el fundo\na las 9')).toBeVisible();

  await expect
    .poll(async () => (await chats(request)).find((item) => item.id === chat.id)!.messages.at(-1))
    .toEqual(expect.objectContaining({ value: 'Nos vemos en el fundo\na las 9', isMine: true }));
  await page.reload();
  await page.getByRole('button', { name: 'Team chat', exact: true }).click();
  await conversations(page)
    .getByRole('button', { name: new RegExp(`^${chat.contact.name}`) })
    .click();
  await expect(
    panel(page).getByRole('log').getByText('Nos vemos en el fundo\na las 9'),
  ).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the open chat passes axe in ${scheme} mode`, async ({ page, request }) => {
    const chat = (await chats(request))[0]!;
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
    await openChat(page);
    await conversations(page)
      .getByRole('button', { name: new RegExp(`^${chat.contact.name}`) })
      .click();
    await expect(panel(page).getByRole('log').locator('time').first()).toBeVisible();
    await expectAccessible(page);
  });
}
