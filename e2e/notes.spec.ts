// The notes app (/apps/notes): filters and search in the address, a new note with a
// checklist, reminder and label, every change of the note dialog saved as it is made
// (and rolled back when refused), the image upload, archive with undo, delete with
// confirmation, the label editor, axe in light and dark, and two windows kept in step
// live. Every write is checked again after a reload. Tests make their own notes and
// labels, with unique names.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

/** A name no other test (or run) uses. */
const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The worker's session token, as the signed-in state holds it (no new sign-in: those are throttled). */
let accessToken = '';
test.beforeAll(({ session }) => {
  accessToken = session.accessToken;
});
const token = () => accessToken;

/** Makes a note through the REST adapter and answers its id. */
async function createNote(
  request: APIRequestContext,
  note: {
    title: string;
    content?: string;
    labels?: string[];
    tasks?: { content: string }[];
    reminder?: string;
  },
): Promise<string> {
  const response = await request.post('/api/apps/notes', {
    headers: { authorization: `Bearer ${token()}` },
    data: { note },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Chakra's checkboxes draw a control over the real input, so ticks are given from the
// keyboard (Space on the input found by its name), as a keyboard user does: a click
// at the input's place races the dialog's opening animation.

/** Opens a notes address and waits for the list (the first load can be slow on a busy machine). */
async function openNotes(page: Page, address: string) {
  await page.goto(address);
  await page.locator('#notes-heading').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Reloads and waits for the list, as openNotes. */
async function reload(page: Page) {
  await page.reload();
  await page.locator('#notes-heading').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Another window's change shows within a second, without a reload (issue 27). */
const LIVE = { timeout: 1_000 };

const filters = (page: Page) => page.getByRole('navigation', { name: 'Note filters' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit note' });
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('filters and the search live in the address: reload, back and forward restore them', async ({
  page,
}) => {
  await openNotes(page, '/apps/notes');
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compras de la semana', exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Vendimia del año pasado', exact: true }),
  ).toBeHidden();

  await filters(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/[?&]filter=archive/);
  await expect(page.getByRole('heading', { name: 'Archive', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Vendimia del año pasado', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compras de la semana', exact: true })).toBeHidden();

  await filters(page).getByRole('link', { name: 'Friends' }).click();
  await expect(page).toHaveURL(/[?&]label=/);
  await expect(page.getByRole('link', { name: 'Asado del sábado', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compras de la semana', exact: true })).toBeHidden();

  // Accents do not matter; the address keeps the search.
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('vinas');
  await expect(page).toHaveURL(/[?&]search=vinas/);
  await expect(page.getByRole('link', { name: 'Viñas para visitar', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Asado del sábado', exact: true })).toBeHidden();

  await reload(page);
  await expect(page.getByRole('searchbox', { name: 'Search notes' })).toHaveValue('vinas');
  await expect(page.getByRole('link', { name: 'Viñas para visitar', exact: true })).toBeVisible();
  await expect(filters(page).getByRole('link', { name: 'Friends' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goBack();
  await expect(page).toHaveURL(/[?&]filter=archive/);
  await expect(
    page.getByRole('link', { name: 'Vendimia del año pasado', exact: true }),
  ).toBeVisible();
  // The search replaced its entry rather than adding one: forward is the label and the search.
  await page.goForward();
  await expect(page.getByRole('link', { name: 'Viñas para visitar', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Asado del sábado', exact: true })).toBeHidden();

  // Nothing found says so and offers the way back.
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('zzz-nothing');
  await expect(page.getByText('Nothing matches “zzz-nothing”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('link', { name: 'Asado del sábado', exact: true })).toBeVisible();
});

test('a new note with a checklist, reminder and label is added and kept', async ({ page }) => {
  const title = unique('Plan de poda');
  await openNotes(page, '/apps/notes');
  await page.getByRole('link', { name: 'New note' }).click();
  const compose = page.getByRole('dialog', { name: 'New note' });
  const add = compose.getByRole('button', { name: 'Add note' });
  await expect(add).toBeDisabled();
  await compose.getByRole('textbox', { name: 'Title' }).fill(title);
  await compose.getByRole('textbox', { name: 'Note' }).fill('Empezar por el cuartel norte.');
  await compose.getByRole('button', { name: 'Add a checklist' }).click();
  const item = compose.getByRole('textbox', { name: 'Add an item' });
  await expect(item).toBeFocused();
  await item.fill('Afilar tijeras');
  await item.press('Enter');
  await item.fill('Comprar guantes');
  await item.press('Enter');
  // No time until a day is chosen.
  await expect(compose.getByRole('combobox', { name: 'Reminder time' })).toBeDisabled();
  await expect(compose.getByRole('combobox', { name: 'Reminder time' })).toHaveValue('');
  await compose.getByRole('textbox', { name: 'Reminder day' }).fill('15-03-2030');
  await compose.getByRole('textbox', { name: 'Reminder day' }).press('Enter');
  await expect(compose.getByRole('combobox', { name: 'Reminder time' })).toHaveValue('09:00');
  await compose.getByRole('combobox', { name: 'Reminder time' }).selectOption('10:30');
  await compose.getByRole('button', { name: 'Edit Labels' }).click();
  const picker = page.getByRole('dialog', { name: 'Edit Labels' });
  await picker.getByText('Work', { exact: true }).click();
  await expect(picker.getByRole('checkbox', { name: 'Work' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(compose.getByText('Work', { exact: true })).toBeVisible();
  await add.click();
  await expect(compose).toBeHidden();
  await expect(page.getByText(`“${title}” added`)).toBeVisible();

  const created = card(page, title);
  await expect(created).toContainText('Afilar tijeras');
  await expect(created).toContainText('15-03-2030 10:30');
  await expect(created).toContainText('Work');
  await reload(page);
  await expect(card(page, title)).toContainText('Comprar guantes');
  await expect(card(page, title)).toContainText('15-03-2030 10:30');
});

test('the note dialog saves each change as it is made; Escape closes it', async ({
  page,
  request,
}) => {
  const title = unique('Plan de riego');
  await createNote(request, {
    title,
    tasks: [{ content: 'Afilar tijeras' }, { content: 'Comprar guantes' }],
    // 15-03-2030 10:30 in Santiago (summer time, UTC-3).
    reminder: '2030-03-15T13:30:00.000Z',
  });
  await openNotes(page, '/apps/notes');
  // A tick at once, typing shortly after.
  await card(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/[?&]note=/);
  const dialog = editDialog(page);
  await dialog.getByRole('checkbox', { name: 'Done: Afilar tijeras' }).press('Space');
  await dialog.getByRole('button', { name: 'Remove “Comprar guantes”' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`${title} (v2)`);
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  // The reminder: another day and time.
  const day = dialog.getByRole('textbox', { name: 'Reminder day' });
  await expect(day).toHaveValue('15-03-2030');
  await expect(dialog.getByRole('combobox', { name: 'Reminder time' })).toHaveValue('10:30');
  await day.fill('20-04-2031');
  await day.press('Enter');
  await dialog.getByRole('combobox', { name: 'Reminder time' }).selectOption('08:00');
  // A label picked.
  await dialog.getByRole('button', { name: 'Edit Labels' }).click();
  const picker = page.getByRole('dialog', { name: 'Edit Labels' });
  await picker.getByRole('checkbox', { name: 'Work' }).press('Space');
  await expect(picker.getByRole('checkbox', { name: 'Work' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('group', { name: 'Labels' }).getByText('Work')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  await expectAccessible(page);

  await reload(page);
  const reopened = editDialog(page);
  await expect(reopened.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} (v2)`);
  await expect(reopened.getByRole('checkbox', { name: 'Done: Afilar tijeras' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Done: Comprar guantes' })).toHaveCount(0);
  await expect(reopened.getByRole('textbox', { name: 'Reminder day' })).toHaveValue('20-04-2031');
  await expect(reopened.getByRole('combobox', { name: 'Reminder time' })).toHaveValue('08:00');
  await expect(reopened.getByRole('group', { name: 'Labels' }).getByText('Work')).toBeVisible();
  // Escape closes; the note's card shows the saved state.
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]note=/);
  await expect(card(page, `${title} (v2)`)).not.toContainText('Comprar guantes');
  await expect(card(page, `${title} (v2)`)).toContainText('20-04-2031 08:00');
  await expect(card(page, `${title} (v2)`)).toContainText('Work');
});

test('a refused change rolls back and says so; the typed text stays', async ({ page, request }) => {
  const title = unique('Riego');
  const id = await createNote(request, { title, tasks: [{ content: 'Abrir válvula' }] });
  await openNotes(page, `/apps/notes?note=${id}`);
  const dialog = editDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('UpdateNote')) await route.abort();
    else await route.fallback();
  });
  const tick = dialog.getByRole('checkbox', { name: 'Done: Abrir válvula' });
  await tick.press('Space');
  await expect(page.getByText('That change could not be saved')).toBeVisible();
  await expect(tick).not.toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText('Not saved: the last change was refused');
  // Typing that cannot be saved stays in its field.
  const field = dialog.getByRole('textbox', { name: 'Title' });
  await field.fill(`${title} editado`);
  await expect(dialog.getByRole('status')).toHaveText('Saving…');
  await expect(dialog.getByRole('status')).toHaveText('Not saved: the last change was refused');
  await expect(field).toHaveValue(`${title} editado`);
  await page.unroute('**/graphql');
  await reload(page);
  await expect(editDialog(page).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(
    editDialog(page).getByRole('checkbox', { name: 'Done: Abrir válvula' }),
  ).not.toBeChecked();
});

test('an image is uploaded, refused when it is not one, kept after a reload, and removed', async ({
  page,
  request,
}) => {
  const title = unique('Foto del tranque');
  const id = await createNote(request, { title });
  await openNotes(page, `/apps/notes?note=${id}`);
  const dialog = editDialog(page);
  const file = dialog.getByLabel('Choose an image');

  await file.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(page.getByText('“notas.txt” is not a PNG, JPEG, GIF or WebP image.')).toBeVisible();

  await file.setInputFiles({ name: 'tranque.png', mimeType: 'image/png', buffer: PNG });
  const image = dialog.getByRole('img', { name: `Image of “${title}”` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/images\/notes\/uploads\/.+\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await reload(page);
  await expect(editDialog(page).getByRole('img', { name: `Image of “${title}”` })).toBeVisible();
  await editDialog(page).getByRole('button', { name: 'Remove image' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove the image?' });
  await expect(confirm).toContainText(`The image of “${title}” will be deleted.`);
  await confirm.getByRole('button', { name: 'Remove image' }).click();
  const anyImage = editDialog(page).getByRole('img', { name: /^Image of/ });
  await expect(anyImage).toHaveCount(0);
  await expect(editDialog(page).getByRole('status')).toHaveText('Saved');
  await reload(page);
  await expect(editDialog(page).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(anyImage).toHaveCount(0);
});

test('archive with undo, unarchive from the archive, and delete after a confirmation', async ({
  page,
  request,
}) => {
  const title = unique('Llamar al agrónomo');
  await createNote(request, { title });
  await openNotes(page, '/apps/notes');
  await card(page, title)
    .getByRole('button', { name: `Archive “${title}”` })
    .click();
  await expect(card(page, title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, title)).toBeVisible();

  await card(page, title)
    .getByRole('button', { name: `Archive “${title}”` })
    .click();
  await expect(card(page, title)).toHaveCount(0);
  await reload(page);
  await expect(page.getByRole('heading', { name: 'Notes', level: 2 })).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  await filters(page).getByRole('link', { name: 'Archive' }).click();
  await expect(card(page, title)).toBeVisible();

  // A delete asks first; Cancel keeps the note.
  await card(page, title)
    .getByRole('button', { name: `Delete “${title}”` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${title}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, title)).toBeVisible();
  await card(page, title)
    .getByRole('button', { name: `Unarchive “${title}”` })
    .click();
  await expect(card(page, title)).toHaveCount(0);
  await filters(page).getByRole('link', { name: 'Notes' }).click();
  await expect(card(page, title)).toBeVisible();

  await card(page, title)
    .getByRole('button', { name: `Delete “${title}”` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, title)).toHaveCount(0);
  await reload(page);
  await expect(page.getByRole('heading', { name: 'Notes', level: 2 })).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
});

test('a note created, edited or archived in one window shows so in the other without a reload', async ({
  context,
}) => {
  const title = unique('Turnos de riego');
  const [one, two] = [await context.newPage(), await context.newPage()];
  for (const page of [one, two]) {
    await openNotes(page, '/apps/notes');
    // The socket is open before anything is written.
    await expect(page.locator('[data-live="online"]')).toHaveCount(1);
  }

  await one.getByRole('link', { name: 'New note' }).click();
  const compose = one.getByRole('dialog', { name: 'New note' });
  await compose.getByRole('textbox', { name: 'Title' }).fill(title);
  await compose.getByRole('textbox', { name: 'Note' }).fill('Sector norte los lunes.');
  await compose.getByRole('button', { name: 'Add note' }).click();
  await expect(one.getByText(`“${title}” added`)).toBeVisible();
  await expect(card(two, title)).toContainText('Sector norte los lunes.', LIVE);

  // Edited in one's dialog: the other's card follows once it is saved.
  await card(one, title).getByRole('link', { name: title }).click();
  const dialog = editDialog(one);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`${title} (v2)`);
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  await expect(card(two, `${title} (v2)`)).toBeVisible(LIVE);
  await one.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Archived in one: it leaves the other's notes for its archive.
  await card(one, `${title} (v2)`)
    .getByRole('button', { name: `Archive “${title} (v2)”` })
    .click();
  await expect(card(two, `${title} (v2)`)).toHaveCount(0, LIVE);
  await filters(two).getByRole('link', { name: 'Archive' }).click();
  await expect(card(two, `${title} (v2)`)).toBeVisible();
});

test('the label editor adds, renames and deletes labels; a deleted label leaves every note', async ({
  page,
  request,
}) => {
  const label = unique('Bodega');
  const renamed = `${label} norte`;
  const title = unique('Inventario');
  await openNotes(page, '/apps/notes');
  await filters(page).getByRole('link', { name: 'Edit labels' }).click();
  await expect(page).toHaveURL(/[?&]labels=edit/);
  const editor = page.getByRole('dialog', { name: 'Edit labels' });
  await editor.getByRole('textbox', { name: 'Find or add Labels' }).fill(label);
  await editor.getByRole('button', { name: `Add “${label}”` }).click();
  await expect(editor.getByText(label, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(filters(page).getByRole('link', { name: label })).toBeVisible();

  const labels = (await (
    await request.get('/api/apps/notes/labels', { headers: { authorization: `Bearer ${token()}` } })
  ).json()) as { id: string; title: string }[];
  const created = labels.find((item) => item.title === label)!;
  await createNote(request, { title, labels: [created.id] });
  await reload(page);
  await expect(card(page, title)).toContainText(label);

  await filters(page).getByRole('link', { name: 'Edit labels' }).click();
  await editor.getByRole('button', { name: `Rename ${label}` }).click();
  await editor.getByRole('textbox', { name: `New name for ${label}` }).fill(renamed);
  await editor.getByRole('textbox', { name: `New name for ${label}` }).press('Enter');
  await expect(editor.getByText(renamed, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(page, title)).toContainText(renamed);
  await reload(page);
  await expect(card(page, title)).toContainText(renamed);
  await expect(filters(page).getByRole('link', { name: renamed })).toBeVisible();
  await expect(filters(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);

  await filters(page).getByRole('link', { name: 'Edit labels' }).click();
  await editor.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `“${renamed}” will be deleted and taken off the 1 note carrying it.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(editor.getByText(renamed, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(card(page, title)).not.toContainText(renamed);
  await reload(page);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title)).not.toContainText(renamed);
  await expect(filters(page).getByRole('link', { name: renamed })).toHaveCount(0);
});

test('on a 360 px phone the notes fit the screen and a new note is in reach', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openNotes(page, '/apps/notes');
  await expect(page.getByRole('link', { name: 'Compras de la semana', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const add = page.getByRole('link', { name: 'New note' });
  await expect(add).toBeInViewport();
  await add.click();
  const compose = page.getByRole('dialog', { name: 'New note' });
  await expect(compose.getByRole('textbox', { name: 'Title' })).toBeInViewport();
  await expect(compose.getByRole('button', { name: 'Add note' })).toBeInViewport();
});

test('a failed load says so and offers a retry', async ({ page }) => {
  // The notes' query answers an error once (beside any operation batched with it).
  await page.route('**/graphql', async (route) => {
    const sent = route.request().postDataJSON() as
      { operationName?: string } | { operationName?: string }[];
    const operations = Array.isArray(sent) ? sent : [sent];
    if (!operations.some((operation) => operation.operationName === 'NotesPage')) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const answer = (await response.json()) as unknown;
    const answers = (Array.isArray(answer) ? answer : [answer]).map((one, index) =>
      operations[index]?.operationName === 'NotesPage'
        ? {
            errors: [
              { message: 'The notes are resting', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
            ],
          }
        : one,
    );
    await route.fulfill({ response, json: Array.isArray(answer) ? answers : answers[0] });
  });
  await page.goto('/apps/notes');
  const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('The notes are resting');
  await page.unroute('**/graphql');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Feria de los jueves', exact: true })).toBeVisible();
});

test('the notes and an open note pass axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await openNotes(page, '/apps/notes');
  await expect(page.getByRole('link', { name: 'Compras de la semana', exact: true })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('link', { name: 'Floración en el cuartel 7', exact: true }).click();
  await expect(editDialog(page).getByRole('img', { name: /Floración/ })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
