// The contacts app (/apps/contacts): the list grouped by first letter with its count and
// a search kept in the address, loaded a page at a time as it scrolls with only the rows
// in sight in the page, a contact's page, the form that creates and edits one
// (e-mails, phone numbers with a searchable country, birthday, tags, the picture's
// checks, notes written with a formatting toolbar), the confirmation before a delete,
// and every write still there after a reload.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect as baseExpect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

/** A loaded machine (CI runs every spec on two cores) may take a while to start the app. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A name no other test (or run) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** A contact of the test's own, made through the REST adapter; answers its id. */
async function createContact(request: APIRequestContext, contact: Record<string, unknown>) {
  const token = await requestAccessToken(request);
  const response = await request.post('/api/apps/contacts/contact', {
    headers: { authorization: `Bearer ${token}` },
    data: { contact },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Another window's write shows within a second (issue 27). */
const LIVE = { timeout: 1_000 };

/** Changes a contact through the REST adapter, as another client would; `null` deletes it. */
async function writeContact(
  request: APIRequestContext,
  token: string,
  id: string,
  contact: Record<string, unknown> | null,
) {
  const headers = { authorization: `Bearer ${token}` };
  const response = contact
    ? await request.patch('/api/apps/contacts/contact', { headers, data: { id, contact } })
    : await request.delete(`/api/apps/contacts/contact?id=${id}`, { headers });
  expect(response.status()).toBe(200);
}

/** Which packages each chunk holds, written by the build (chunkPackages, client/vite-plugins.ts). */
const CHUNK_PACKAGES = fileURLToPath(
  new URL('../dist/client/.vite/chunk-packages.json', import.meta.url),
);

/** The rich text editor's packages among the scripts the page requests from now on. */
function watchEditorCode(page: Page) {
  const packages = JSON.parse(readFileSync(CHUNK_PACKAGES, 'utf8')) as Record<string, string[]>;
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path.slice(1));
  });
  return () =>
    [...scripts].flatMap((file) =>
      (packages[file] ?? []).filter((name) => /^(@tiptap\/.+|prosemirror-.+)$/.test(name)),
    );
}

const contactList = (page: Page) =>
  page.getByRole('navigation', { name: 'Contacts by first letter' });
const contactPage = (page: Page) => page.getByRole('article');

/**
 * Scrolls the list down (in its own panel, on a screen this wide) until `row` is drawn:
 * only the rows in sight are in the page, and the next contacts load on the way.
 */
