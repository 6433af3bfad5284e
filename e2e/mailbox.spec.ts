// The mailbox app: the side column's counts, the paged list with its page in the
// address, opening an unread mail (which reads it), the actions on the open mail and on
// a selection (star, important, labels, moves with Undo), compose (checks as you type,
// a formatted message, send, drafts), the settings (layout, labels) and axe in light
// and dark. Every write is checked again after a reload, and against the API. The tests
// make their own mails and labels (unique subjects and titles), and put back what they
// change in shared ones.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

// Wide enough (xl) for the open mail beside the list, the layout's default.
test.use({ signedIn: true, viewport: { width: 1440, height: 900 } });

const API = '/api/apps/mailbox';

interface Mail {
  id: string;
  subject: string;
  to: string;
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
}
interface Folder {
  id: string;
  slug: string;
  count: number;
}
interface Label {
  id: string;
  title: string;
  slug: string;
  color: string;
}

/** The worker's session token, as the signed-in state holds it (no new sign-in: those are limited to 5 a minute). */
let accessToken = '';
test.beforeAll(({ session }) => {
  accessToken = session.accessToken;
});
const token = () => accessToken;

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.fetch(`${API}/${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token()}` },
  });
  expect(answer.status(), `${method} ${path}`).toBe(200);
  return (await answer.json()) as T;
}

const getMail = (request: APIRequestContext, id: string) =>
  api<Mail>(request, 'GET', `mail?id=${id}`);
const folders = (request: APIRequestContext) => api<Folder[]>(request, 'GET', 'folders');
const labels = (request: APIRequestContext) => api<Label[]>(request, 'GET', 'labels');
const patchMail = (request: APIRequestContext, id: string, mail: Partial<Mail>) =>
  api<Mail>(request, 'PATCH', 'mail', { id, mail });
const list = (request: APIRequestContext, query: string) =>
  api<{ mails: Mail[] | null; pagination: { totalResults: number } }>(
    request,
    'GET',
    `mails?${query}`,
  );

/** Another window's write shows within a second (issue 27). */
const LIVE = { timeout: 1_000 };

/** Text no other test (or run) uses. */
const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const column = (page: Page) =>
  page.getByRole('navigation', { name: 'Mailbox folders, filters and labels' });
const mailList = (page: Page, title: string) =>
  page.getByRole('list', { name: title, exact: true });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Mail actions' });

/**
 * Opens a mailbox address and waits for its column: the first load of the app's code
 * on a busy machine takes longer than an expectation's default 5 s.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
}

/** The folder's link in the side column; its name ends with its count when there is one. */
const folderLink = (page: Page, title: string) =>
  column(page).getByRole('link', { name: new RegExp(`^${title}( \\d+)?$`) });

/** A new inbox mail of this test's own: sent to the user by the API, then filed in the inbox. */
async function ownInboxMail(request: APIRequestContext, subject: string): Promise<Mail> {
  const sent = await api<Mail>(request, 'POST', 'mail', {
    mail: {
      to: ['Brian Hughes <hughes.brian@company.com>'],
      subject,
      content: `<p>${subject}: body</p>`,
    },
  });
  const inbox = (await folders(request)).find((folder) => folder.slug === 'inbox')!;
  return patchMail(request, sent.id, { folder: inbox.id, unread: true });
}

