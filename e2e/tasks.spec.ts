// The tasks app (/apps/tasks, /apps/tasks/:id): adding a task or a section on top (an
// untitled one discarded, with Undo), the detail panel's fields saved as they change,
// completing from the list with the counts following, reordering by keyboard (and its
// rollback when refused), deleting after a confirmation, refused writes and a failed
// load; every write checked again after a reload. Two windows stay in step live. A long
// list loads a page at a time as it is scrolled and holds only the rows in sight.
import type { APIRequestContext, Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { keyboardDragReady } from './drag';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });
// Each test loads the app two or three times (a write is checked after a reload); a
// busy machine needs more than the default.
test.describe.configure({ timeout: 90_000 });

/** A title no other test (or run) uses. */
const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface ApiTask {
  id: string;
  title: string;
}

/** Makes a task through the REST adapter (it goes on top of the list) and names it. */
async function createTask(request: APIRequestContext, title: string): Promise<ApiTask> {
  const headers = { authorization: `Bearer ${await requestAccessToken(request)}` };
  const created = await request.post('/api/apps/tasks/task', { headers, data: { type: 'task' } });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as ApiTask;
  const named = await request.patch('/api/apps/tasks/task', {
    headers,
    data: { id, task: { title } },
  });
  expect(named.status()).toBe(200);
  return { id, title };
}

const list = (page: Page) => page.getByRole('list', { name: 'Tasks and sections' });
const panel = (page: Page) => page.getByRole('region', { name: /details$/ });
const rowTitles = (page: Page) => list(page).getByRole('listitem').getByRole('link');

/** "20 of 25 tasks remaining" → [20, 25]. */
async function counts(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/\d+ of \d+ tasks? remaining/).textContent();
  const [, remaining, total] = /(\d+) of (\d+)/.exec(text ?? '') ?? [];
  return [Number(remaining), Number(total)];
}

async function openTasks(page: Page, path = '/apps/tasks') {
  await page.goto(path);
  await shown(page);
}

async function reload(page: Page) {
  await page.reload();
  await shown(page);
}

async function shown(page: Page) {
  // The shell's first load: slower than the checks after it on a busy machine.
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(list(page)).toBeVisible({ timeout: 15_000 });
}

/** Another window's change shows within a second, without a reload (issue 27). */
const LIVE = { timeout: 1_000 };

/**
 * Moves a row one step by keyboard: Space picks it up, `key` moves it to `position`
 * (as a screen reader hears), Space drops it.
 */