async function scrollListTo(page: Page, row: Locator) {
  await expect(async () => {
    await contactList(page).evaluate((list) => list.parentElement!.scrollBy(0, 1500));
    await expect(row).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** Every contact's name, sorted as the list shows them (the API's legacy route). */
async function sortedNames(request: APIRequestContext) {
  const token = await requestAccessToken(request);
  const response = await request.get('/api/apps/contacts/all', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { name: string }[]).map((contact) => contact.name);
}

/** The list's page requests after the first: `contactsPage` asked `after` a cursor. */
const isNextPage = (request: { postData(): string | null }) => {
  const body = request.postData() ?? '';
  return body.includes('"operationName":"ContactsPage"') && body.includes('"after":"');
};

/** A 1×1 PNG: a real image, as the server checks the bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('the list is grouped by letter, searched from the address, and opens a contact', async ({
  page,
}) => {
  await page.goto('/apps/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText(/^\d+ contacts$/)).toBeVisible();
  await expect(
    contactList(page).getByRole('heading', { level: 2, name: 'A', exact: true }),
  ).toBeVisible();
  // Further letters are drawn as the list scrolls to them.
  await scrollListTo(
    page,
    contactList(page).getByRole('heading', { level: 2, name: 'Ñ', exact: true }),
  );

  // Accents and case do not matter; the search goes to the address.
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('nancupil');
  await expect(page).toHaveURL(/\?search=nancupil$/);
  await expect(page.getByText('1 contact matches “nancupil”')).toBeVisible();
  await contactList(page)
    .getByRole('link', { name: /Álvaro Ñancupil/ })
    .click();
  await expect(page).toHaveURL(/\/apps\/contacts\/[\w-]+\?search=nancupil$/);
  await expect(contactPage(page).getByRole('heading', { name: 'Álvaro Ñancupil' })).toBeVisible();
  await expect(contactList(page).getByRole('link', { name: /Álvaro Ñancupil/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A reload and a shared link restore both the search and the open contact.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('nancupil');
  await expect(contactPage(page).getByRole('heading', { name: 'Álvaro Ñancupil' })).toBeVisible();
  await expect(contactList(page).getByRole('link')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/apps\/contacts\?search=nancupil$/);
  await expect(page.getByRole('heading', { name: 'Pick a contact' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('zzzz');
  await expect(page.getByText('No contact matches “zzzz”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/apps\/contacts$/);
  await expect(page.getByText(/^\d+ contacts$/)).toBeVisible();
});

test('the list loads the next contacts as it scrolls, drawing only the rows in sight', async ({
  page,
  request,
}) => {
  test.slow(); // Two axe runs, and a scroll through every contact.
  const names = await sortedNames(request);
  // More than the first page (50) holds.
  expect(names.length).toBeGreaterThan(50);
  await followSystemScheme(page);
  await page.goto('/apps/contacts');
  const list = contactList(page);
  const row = (name: string) =>
    list.getByRole('link').filter({ has: page.getByText(name, { exact: true }) });
  await expect(page.getByText(`${names.length} contacts`)).toBeVisible();
  await expect(row(names[0]!)).toBeVisible();
  expect(await list.getByRole('link').count()).toBeLessThan(30);

  // One Tab stop: the arrow keys, End and Home move through the contacts.
  await row(names[0]!).focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(names[1]!)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(row(names[0]!)).toBeFocused();
  await expect(list.locator('a[tabindex="0"]')).toHaveCount(1);
  // The last contact loaded: the next page comes as the list nears its end.
  const nextPage = page.waitForRequest(isNextPage);
  await page.keyboard.press('End');
  await expect(row(names[49]!)).toBeFocused();
  await nextPage;
  // Here the next page is the last: "Load more" under the list goes once it is in.
  await expect(page.getByRole('button', { name: /more contacts/ })).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(row(names.at(-1)!)).toBeFocused();
  await expect(row(names[0]!)).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(row(names[0]!)).toBeFocused();

  // Scrolled to the end: every letter passed, and still only the rows in sight drawn.
  await scrollListTo(page, row(names.at(-1)!));
  expect(await list.getByRole('link').count()).toBeLessThan(30);
  await expect(page.getByRole('button', { name: 'Load more contacts' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);
});

test('a next page that does not come says so, and Try again asks for it again', async ({
  page,
  request,
}) => {
  test.slow(); // Two axe runs.
  const names = await sortedNames(request);
  await followSystemScheme(page);
  await page.goto('/apps/contacts');
  const list = contactList(page);
  await expect(list.getByRole('link').first()).toBeVisible();
  await refuse(page, 'ContactsPage');
  await contactList(page).evaluate((nav) => {
    nav.parentElement!.scrollTop = nav.parentElement!.scrollHeight;
  });
  const failed = page.getByText('More contacts could not be loaded.', { exact: false });
  await expect(failed).toBeVisible();
  await expect(page.getByText(`${names.length} contacts`)).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeHidden();
  const last = list
    .getByRole('link')
    .filter({ has: page.getByText(names.at(-1)!, { exact: true }) });
  await scrollListTo(page, last);
});

test("a contact's page shows its details and passes axe in light and dark mode", async ({
  page,
  request,
}) => {
  test.slow(); // Four axe runs.
  const name = unique('Óscar Detalle');
  const id = await createContact(request, {
    name,
    title: 'Enólogo',
    company: 'Viña Cerro Colorado',
    emails: [{ email: 'oscar@cerrocolorado.cl', label: 'Work' }],
    phoneNumbers: [{ country: 'pe', phoneNumber: '987 654 321', label: 'Mobile' }],
    birthday: '1985-03-14T12:00:00.000Z',
    address: 'Av. José Larco 123, Miraflores',
    notes: '<p>Prefers <strong>mornings</strong>.</p><img src=x alt="" onerror="window.hacked=1">',
  });
  await followSystemScheme(page);
  await page.goto(`/apps/contacts/${id}`);
  const details = contactPage(page);
  await expect(details.getByRole('heading', { name })).toBeVisible();
  await expect(details.getByText('Enólogo · Viña Cerro Colorado')).toBeVisible();
  await expect(details.getByRole('link', { name: 'oscar@cerrocolorado.cl' })).toHaveAttribute(
    'href',
    'mailto:oscar@cerrocolorado.cl',
  );
  // The number with its country's dial code and flag, named for screen readers.
  await expect(details.getByRole('link', { name: '+51 987 654 321' })).toHaveAttribute(
    'href',
    'tel:+51987654321',
  );
  await expect(details.getByText('Peru', { exact: true })).toBeAttached();
  await expect(details.locator('img[src$=".svg"]')).toHaveCount(1);
  await expect(details.getByText('14-03-1985')).toBeVisible();
  await expect(details.getByText('Av. José Larco 123, Miraflores')).toBeVisible();
  // Notes are HTML, cleaned before they are shown.
  await expect(details.locator('strong', { hasText: 'mornings' })).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expectAccessibleInBothSchemes(page);

  await details.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit contact' });
  // The notes' editor (its own chunk) holds the notes, its toolbar beside it.
  await expect(form.getByRole('textbox', { name: 'Notes' }).locator('strong')).toHaveText(
    'mornings',
  );
  await expect(form.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});

test('notes are written with the formatting toolbar and shown formatted after a reload', async ({
  page,
  request,
}) => {
  test.slow(); // Many steps, each a real round trip.
  const id = await createContact(request, { name: unique('Nora Notas') });
  // The editor's code comes with the form, not with the contacts app.
  const editorCode = watchEditorCode(page);
  await page.goto(`/apps/contacts/${id}`);
  const details = contactPage(page);
  await expect(details.getByRole('link', { name: 'Edit' })).toBeVisible();
  expect(editorCode()).toEqual([]);
  await details.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit contact' });
  const notes = form.getByRole('textbox', { name: 'Notes' });
  const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await expect(notes).toHaveAttribute('aria-multiline', 'true');
  expect(editorCode()).toContain('@tiptap/core');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A word made bold from the keyboard: the toolbar shows it pressed.
  await notes.click();
  await page.keyboard.type('Prefers ');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('mornings');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');

  // A bulleted list from its button, left with a second Enter.
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('Vineyard visit');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Harvest report');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // A link on a selected word: only a web or e-mail address is taken.
  await page.keyboard.type('Website');
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const link = page.getByRole('dialog', { name: 'Link' });
  const address = link.getByRole('textbox', { name: 'Link address' });
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(
    link.getByText('Enter a web address (http or https) or an e-mail address'),
  ).toBeVisible();
  await address.fill('vallehermoso.cl');
  await link.getByRole('button', { name: 'Apply' }).click();
  await expect(link).toBeHidden();
  await expect(notes).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Link' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The toolbar is one tab stop, walked with the arrow keys.
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/apps/contacts/${id}`);
  await page.reload();
  await expect(details.locator('strong', { hasText: 'mornings' })).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: 'Vineyard visit' })).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: 'Harvest report' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://vallehermoso.cl',
  );

  // Emptied (and undone once, to be sure the button works): the notes are gone.
  await details.getByRole('link', { name: 'Edit' }).click();
  await expect(notes.locator('strong')).toHaveText('mornings');
  await notes.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(notes).toHaveText('');
  await toolbar.getByRole('button', { name: 'Undo' }).click();
  await expect(notes).toContainText('Harvest report');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/apps/contacts/${id}`);
  await page.reload();
  await expect(details.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(details.getByText('mornings')).toHaveCount(0);
  await expect(details.getByText('Notes', { exact: true })).toHaveCount(0);
});

test('a new contact is checked as it is typed, saved with every field, and edited', async ({
  page,
}) => {
  test.slow(); // Many steps, each a real round trip.
  const name = unique('Rayén Prueba');
  const tag = unique('Proveedor');
  await page.goto('/apps/contacts');
  await page.getByRole('link', { name: 'Add contact' }).click();
  await expect(page).toHaveURL('/apps/contacts/new');
  const form = page.getByRole('form', { name: 'New contact' });
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Job title' }).fill('Jefa de Cosecha');
  await form.getByRole('textbox', { name: 'Company' }).fill('Agrícola Valle Hermoso SpA');

  // An e-mail must look like one; the message sits beside it and Save waits.
  await form.getByRole('button', { name: 'Add e-mail' }).click();
  const email = form.getByRole('group', { name: 'E-mail 1' });
  await email.getByRole('textbox', { name: 'E-mail address' }).fill('rayen@');
  await expect(email.getByText('Enter an e-mail address such as name@example.com')).toBeVisible();
  await expect(save).toBeDisabled();
  await email.getByRole('textbox', { name: 'E-mail address' }).fill('rayen@vallehermoso.cl');
  await expect(email.getByText('Enter an e-mail address such as name@example.com')).toBeHidden();
  await email.getByRole('combobox', { name: 'Label' }).fill('Work');

  // A phone number: its country found by typing, by keyboard.
  await form.getByRole('button', { name: 'Add phone number' }).click();
  const phone = form.getByRole('group', { name: 'Phone number 1' });
  await phone.getByRole('textbox', { name: 'Number' }).fill('11 4555-1234');
  const country = phone.getByRole('combobox', { name: 'Country' });
  await country.fill('argen');
  await page.getByRole('option', { name: /Argentina/ }).click();
  await expect(country).toHaveValue('Argentina +54');

  // Birthday, typed as dd-MM-yyyy.
  await form.getByRole('textbox', { name: 'Birthday' }).fill('24-12-1990');
  await form.getByRole('textbox', { name: 'Birthday' }).press('Enter');

  // A tag made on the spot, and picked.
  await form.getByRole('button', { name: 'Edit Tags' }).click();
  await page.getByRole('textbox', { name: 'Find or add Tags' }).fill(tag);
  await page.getByRole('button', { name: `Add “${tag}”` }).click();
  await expect(page.getByRole('checkbox', { name: tag })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(form.getByText(tag)).toBeVisible();

  // The picture: what is no image, or too large, is refused with a message.
  const file = form.locator('input[type=file]');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(form.getByText('“notes.txt” is not a JPEG, PNG, GIF or WebP image.')).toBeVisible();
  await file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(form.getByText('“huge.png” is larger than 5 MB.')).toBeVisible();
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('img[src^="data:image/png"]')).toBeVisible();

  await save.click();
  await expect(page).toHaveURL(/\/apps\/contacts\/(?!new$)[\w-]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(id).not.toBe('new');

  // Everything is there after a reload, and the list holds the new contact in its place.
  await page.reload();
  const details = contactPage(page);
  await expect(details.getByRole('heading', { name })).toBeVisible();
  await expect(details.getByText('Jefa de Cosecha · Agrícola Valle Hermoso SpA')).toBeVisible();
  await expect(details.getByRole('link', { name: 'rayen@vallehermoso.cl' })).toBeVisible();
  await expect(details.getByRole('link', { name: '+54 11 4555-1234' })).toBeVisible();
  await expect(details.getByText('24-12-1990')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Tags' }).getByText(tag)).toBeVisible();
  await expect(details.locator('img[src^="data:image/png"]')).toBeVisible();
  await scrollListTo(page, contactList(page).getByRole('link', { name: new RegExp(name) }));

  // Editing: Escape discards what was typed.
  await details.getByRole('link', { name: 'Edit' }).click();
  let edit = page.getByRole('form', { name: 'Edit contact' });
  await edit.getByRole('textbox', { name: 'Job title' }).fill('Discarded');
  await edit.getByRole('textbox', { name: 'Job title' }).press('Escape');
  await expect(page).toHaveURL(`/apps/contacts/${id}`);
  await expect(details.getByText('Jefa de Cosecha · Agrícola Valle Hermoso SpA')).toBeVisible();

  // Then a real change: a new title, the e-mail and the picture removed.
  await details.getByRole('link', { name: 'Edit' }).click();
  edit = page.getByRole('form', { name: 'Edit contact' });
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Job title' }).fill('Gerenta General');
  await edit.getByRole('button', { name: 'Remove e-mail 1' }).click();
  await expect(edit.getByText('No e-mail addresses.')).toBeVisible();
  await edit.getByRole('button', { name: 'Remove picture' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/apps/contacts/${id}`);

  await page.reload();
  await expect(details.getByText('Gerenta General · Agrícola Valle Hermoso SpA')).toBeVisible();
  await expect(details.getByRole('link', { name: 'rayen@vallehermoso.cl' })).toBeHidden();
  await expect(details.getByRole('link', { name: '+54 11 4555-1234' })).toBeVisible();
  await expect(details.locator('img[src^="data:"]')).toHaveCount(0);
});

test('a tag renamed or deleted from the form changes every contact that has it', async ({
  page,
  request,
}) => {
  test.slow(); // Seven page loads, two with the form and its editor.
  const token = await requestAccessToken(request);
  const name = unique('Cliente');
  const renamed = `${name} VIP`;
  const created = await request.post('/api/apps/contacts/tag', {
    headers: { authorization: `Bearer ${token}` },
    data: { tag: { title: name } },
  });
  const tag = (await created.json()) as { id: string };
  const first = await createContact(request, { name: unique('Tania Etiqueta'), tags: [tag.id] });
  const second = await createContact(request, { name: unique('Tomás Etiqueta'), tags: [tag.id] });
  const tagsOf = async (id: string) => {
    await page.goto(`/apps/contacts/${id}`);
    await expect(contactPage(page).getByRole('link', { name: 'Edit' })).toBeVisible();
    return contactPage(page).getByRole('list', { name: 'Tags' });
  };

  // Renamed in the form's tag editor: the form shows the new name at once.
  await page.goto(`/apps/contacts/${first}/edit`);
  const form = page.getByRole('form', { name: 'Edit contact' });
  await expect(form.getByText(name, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Edit Tags' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Tags' });
  await editor.getByRole('button', { name: `Rename ${name}` }).click();
  await editor.getByRole('textbox', { name: `New name for ${name}` }).fill(renamed);
  await editor.getByRole('textbox', { name: `New name for ${name}` }).press('Enter');
  await expect(editor.getByRole('checkbox', { name: renamed })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(form.getByText(renamed, { exact: true })).toBeVisible();

  // After a reload both contacts carry the new name.
  await page.reload();
  await expect((await tagsOf(first)).getByText(renamed, { exact: true })).toBeVisible();
  await expect((await tagsOf(second)).getByText(renamed, { exact: true })).toBeVisible();

  // Deleted from the form, after a confirmation that says what it takes with it.
  await page.goto(`/apps/contacts/${first}/edit`);
  await form.getByRole('button', { name: 'Edit Tags' }).click();
  await editor.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${renamed}”?` });
  await expect(
    confirm.getByText(`The tag “${renamed}” will be removed from every contact that has it.`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(form.getByText(renamed, { exact: true })).toBeHidden();
  // The contact's saved tags lost it too, so the form has nothing to save (as a product's).
  await page.keyboard.press('Escape');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Gone from every contact that showed it, after a reload too.
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(form.getByText(renamed, { exact: true })).toBeHidden();
  for (const id of [first, second]) {
    const tags = contactPage(page).getByRole('list', { name: 'Tags' });
    await tagsOf(id);
    await expect(tags.getByText(renamed, { exact: true })).toHaveCount(0);
  }
});

test('a refused save keeps what was typed and says why', async ({ page, request }) => {
  const name = unique('Héctor Rechazo');
  const id = await createContact(request, { name });
  await page.goto(`/apps/contacts/${id}/edit`);
  const form = page.getByRole('form', { name: 'Edit contact' });
  await form.getByRole('textbox', { name: 'Company' }).fill('Riego Andino Ltda.');
  await refuse(page, 'UpdateContact');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The contact could not be saved')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Riego Andino Ltda.');
  await expect(page).toHaveURL(`/apps/contacts/${id}/edit`);
  await page.unrouteAll();

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Edit contact' }).getByRole('textbox', { name: 'Company' }),
  ).toHaveValue('');
});

test('a Spanish reader edits the labels in Spanish; an English one reads them in English', async ({
  page,
  request,
}) => {
  const name = unique('Inés Etiqueta');
  const id = await createContact(request, {
    name,
    phoneNumbers: [{ country: 'cl', phoneNumber: '9 6937 5884', label: 'Mobile' }],
  });
  // Spanish for the first page only (the script runs again on every navigation).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('spanishOnce')) return;
    sessionStorage.setItem('spanishOnce', '1');
    localStorage.setItem('language', 'es');
  });
  await page.goto(`/apps/contacts/${id}/edit`);
  const form = page.getByRole('form', { name: 'Editar contacto' });
  const phone = form.getByRole('group', { name: 'Teléfono 1' });
  await expect(phone.getByRole('combobox', { name: 'Etiqueta' })).toHaveValue('Móvil');
  await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  // The calendar speaks Spanish to screen readers too, not the picker's English.
  await form.getByRole('button', { name: 'Abrir calendario' }).click();
  const calendar = page.getByRole('application', { name: 'Calendario' });
  await expect(calendar.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
  await expect(calendar).toHaveAttribute('aria-roledescription', 'selector de fecha');
  await expect(calendar.getByRole('button', { name: /^Elegir / }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await phone.getByRole('combobox', { name: 'Etiqueta' }).fill('Trabajo');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(`/apps/contacts/${id}`);

  // Stored by its English word: an English reader sees "Work", not "Trabajo".
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(`/apps/contacts/${id}`);
  const details = contactPage(page);
  await expect(details.getByRole('heading', { name })).toBeVisible();
  await expect(details.getByText('Work', { exact: true })).toBeVisible();
});

test('a delete asks first, names the contact, and is still done after a reload', async ({
  page,
  request,
}) => {
  const name = unique('Ítalo Borrable');
  const id = await createContact(request, { name });
  await page.goto(`/apps/contacts/${id}/edit`);
  const form = page.getByRole('form', { name: 'Edit contact' });

  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/apps/contacts/${id}/edit`);

  await form.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/apps/contacts');
  await expect(contactList(page).getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  await page.goto(`/apps/contacts/${id}`);
  await expect(page.getByRole('heading', { name: 'This contact does not exist' })).toBeVisible();
});

test('a contact created, renamed or deleted in one window shows in the other without a reload', async ({
  context,
  request,
  session,
}) => {
  const [one, two] = [await context.newPage(), await context.newPage()];
  await Promise.all([one.goto('/apps/contacts'), two.goto('/apps/contacts')]);
  for (const page of [one, two]) {
    await expect(contactList(page)).toBeVisible();
    // Both windows' sockets are open before the write.
    await expect(page.locator('[data-live="online"]')).toHaveCount(1);
  }
  const counted = /^(\d+) contacts$/;
  const before = Number(counted.exec(await two.getByText(counted).innerText())![1]);
  const listed = (page: Page, name: string) =>
    contactList(page).getByRole('link', { name: new RegExp(name) });

  const name = unique('Amanda En Vivo');
  await one.getByRole('link', { name: 'Add contact' }).click();
  const form = one.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(one).toHaveURL(/\/apps\/contacts\/(?!new$)[\w-]+$/);
  const id = new URL(one.url()).pathname.split('/').pop()!;
  await expect(listed(two, name)).toBeVisible(LIVE);
  await expect(two.getByText(`${before + 1} contacts`)).toBeVisible(LIVE);

  // Open in the second window, then renamed and deleted through the API: its page and
  // its list follow.
  await listed(two, name).click();
  await expect(contactPage(two).getByRole('heading', { name })).toBeVisible();
  const renamed = unique('Amanda Renombrada');
  await writeContact(request, session.accessToken, id, { name: renamed });
  await expect(contactPage(two).getByRole('heading', { name: renamed })).toBeVisible(LIVE);
  await expect(listed(two, renamed)).toBeVisible(LIVE);
  await expect(listed(two, name)).toHaveCount(0);
  await writeContact(request, session.accessToken, id, null);
  await expect(listed(two, renamed)).toHaveCount(0, LIVE);
  await expect(two.getByText(`${before} contacts`)).toBeVisible(LIVE);
  await expect(two.getByRole('heading', { name: 'This contact does not exist' })).toBeVisible(LIVE);
});

test('a failed load offers a retry; on a phone the list and a contact take turns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  let fail = true;
  await page.route('**/graphql', (route) =>
    fail && route.request().postData()?.includes('ContactsPage')
      ? route.fulfill({ status: 500, body: 'down' })
      : route.fallback(),
  );
  await page.goto('/apps/contacts');
  await expect(page.getByText('This could not be loaded')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  const link = contactList(page).getByRole('link', { name: /Álvaro Ñancupil/ });
  await expect(link).toBeVisible();

  await link.click();
  await expect(contactPage(page).getByRole('heading', { name: 'Álvaro Ñancupil' })).toBeVisible();
  await expect(contactList(page)).toBeHidden();
  await page.getByRole('link', { name: 'Back to contacts' }).click();
  await expect(contactList(page)).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