test('the list pages through a folder with its page in the address, back and forward too', async ({
  page,
  request,
}) => {
  const total = (await list(request, 'folder=inbox')).pagination.totalResults;
  await open(page, '/apps/mailbox');
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText(`1–10 of ${total}`)).toBeVisible();
  await expect(mailList(page, 'Inbox').getByRole('listitem')).toHaveCount(10);
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox?page=2');
  await expect(pages.getByText(`11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  await expect(pages.getByText(`11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await page.goBack();
  await expect(pages.getByText(`1–10 of ${total}`)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox?page=2');

  // A filter and a label are lists of their own.
  await column(page).getByRole('link', { name: 'Starred' }).click();
  await expect(page).toHaveURL('/apps/mailbox/filter/starred');
  await expect(page.getByRole('heading', { name: 'Starred', level: 1 })).toBeVisible();
  await column(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL('/apps/mailbox/label/invoices');
  await expect(mailList(page, 'Invoices').getByRole('listitem').first()).toBeVisible();
});

test('opening an unread mail reads it and the inbox count follows, also after a reload', async ({
  page,
  request,
}) => {
  const subject = unique('Unread on arrival');
  const mail = await ownInboxMail(request, subject);
  await open(page, '/apps/mailbox/folder/inbox');
  const before = (await folders(request)).find((folder) => folder.slug === 'inbox')!.count;
  await expect(folderLink(page, 'Inbox')).toHaveAccessibleName(`Inbox ${before}`);

  const row = mailList(page, 'Inbox').getByRole('listitem').filter({ hasText: subject });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/apps/mailbox/folder/inbox/${mail.id}`);
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect(page.getByRole('article').getByText(`${subject}: body`)).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(folderLink(page, 'Inbox')).toHaveAccessibleName(
    before - 1 > 0 ? `Inbox ${before - 1}` : 'Inbox',
  );
  await expect.poll(async () => (await getMail(request, mail.id)).unread).toBe(false);

  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  await expect(toolbar(page).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Mark as unread' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Mark as read' })).toBeVisible();
  await expect.poll(async () => (await getMail(request, mail.id)).unread).toBe(true);
  await expect(folderLink(page, 'Inbox')).toHaveAccessibleName(`Inbox ${before}`);
});

test('the open mail takes a star, importance and labels, and moves with Undo; all kept after a reload', async ({
  page,
  request,
}) => {
  const subject = unique('Flags and labels');
  const mail = await ownInboxMail(request, subject);
  const personal = (await labels(request)).find((label) => label.slug === 'personal')!;
  await open(page, `/apps/mailbox/folder/inbox/${mail.id}`);
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();

  await toolbar(page).getByRole('button', { name: 'Star', exact: true }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Remove star' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await toolbar(page).getByRole('button', { name: 'Mark as important' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Mark as not important' })).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Labels' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Personal' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Personal' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => {
      const stored = await getMail(request, mail.id);
      return [stored.starred, stored.important, stored.labels];
    })
    .toEqual([true, true, [personal.id]]);

  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  await expect(toolbar(page).getByRole('button', { name: 'Remove star' })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Mark as not important' })).toBeVisible();
  const labelGroup = page.getByRole('group', { name: 'Labels' });
  await expect(labelGroup.getByText('Personal')).toBeVisible();
  // The row in the list shows the star too.
  await expect(
    mailList(page, 'Inbox').getByRole('button', { name: `Remove the star from “${subject}”` }),
  ).toBeVisible();

  // Taking the label off through the picker's chip.
  await labelGroup.getByRole('button', { name: 'Remove Personal' }).click();
  await expect.poll(async () => (await getMail(request, mail.id)).labels).toEqual([]);

  // Moving it to Spam takes it out of the inbox; Undo brings it back.
  await toolbar(page).getByRole('button', { name: 'Move to', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Spam' }).click();
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox');
  await expect(mailList(page, 'Inbox').getByText(subject)).toHaveCount(0);
  // The toast comes once the server has moved it, and offers Undo for a while.
  await expect(page.getByText('1 mail moved to Spam')).toBeVisible();
  const spam = (await folders(request)).find((folder) => folder.slug === 'spam')!;
  expect((await getMail(request, mail.id)).folder).toBe(spam.id);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(mailList(page, 'Inbox').getByText(subject, { exact: true })).toBeVisible();
  await expect.poll(async () => (await getMail(request, mail.id)).folder).toBe(mail.folder);
});

test('a refused star rolls back with a toast; a refused send keeps what was typed', async ({
  page,
  request,
}) => {
  const subject = unique('Refused');
  const mail = await ownInboxMail(request, subject);
  await open(page, `/apps/mailbox/folder/inbox/${mail.id}`);
  await expect(toolbar(page).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect.poll(async () => (await getMail(request, mail.id)).unread).toBe(false);

  await refuse(page, 'UpdateMail', 'Refused for this test');
  await toolbar(page).getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByText('That change could not be saved')).toBeVisible();
  await expect(page.getByText('Refused for this test')).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Star', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect((await getMail(request, mail.id)).starred).toBe(false);

  await refuse(page, 'SendMail', 'Refused for this test');
  const dialog = await openCompose(page);
  await dialog.getByRole('textbox', { name: 'To' }).fill('ana@example.com');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The mail could not be sent')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('ana@example.com');
});

test('a selection of mails is marked read and moved to Trash at once', async ({
  page,
  request,
}) => {
  const subjects = [unique('Picked one'), unique('Picked two')];
  const mails: Mail[] = [];
  for (const subject of subjects) mails.push(await ownInboxMail(request, subject));
  await open(page, '/apps/mailbox/folder/inbox');
  const inbox = mailList(page, 'Inbox');
  // By keyboard: Space ticks the focused checkbox.
  for (const subject of subjects) {
    const box = inbox.getByRole('checkbox', { name: `Select “${subject}”` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const bar = page.getByRole('group', { name: 'Actions on the selected mails' });
  await expect(page.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bar.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect
    .poll(async () =>
      Promise.all(mails.map(async (mail) => (await getMail(request, mail.id)).unread)),
    )
    .toEqual([false, false]);

  await bar.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(page.getByText('2 mails moved to Trash')).toBeVisible();
  for (const subject of subjects) await expect(inbox.getByText(subject)).toHaveCount(0);
  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  for (const subject of subjects) await expect(inbox.getByText(subject)).toHaveCount(0);
  await folderLink(page, 'Trash').click();
  for (const subject of subjects)
    await expect(mailList(page, 'Trash').getByText(subject, { exact: true })).toBeVisible();
});

test('a mail arriving, read or moved in one window shows in the other without a reload', async ({
  context,
  request,
}) => {
  const [one, two] = [await context.newPage(), await context.newPage()];
  await Promise.all([
    open(one, '/apps/mailbox/folder/inbox'),
    open(two, '/apps/mailbox/folder/inbox'),
  ]);
  // Both windows' sockets are open before the write.
  for (const page of [one, two]) await expect(page.locator('[data-live="online"]')).toHaveCount(1);

  // It arrives (through the API): at the top of both lists, unread, and counted.
  const subject = unique('Arrives while open');
  await ownInboxMail(request, subject);
  const count = (await folders(request)).find((folder) => folder.slug === 'inbox')!.count;
  const row = (page: Page) =>
    mailList(page, 'Inbox').getByRole('listitem').filter({ hasText: subject });
  for (const page of [one, two]) {
    await expect(row(page)).toHaveAttribute('data-unread', 'true', LIVE);
    await expect(folderLink(page, 'Inbox')).toHaveAccessibleName(`Inbox ${count}`, LIVE);
  }

  // Read in the first window: read in the second, and the count follows.
  const box = mailList(one, 'Inbox').getByRole('checkbox', { name: `Select “${subject}”` });
  await box.focus();
  await one.keyboard.press('Space');
  const bar = one.getByRole('group', { name: 'Actions on the selected mails' });
  await bar.getByRole('button', { name: 'Mark as read' }).click();
  await expect(row(two)).not.toHaveAttribute('data-unread', LIVE);
  await expect(folderLink(two, 'Inbox')).toHaveAccessibleName(
    count - 1 > 0 ? `Inbox ${count - 1}` : 'Inbox',
    LIVE,
  );

  // Moved to Trash in the first window: it leaves the second's inbox.
  await bar.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(row(two)).toHaveCount(0, LIVE);
  await folderLink(two, 'Trash').click();
  await expect(mailList(two, 'Trash').getByText(subject, { exact: true })).toBeVisible();
});

async function openCompose(page: Page): Promise<Locator> {
  await column(page).getByRole('link', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New mail' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]compose=new/);
  return dialog;
}

test('compose checks addresses as they are typed, sends into Sent, and the mail is there after a reload', async ({
  page,
  request,
}) => {
  const subject = unique('Riego del lunes');
  await open(page, '/apps/mailbox/folder/inbox');
  const dialog = await openCompose(page);
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  const to = dialog.getByRole('textbox', { name: 'To' });
  await expect(to).toBeFocused();
  await to.fill('ana@');
  await expect(dialog.getByText('“ana@” is not an e-mail address')).toBeVisible();
  await expect(send).toBeDisabled();
  await to.fill('Ana Soto <ana.soto@example.com>, luis@example.com');
  await expect(dialog.getByText(/is not an e-mail address/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Cc' }).click();
  await dialog.getByRole('textbox', { name: 'Cc' }).fill('marta@example.com');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  // The message is formatted text: a bold word from the toolbar, a bulleted list.
  const message = dialog.getByRole('textbox', { name: 'Message' });
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  await message.click();
  await page.keyboard.type('Hola Ana:');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Nos vemos a las 9 <en punto>, ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('sin falta');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Planos');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Presupuesto');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Mail sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/compose=/);

  const sent = (await list(request, 'folder=sent')).mails!.find(
    (mail) => mail.subject === subject,
  )!;
  expect(sent.to).toBe('Ana Soto <ana.soto@example.com>, luis@example.com');
  await open(page, '/apps/mailbox/folder/sent');
  await mailList(page, 'Sent')
    .getByRole('link', { name: new RegExp(subject) })
    .click();
  const article = page.getByRole('article', { name: subject });
  // Typed text is text: the angle brackets show as typed, nothing becomes markup; the
  // formatting is kept.
  await expect(article.getByText('Nos vemos a las 9 <en punto>,')).toBeVisible();
  await expect(article.getByText('marta@example.com')).toBeVisible();
  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  await expect(article.locator('strong', { hasText: 'sin falta' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Planos' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Presupuesto' })).toBeVisible();
});

test('a draft is saved, edited and sent from Drafts; a typed mail is discarded only once confirmed', async ({
  page,
  request,
}) => {
  const subject = unique('Borrador de presupuesto');
  await open(page, '/apps/mailbox/folder/drafts');
  const before = (await folders(request)).find((folder) => folder.slug === 'drafts')!.count;
  // Nothing typed: the close button closes at once.
  let dialog = await openCompose(page);
  await dialog.getByRole('button', { name: 'Discard' }).first().click();
  await expect(dialog).toBeHidden();

  // Typed: Escape asks first; Cancel keeps the text, Discard throws it away.
  dialog = await openCompose(page);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('thrown away');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Discard this mail?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('thrown away');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/compose=/);

  dialog = await openCompose(page);
  const save = dialog.getByRole('button', { name: 'Save draft' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Primera versión');
  await save.click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(folderLink(page, 'Drafts')).toHaveAccessibleName(`Drafts ${before + 1}`);
  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  const row = mailList(page, 'Drafts').getByRole('link', { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await row.click();
  await page
    .getByRole('toolbar', { name: 'Mail actions' })
    .getByRole('link', { name: 'Edit draft' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit draft' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveText('Primera versión');
  await dialog.getByRole('textbox', { name: 'To' }).fill('compras@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Mail sent')).toBeVisible();
  await expect(page).toHaveURL('/apps/mailbox/folder/drafts');
  await expect(mailList(page, 'Drafts').getByText(subject)).toHaveCount(0);
  await expect(folderLink(page, 'Drafts')).toHaveAccessibleName(`Drafts ${before}`);
  const sent = (await list(request, 'folder=sent')).mails!.find((mail) => mail.subject === subject);
  expect(sent?.to).toBe('compras@example.com');
});

test('settings: the message layout and the labels (add, rename, colour, delete) are kept', async ({
  page,
  request,
}) => {
  // Three reloads, each starting the app again: on a busy machine each takes seconds.
  // Between them the test moves by the app's own links, as a user would.
  test.slow();
  const title = unique('Cosecha');
  await open(page, '/apps/mailbox/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Full width: an open mail takes the list's place, with a way back.
  await page.getByRole('radio', { name: 'Full width' }).check();
  await expect
    .poll(
      async () => (await api<{ messageLayout: string }>(request, 'GET', 'settings')).messageLayout,
    )
    .toBe('full');
  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio', { name: 'Full width' })).toBeChecked();
  await folderLink(page, 'Inbox').click();
  await mailList(page, 'Inbox').getByRole('link').first().click();
  await expect(mailList(page, 'Inbox')).toBeHidden();
  await toolbar(page).getByRole('link', { name: 'Back to the list' }).click();
  await expect(mailList(page, 'Inbox')).toBeVisible();
  await column(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Beside the list' }).check();
  await expect
    .poll(
      async () => (await api<{ messageLayout: string }>(request, 'GET', 'settings')).messageLayout,
    )
    .toBe('right');

  // A label: added, renamed (its slug follows), coloured, deleted after a confirmation.
  await page.getByRole('textbox', { name: 'Find or add Labels' }).fill(title);
  await page.getByRole('button', { name: `Add “${title}”` }).click();
  await expect(column(page).getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `Rename ${title}` }).click();
  await page.getByRole('textbox', { name: `New name for ${title}` }).fill(`${title} Ñ`);
  await page.keyboard.press('Enter');
  const renamed = `${title} Ñ`;
  await expect(column(page).getByRole('link', { name: renamed })).toBeVisible();
  await page.getByRole('combobox', { name: `Colour of ${renamed}` }).selectOption('red');
  await expect
    .poll(async () => (await labels(request)).find((label) => label.title === renamed)?.color)
    .toBe('red');
  const stored = (await labels(request)).find((label) => label.title === renamed)!;
  expect(stored.slug).toBe(renamed.toLowerCase().replace(/ /g, '-').replace('ñ', 'n'));
  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: `Colour of ${renamed}` })).toHaveValue('red');
  await expect(page.getByText(stored.slug, { exact: true })).toBeVisible();
  await column(page).getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(`/apps/mailbox/label/${stored.slug}`);
  await expect(page.getByText(`Nothing in ${renamed}`)).toBeVisible();

  await column(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(`“${renamed}” will be taken off every mail`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(column(page).getByRole('link', { name: renamed })).toHaveCount(0);
  await page.reload();
  await expect(column(page)).toBeVisible({ timeout: 20_000 });
  await expect(column(page).getByRole('link', { name: 'Personal' })).toBeVisible();
  await expect(column(page).getByRole('link', { name: renamed })).toHaveCount(0);
  expect((await labels(request)).some((label) => label.id === stored.id)).toBe(false);
});

test('an unknown label or folder (a deleted label’s link) shows a not-found state with a way back', async ({
  page,
}) => {
  await open(page, '/apps/mailbox/label/no-such-label');
  await expect(page.getByText('There is no “no-such-label” here')).toBeVisible();
  await expect(page.getByText('This could not be loaded')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the inbox' }).click();
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox');
  await expect(mailList(page, 'Inbox')).toBeVisible();
});

test('on a phone the column is a drawer and an open mail takes the list’s place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/mailbox/folder/inbox');
  await expect(mailList(page, 'Inbox')).toBeVisible({ timeout: 20_000 });
  await expect(column(page)).toBeHidden();
  await page.getByRole('button', { name: 'Show folders and labels' }).click();
  const drawer = page.getByRole('dialog', { name: 'Mailbox folders, filters and labels' });
  await drawer.getByRole('link', { name: /^Sent/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/apps/mailbox/folder/sent');
  await mailList(page, 'Sent').getByRole('link').first().click();
  await expect(mailList(page, 'Sent')).toBeHidden();
  // The page keeps one main heading, the list's, while the list is out of sight.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sent');
  await toolbar(page).getByRole('link', { name: 'Back to the list' }).click();
  await expect(mailList(page, 'Sent')).toBeVisible();
});

test('the mailbox with an open mail, and compose, pass axe in light and dark mode', async ({
  page,
  request,
}) => {
  const withAttachment = (await list(request, 'label=invoices')).mails!.find(
    (mail) => (mail as unknown as { attachments: unknown[] }).attachments.length > 0,
  )!;
  await followSystemScheme(page);
  await open(page, `/apps/mailbox/label/invoices/${withAttachment.id}`);
  await expect(page.getByRole('region', { name: 'Attachments' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  const dialog = await openCompose(page);
  await expect(dialog.getByRole('textbox', { name: 'To' })).toBeFocused();
  await expect(dialog.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