async function moveRow(page: Page, title: string, key: 'ArrowUp' | 'ArrowDown', position: number) {
  const handle = list(page).getByRole('button', { name: `Move “${title}”` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await keyboardDragReady(page);
  await page.keyboard.press(key);
  await expect(
    page.getByRole('status').filter({ hasText: `“${title}” moved to position ${position} of` }),
  ).toBeAttached();
  await page.keyboard.press('Space');
}

/** The title's position among the rows' titles. */
async function positionOf(page: Page, title: string): Promise<number> {
  return (await rowTitles(page).allTextContents()).indexOf(title);
}

test('a new task goes on top and every field of its panel is kept after a reload', async ({
  page,
}) => {
  const title = unique('Prepare the payments demo');
  const tag = unique('Demo');
  await openTasks(page);
  const [remaining, total] = await counts(page);

  await page.getByRole('button', { name: 'Add task' }).click();
  // The write, then the panel's code on its first opening.
  await expect(page).toHaveURL(/\/apps\/tasks\/[0-9a-f-]+$/, { timeout: 15_000 });
  const details = panel(page);
  const titleField = details.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toBeFocused();
  // The counts follow at once: one more task, not completed.
  await expect(page.getByText(`${remaining + 1} of ${total + 1} tasks remaining`)).toBeVisible();

  // The title is required: the message shows beside it as the user types.
  await titleField.fill('x');
  await titleField.fill('');
  await expect(details.getByText('Enter a title')).toBeVisible();
  await titleField.fill(title);
  await expect(details.getByText('Enter a title')).toBeHidden();
  await titleField.press('Enter');
  // The list shows it on top.
  await expect(rowTitles(page).first()).toHaveText(title);

  await details.getByRole('textbox', { name: 'Notes' }).fill('Invite the finance team.');
  await details.getByRole('textbox', { name: 'Due date' }).fill('24-12-2030');
  await details.getByRole('textbox', { name: 'Due date' }).press('Enter');
  await details.getByRole('radio', { name: 'High' }).press('Space');
  await expect(details.getByRole('radio', { name: 'High' })).toBeChecked();

  // A tag made in place and picked.
  await details.getByRole('button', { name: 'Edit Tags' }).click();
  const tagEditor = page.getByRole('dialog', { name: 'Edit Tags' });
  await tagEditor.getByRole('textbox', { name: 'Find or add Tags' }).fill(tag);
  await tagEditor.getByRole('button', { name: `Add “${tag}”` }).click();
  await expect(tagEditor.getByRole('checkbox', { name: tag })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(details.getByRole('group', { name: 'Tags' }).getByText(tag)).toBeVisible();

  // Two sub-tasks, the first ticked off.
  const addSub = details.getByRole('textbox', { name: 'Add sub-task' });
  await addSub.fill('Book the room');
  await addSub.press('Enter');
  await addSub.fill('Send the invitation');
  await addSub.press('Enter');
  await details.getByRole('checkbox', { name: 'Completed: Book the room' }).press('Space');
  await expect(details.getByText('1 of 2 sub-tasks done')).toBeVisible();
  await expect(details.getByText('All changes saved')).toBeVisible();

  await reload(page);
  const reloaded = panel(page);
  await expect(reloaded.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(reloaded.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Invite the finance team.',
  );
  await expect(reloaded.getByRole('textbox', { name: 'Due date' })).toHaveValue('24-12-2030');
  await expect(reloaded.getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(reloaded.getByRole('group', { name: 'Tags' }).getByText(tag)).toBeVisible();
  await expect(reloaded.getByRole('checkbox', { name: 'Completed: Book the room' })).toBeChecked();
  await expect(
    reloaded.getByRole('checkbox', { name: 'Completed: Send the invitation' }),
  ).not.toBeChecked();
  const row = list(page).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('High')).toBeVisible();
  await expect(row.getByText('24-12-2030')).toBeVisible();

  // Escape closes the panel and gives focus back to the task's row.
  await reloaded.getByRole('heading', { name: 'Task details' }).focus();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/apps\/tasks$/);
  await expect(list(page).getByRole('link', { name: title })).toBeFocused();
});

test('a new section goes on top and keeps its title', async ({ page }) => {
  const title = unique('Release');
  await openTasks(page);
  await page.getByRole('button', { name: 'Add section' }).click();
  const details = panel(page);
  await expect(details.getByRole('heading', { name: 'Section details' })).toBeVisible();
  await details.getByRole('textbox', { name: 'Title' }).fill(title);
  await details.getByRole('textbox', { name: 'Title' }).blur();
  await expect(rowTitles(page).first()).toHaveText(title);
  await reload(page);
  await expect(rowTitles(page).first()).toHaveText(title);
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
});

test('completing a task from the list strikes it through, updates the counts and persists', async ({
  page,
  request,
}) => {
  const task = await createTask(request, unique('Renew the TLS certificate'));
  await openTasks(page);
  const [remaining, total] = await counts(page);
  const checkbox = list(page).getByRole('checkbox', { name: `Completed: ${task.title}` });
  await expect(checkbox).not.toBeChecked();

  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
  await expect(list(page).getByRole('link', { name: task.title })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(page.getByText(`${remaining - 1} of ${total} tasks remaining`)).toBeVisible();

  await reload(page);
  await expect(
    list(page).getByRole('checkbox', { name: `Completed: ${task.title}` }),
  ).toBeChecked();
  await expect(page.getByText(`${remaining - 1} of ${total} tasks remaining`)).toBeVisible();
});

test('rows reorder by keyboard, the order persists, and a refused reorder rolls back', async ({
  page,
  request,
}) => {
  // Made in this order, they stand on top as second, first.
  const first = await createTask(request, unique('Write the changelog'));
  const second = await createTask(request, unique('Tag the release'));
  await openTasks(page);
  expect(await positionOf(page, second.title)).toBe(0);
  expect(await positionOf(page, first.title)).toBe(1);

  // Space picks up, an arrow moves, Space drops; a screen reader hears each step.
  await moveRow(page, second.title, 'ArrowDown', 2);
  await expect(
    page.getByRole('status').filter({ hasText: `“${second.title}” dropped at position 2 of` }),
  ).toBeAttached();
  await expect(rowTitles(page).nth(0)).toHaveText(first.title);
  await expect(rowTitles(page).nth(1)).toHaveText(second.title);

  await reload(page);
  await expect(rowTitles(page).nth(0)).toHaveText(first.title);
  await expect(rowTitles(page).nth(1)).toHaveText(second.title);

  // The server refuses the next move: the rows go back and a toast says so.
  await refuse(page, 'MoveTask');
  await moveRow(page, second.title, 'ArrowUp', 1);
  await expect(page.getByText('The new order could not be saved')).toBeVisible();
  await expect(rowTitles(page).nth(0)).toHaveText(first.title);
  await expect(rowTitles(page).nth(1)).toHaveText(second.title);
});

test('a task ticked or reordered in one window shows so in the other without a reload', async ({
  context,
  request,
}) => {
  // Made in this order, they stand on top as second, first.
  const first = await createTask(request, unique('Rotate the API keys'));
  const second = await createTask(request, unique('Audit the access logs'));
  const [one, two] = [await context.newPage(), await context.newPage()];
  for (const page of [one, two]) {
    await openTasks(page);
    // The socket is open before anything is written.
    await expect(page.locator('[data-live="online"]')).toHaveCount(1);
  }
  const [remaining, total] = await counts(two);

  // Ticked in one: checked, struck through and counted in the other.
  const done = (page: Page) =>
    list(page).getByRole('checkbox', { name: `Completed: ${first.title}` });
  await done(one).press('Space');
  await expect(done(one)).toBeChecked();
  await expect(done(two)).toBeChecked(LIVE);
  await expect(list(two).getByRole('link', { name: first.title })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(two.getByText(`${remaining - 1} of ${total} tasks remaining`)).toBeVisible();

  // Moved in one: the other window shows the same order.
  await moveRow(one, second.title, 'ArrowDown', 2);
  await expect(rowTitles(one).nth(1)).toHaveText(second.title);
  await expect(rowTitles(two).nth(0)).toHaveText(first.title, LIVE);
  await expect(rowTitles(two).nth(1)).toHaveText(second.title, LIVE);
  await expect(rowTitles(two)).toHaveText(await rowTitles(one).allTextContents(), LIVE);
});

test('a new task left without a title is discarded, with Undo bringing it back', async ({
  page,
}) => {
  await openTasks(page);
  const [remaining, total] = await counts(page);
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page).toHaveURL(/\/apps\/tasks\/[0-9a-f-]+$/, { timeout: 15_000 });
  const details = panel(page);
  const titleField = details.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toBeFocused();
  // Until it has a title, nothing claims it is saved.
  await expect(details.getByText('Not kept without a title')).toBeVisible();
  await details.getByRole('textbox', { name: 'Notes' }).fill('Ask for three quotes.');
  await details.getByRole('textbox', { name: 'Notes' }).blur();
  await expect(details.getByText('Not kept without a title')).toBeVisible();
  await expect(details.getByText('All changes saved')).toBeHidden();

  // Closing it untitled takes it out of the list, and the toast says so.
  await details.getByRole('button', { name: 'Close details' }).click();
  await expect(page.getByText('Untitled task discarded')).toBeVisible();
  await expect(page.getByText(`${remaining} of ${total} tasks remaining`)).toBeVisible();
  await expect(list(page).getByRole('link', { name: 'Untitled task' })).toHaveCount(0);

  // Undo brings it back, with its notes, open for its title.
  await page.getByRole('button', { name: 'Undo' }).click();
  // Two writes (the task made again, then its notes) before the panel opens.
  await expect(page).toHaveURL(/\/apps\/tasks\/[0-9a-f-]+$/, { timeout: 15_000 });
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(panel(page).getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Ask for three quotes.',
  );
  const title = unique('Compare the quotes');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill(title);
  await panel(page).getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(panel(page).getByText('All changes saved')).toBeVisible();
  await expect(rowTitles(page).first()).toHaveText(title);

  await reload(page);
  await expect(page.getByText(`${remaining + 1} of ${total + 1} tasks remaining`)).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(list(page).getByRole('link', { name: 'Untitled task' })).toHaveCount(0);
});

test('a refused add or delete says which, and the list stays as the server has it', async ({
  page,
  request,
}) => {
  const task = await createTask(request, unique('Order new badges'));
  await openTasks(page);
  const [remaining, total] = await counts(page);

  await refuse(page, 'CreateTask');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('The task could not be added')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/tasks$/);

  await refuse(page, 'DeleteTask');
  await list(page).getByRole('link', { name: task.title }).click();
  await panel(page).getByRole('button', { name: 'Delete task' }).click();
  await page
    .getByRole('alertdialog', { name: `Delete “${task.title}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The task could not be deleted')).toBeVisible();
  await expect(list(page).getByRole('link', { name: task.title })).toBeVisible();
  await expect(page.getByText(`${remaining} of ${total} tasks remaining`)).toBeVisible();

  await page.unroute('**/graphql');
  await reload(page);
  await expect(list(page).getByRole('link', { name: task.title })).toBeVisible();
  await expect(page.getByText(`${remaining} of ${total} tasks remaining`)).toBeVisible();
});

test('a list that fails to load says so and loads on Try again', async ({ page }) => {
  await refuse(page, 'TasksPage', 'The tasks are resting');
  await page.goto('/apps/tasks');
  const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('The tasks are resting');
  await page.unroute('**/graphql');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(list(page)).toBeVisible();
  await expect(rowTitles(page).first()).toBeVisible();
});

test('deleting a task asks first, naming it, and the task stays deleted', async ({
  page,
  request,
}) => {
  const task = await createTask(request, unique('Archive old invoices'));
  await openTasks(page);
  await list(page).getByRole('link', { name: task.title }).click();
  await expect(page).toHaveURL(`/apps/tasks/${task.id}`);

  // Cancel keeps it.
  await panel(page).getByRole('button', { name: 'Delete task' }).click();
  let confirm = page.getByRole('alertdialog', { name: `Delete “${task.title}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(list(page).getByRole('link', { name: task.title })).toBeVisible();

  await panel(page).getByRole('button', { name: 'Delete task' }).click();
  confirm = page.getByRole('alertdialog', { name: `Delete “${task.title}”?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/apps\/tasks$/);
  await expect(list(page).getByRole('link', { name: task.title })).toHaveCount(0);

  await reload(page);
  await expect(list(page)).toBeVisible();
  await expect(list(page).getByRole('link', { name: task.title })).toHaveCount(0);
  // Its old address says so, with the way back.
  await page.goto(`/apps/tasks/${task.id}`);
  await expect(page.getByRole('heading', { name: 'Task not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to tasks' }).click();
  await expect(page).toHaveURL(/\/apps\/tasks$/);
});

test('a tag renamed or deleted in place changes the tasks that carry it', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await requestAccessToken(request)}` };
  const name = unique('Legal');
  const renamed = `${name} review`;
  const created = await request.post('/api/apps/tasks/tag', {
    headers,
    data: { tag: { title: name } },
  });
  const tag = (await created.json()) as { id: string };
  const task = await createTask(request, unique('Sign the contract'));
  await request.patch('/api/apps/tasks/task', {
    headers,
    data: { id: task.id, task: { tags: [tag.id] } },
  });

  await openTasks(page, `/apps/tasks/${task.id}`);
  const tags = panel(page).getByRole('group', { name: 'Tags' });
  await expect(tags.getByText(name, { exact: true })).toBeVisible();
  await tags.getByRole('button', { name: 'Edit Tags' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Tags' });
  await editor.getByRole('button', { name: `Rename ${name}` }).click();
  await editor.getByRole('textbox', { name: `New name for ${name}` }).fill(renamed);
  await editor.getByRole('textbox', { name: `New name for ${name}` }).press('Enter');
  await expect(tags.getByText(renamed, { exact: true })).toBeVisible();

  await reload(page);
  await expect(panel(page).getByRole('group', { name: 'Tags' }).getByText(renamed)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Edit Tags' }).click();
  await page
    .getByRole('dialog', { name: 'Edit Tags' })
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${renamed}”?` });
  await expect(confirm.getByText('will be taken off every task that has it')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel(page).getByRole('group', { name: 'Tags' }).getByText(renamed)).toBeHidden();

  await reload(page);
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveValue(task.title);
  await expect(panel(page).getByRole('group', { name: 'Tags' }).getByText(renamed)).toBeHidden();
  await expect(panel(page).getByRole('group', { name: 'Tags' }).getByText('None')).toBeVisible();
});

test("a refused save keeps what was typed, and the list keeps the server's title", async ({
  page,
  request,
}) => {
  const task = await createTask(request, unique('Call the bank'));
  await openTasks(page, `/apps/tasks/${task.id}`);
  await refuse(page, 'UpdateTask');
  const title = panel(page).getByRole('textbox', { name: 'Title' });
  await title.fill(`${task.title} today`);
  await title.press('Enter');
  await expect(page.getByText('The task could not be saved')).toBeVisible();
  await expect(title).toHaveValue(`${task.title} today`);
  await expect(list(page).getByRole('link', { name: task.title, exact: true })).toBeVisible();

  await page.unroute('**/graphql');
  await reload(page);
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveValue(task.title);
});

test("on a phone the panel takes the list's place, and closing it brings the list back", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const task = await createTask(request, unique('Water the plants'));
  await page.goto('/apps/tasks');
  await expect(list(page).getByRole('link', { name: task.title })).toBeVisible({
    timeout: 15_000,
  });
  await list(page).getByRole('link', { name: task.title }).click();
  await expect(panel(page)).toBeVisible();
  await expect(list(page)).toBeHidden();

  await panel(page).getByRole('button', { name: 'Mark as complete' }).click();
  await expect(panel(page).getByRole('button', { name: 'Mark as incomplete' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close details' }).click();
  await expect(list(page)).toBeVisible();
  const checkbox = list(page).getByRole('checkbox', { name: `Completed: ${task.title}` });
  await expect(checkbox).toBeChecked();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(checkbox).toBeChecked({ timeout: 15_000 });
});

test('the list and an open task pass axe in light and dark mode', async ({ page, request }) => {
  const task = await createTask(request, unique('Check contrast'));
  await followSystemScheme(page);
  await openTasks(page, `/apps/tasks/${task.id}`);
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveValue(task.title);
  await expectAccessibleInBothSchemes(page);
});

/** Adds tasks on top through the API, in that order, a batch of operations a request. */
async function createTasks(request: APIRequestContext, titles: readonly string[]) {
  const headers = { authorization: `Bearer ${await requestAccessToken(request)}` };
  // At most 20 operations a request (README, "Exploring the API").
  for (let start = 0; start < titles.length; start += 20) {
    const batch = titles.slice(start, start + 20);
    const created = await request.post('/graphql', {
      headers,
      data: batch.map(() => ({ query: 'mutation { createTask(type: task) { id } }' })),
    });
    const ids = ((await created.json()) as { data: { createTask: ApiTask } }[]).map(
      (answer) => answer.data.createTask.id,
    );
    const named = await request.post('/graphql', {
      headers,
      data: ids.map((id, index) => ({
        query:
          'mutation ($id: ID!, $title: String!) { updateTask(id: $id, task: { title: $title }) { id } }',
        variables: { id, title: batch[index] },
      })),
    });
    expect(named.status()).toBe(200);
  }
}

/** Every row's title, in the list's order, as the API answers them. */
async function allTitles(request: APIRequestContext): Promise<{ id: string; title: string }[]> {
  const headers = { authorization: `Bearer ${await requestAccessToken(request)}` };
  return (await (await request.get('/api/apps/tasks/all', { headers })).json()) as ApiTask[];
}

test('a long list loads a page at a time as it is scrolled, holding only the rows in sight', async ({
  page,
  request,
}) => {
  await createTasks(
    request,
    Array.from({ length: 300 }, (_, index) => unique(`Bulk task ${index}`)),
  );
  const all = await allTitles(request);
  const rows = all.length;
  const inPage = () => list(page).getByRole('listitem').count();
  await followSystemScheme(page);

  // A task far down the list opens by its address: its panel is read on its own, and the
  // list holds its first page only.
  const far = all.at(-1)!;
  await openTasks(page, `/apps/tasks/${far.id}`);
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveValue(far.title);
  await expect(page.getByText(`Showing 100 of ${rows}`)).toBeVisible();
  await expect(list(page).getByRole('link', { name: far.title })).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Close details' }).click();
  await expect(page).toHaveURL(/\/apps\/tasks$/);

  // Far fewer rows in the page than loaded; each says its place in the whole list.
  expect(await inPage()).toBeLessThan(40);
  await expect(list(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', `${rows}`);
  await expectAccessibleInBothSchemes(page);

  // Dragged by keyboard past the rows in the page, a row stays in it and goes on moving
  // (an arrow key may scroll the list instead), and is kept where it was dropped.
  const moved = all[0]!;
  const shownAtFirst = await inPage();
  await list(page)
    .getByRole('button', { name: `Move “${moved.title}”` })
    .focus();
  await page.keyboard.press('Space');
  await keyboardDragReady(page);
  // Until the row is announced past the rows first in the page (a press that scrolls
  // moves it nowhere), at most a few times as many presses.
  const over = page
    .getByRole('status')
    .filter({ hasText: new RegExp(`“${moved.title}” moved to position \\d+`) });
  for (let press = 0, reached = 0; reached <= shownAtFirst; press++) {
    expect(press, 'presses to move the row past the rows in the page').toBeLessThan(
      6 * shownAtFirst,
    );
    await page.keyboard.press('ArrowDown');
    await keyboardDragReady(page);
    const said = (await over.count()) ? await over.first().textContent() : '';
    reached = Number(/position (\d+)/.exec(said ?? '')?.[1] ?? 0);
  }
  await page.keyboard.press('Space');
  const dropped = page
    .getByRole('status')
    .filter({ hasText: new RegExp(`“${moved.title}” dropped at position \\d+ of ${rows}\\.`) });
  await expect(dropped).toBeAttached();
  const position = Number(/position (\d+)/.exec((await dropped.textContent()) ?? '')![1]);
  expect(position).toBeGreaterThan(shownAtFirst);
  await expect(list(page).getByRole('listitem').filter({ hasText: moved.title })).toHaveAttribute(
    'aria-posinset',
    `${position}`,
  );
  await expect
    .poll(async () => (await allTitles(request)).findIndex((task) => task.id === moved.id))
    .toBe(position - 1);

  // Reached by the keyboard, "Load more" brings the next page, and the focus goes to its
  // first row.
  await page.getByRole('button', { name: 'Load more' }).focus();
  await expect(page.getByText(`Showing 200 of ${rows}`)).toBeVisible();
  await expect(list(page).getByRole('link', { name: all[100]!.title })).toBeFocused();
  expect(await inPage()).toBeLessThan(40);

  // A page that fails says so under the rows, and loads on Try again.
  await refuse(page, 'TasksPage');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const failed = page.getByRole('alert').filter({ hasText: 'More tasks could not be loaded' });
  await expect(failed).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(`Showing 300 of ${rows}`)).toBeVisible();

  // Scrolled to the end, the rest comes: the last row shows, in its place.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list(page).getByRole('link', { name: far.title })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const last = list(page).getByRole('listitem').filter({ hasText: far.title });
  await expect(last).toHaveAttribute('aria-posinset', `${rows}`);
  expect(await inPage()).toBeLessThan(40);
});
