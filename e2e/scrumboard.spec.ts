// The scrumboard app: the boards page (create, search), a board (lists added, renamed
// and deleted; cards added and moved by keyboard and mouse, optimistic and rolled back
// when refused), the card dialog (title, description, labels, due date, delete) and
// the board settings (details, labels, delete), refused writes and failed loads, a
// board on a 360 px phone, and two windows kept in step live. Every write is checked
// after a reload.
// Each test makes its own board through the REST adapter, named uniquely.
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessible, expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { keyboardDragReady } from './drag';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });
// Each test walks a whole path with reloads; a busy machine needs more than the default.
test.describe.configure({ timeout: 90_000 });

/** A page's first content after a (re)load, which waits for the app's code and data. */
const LOADED = { timeout: 20_000 };
/** Another window's change shows within a second, without a reload (issue 27). */
const LIVE = { timeout: 1_000 };

const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface CardAnswer {
  id: string;
  title: string;
  listId: string;
  position: number;
  dueDate: string | null;
  description: string | null;
  labels: { id: string; title: string }[];
}
interface ListAnswer {
  id: string;
  title: string;
  cards: CardAnswer[];
}
interface BoardAnswer {
  id: string;
  title: string;
  description: string | null;
  lists: ListAnswer[];
  labels: { id: string; title: string }[];
}

/** The REST adapter, signed in. */
async function api(request: APIRequestContext) {
  const token = await requestAccessToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const answer = await request.fetch(`/api/apps/scrumboard/${path}`, { method, headers, data });
    expect(answer.status(), `${method} ${path}`).toBe(200);
    return (await answer.json()) as T;
  };
  return {
    board: (id: string) => call<BoardAnswer | null>('GET', `board?id=${id}`),
    boards: () => call<BoardAnswer[]>('GET', 'boards'),
    /** A board with the given lists, each with the given card titles. */
    async makeBoard(title: string, lists: Record<string, string[]>, labels: string[] = []) {
      const board = await call<BoardAnswer>('POST', 'board', {
        board: { title, description: 'Made by the browser tests' },
      });
      for (const label of labels) {
        await call('POST', 'board/label', { label: { boardId: board.id, title: label } });
      }
      for (const [list, cards] of Object.entries(lists)) {
        const made = await call<ListAnswer>('POST', 'board/list', {
          list: { boardId: board.id, title: list },
        });
        for (const card of cards)
          await call('POST', 'board/card', { card: { listId: made.id, title: card } });
      }
      return (await call<BoardAnswer>('GET', `board?id=${board.id}`))!;
    },
  };
}

/** Waits for the page (after a load) to show its content rather than its skeleton. */
async function settle(page: Page) {
  await expect(page.locator('main h1')).toBeVisible(LOADED);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, LOADED);
}

const list = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cardsIn = (page: Page, title: string) =>
  list(page, title)
    .getByRole('list', { name: `Cards in ${title}` })
    .getByRole('link');

async function expectCards(page: Page, listTitle: string, titles: string[]) {
  await expect(cardsIn(page, listTitle)).toHaveText(titles);
}

test('the boards page creates a board, checked as the user types, and finds it by search', async ({
  page,
  request,
}) => {
  const title = unique('Riego');
  await page.goto('/apps/scrumboard');
  await settle(page);
  await expect(page.getByRole('link', { name: 'Temporada de cosecha', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scrumboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New board' }).first().click();
  await expect(page).toHaveURL(/[?&]new/);
  const dialog = page.getByRole('dialog', { name: 'New board' });
  const create = dialog.getByRole('button', { name: 'Create board' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Title').fill('x'.repeat(101));
  await expect(dialog.getByText('At most 100 characters')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByText('At most 100 characters')).toBeHidden();
  await dialog.getByLabel('Description').fill('Turnos de riego por sector');
  // The icon by keyboard: the picked one takes the focus, the arrows move the choice.
  await dialog.getByRole('radio', { name: 'Board' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Sun' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Sun' })).toBeFocused();
  await expectAccessible(page);
  await create.click();

  // The new board opens, empty, and is there after a reload.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/[0-9a-f-]{36}$/);
  await page.reload();
  await settle(page);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Turnos de riego por sector')).toBeVisible();
  await expect(page.getByText('This board has no lists yet')).toBeVisible();
  expect((await (await api(request)).boards()).find((board) => board.title === title)).toBeTruthy();

  // The board took the dialog's place in the history: Back shows the boards, no dialog.
  await page.goBack();
  await expect(page).toHaveURL(/\/apps\/scrumboard$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible(LOADED);
  await expect(dialog).toHaveCount(0);

  // The search lives in the address: a reload keeps it.
  await page.getByRole('searchbox', { name: 'Search boards' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await settle(page);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search boards' })).toHaveValue(title);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search boards' }).fill('no board is called this');
  await expect(page.getByText('No boards match “no board is called this”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('link', { name: 'Temporada de cosecha', exact: true })).toBeVisible();
});

test('lists are added, renamed and deleted, cards added, and all of it stays', async ({
  page,
  request,
}) => {
  const board = await (await api(request)).makeBoard(unique('Listas'), { Pendiente: ['Uno'] });
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  await expectCards(page, 'Pendiente', ['Uno']);

  // A list, added by keyboard.
  await page.getByRole('button', { name: 'Add a list' }).click();
  await page.getByRole('textbox', { name: 'Title of the new list' }).fill('En curso');
  await page.keyboard.press('Enter');
  await expect(list(page, 'En curso')).toBeVisible();
  await page.keyboard.press('Escape');

  // Cards: Enter adds one and keeps the field for the next.
  await list(page, 'En curso').getByRole('button', { name: 'Add a card' }).click();
  const field = page.getByRole('textbox', { name: 'Title of a new card in En curso' });
  await field.fill('Podar el cuartel 3');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('');
  await field.fill('Regar el cuartel 4');
  await page.keyboard.press('Enter');
  await expectCards(page, 'En curso', ['Podar el cuartel 3', 'Regar el cuartel 4']);

  // Rename through the list's menu; Escape would have kept the old title.
  await page.getByRole('button', { name: 'Actions for list En curso' }).click();
  await page.getByRole('menuitem', { name: 'Rename list' }).click();
  const rename = page.getByRole('textbox', { name: 'Title of list En curso' });
  await rename.fill('Haciendo');
  await rename.press('Enter');
  await expect(list(page, 'Haciendo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for list Haciendo' })).toBeFocused();

  await page.reload();

  await settle(page);
  await expectCards(page, 'Haciendo', ['Podar el cuartel 3', 'Regar el cuartel 4']);

  // Deleting says how many cards go with the list; Cancel keeps it.
  await page.getByRole('button', { name: 'Actions for list Haciendo' }).click();
  await page.getByRole('menuitem', { name: 'Delete list' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete list “Haciendo”?' });
  await expect(confirm.getByText('Its 2 cards will be deleted with it.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list(page, 'Haciendo')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for list Haciendo' }).click();
  await page.getByRole('menuitem', { name: 'Delete list' }).click();
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expect(list(page, 'Haciendo')).toHaveCount(0);

  await page.reload();

  await settle(page);
  await expectCards(page, 'Pendiente', ['Uno']);
  await expect(list(page, 'Haciendo')).toHaveCount(0);
  const stored = await (await api(request)).board(board.id);
  expect(stored!.lists.map((item) => item.title)).toEqual(['Pendiente']);
});

test('cards move by keyboard and by mouse, within and between lists, and stay moved', async ({
  page,
  request,
}) => {
  const client = await api(request);
  const board = await client.makeBoard(unique('Mover'), {
    Izquierda: ['A1', 'A2', 'A3'],
    Derecha: ['B1'],
  });
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  await expectCards(page, 'Izquierda', ['A1', 'A2', 'A3']);

  // Keyboard: pick A1 up by its move button, one down, then drop.
  await moveByKeyboard(page, 'A1', [
    ['ArrowDown', 'Card A1 is at position 2 of 3 in list Izquierda.'],
  ]);
  await expectCards(page, 'Izquierda', ['A2', 'A1', 'A3']);
  await expect(page.getByRole('button', { name: 'Move card A1' })).toBeFocused();

  // Keyboard, to the next list: the same place there, or its end.
  await moveByKeyboard(page, 'A3', [
    ['ArrowRight', 'Card A3 is at position 2 of 2 in list Derecha.'],
  ]);
  await expectCards(page, 'Derecha', ['B1', 'A3']);
  await expectCards(page, 'Izquierda', ['A2', 'A1']);

  // Mouse: drag A2 onto B1 in the other list.
  await drag(page, page.getByRole('link', { name: 'A2' }), page.getByRole('link', { name: 'B1' }));
  await expect(cardsIn(page, 'Derecha')).toHaveCount(3);
  await expectCards(page, 'Izquierda', ['A1']);
  // A drop does not open the card.
  await expect(page).toHaveURL(new RegExp(`/apps/scrumboard/${board.id}$`));
  const right = await cardsIn(page, 'Derecha').allTextContents();
  expect([...right].sort()).toEqual(['A2', 'A3', 'B1']);

  await page.reload();

  await settle(page);
  await expectCards(page, 'Izquierda', ['A1']);
  await expectCards(page, 'Derecha', right);
  const stored = await client.board(board.id);
  expect(stored!.lists.map((item) => item.cards.map((card) => card.title))).toEqual([
    ['A1'],
    right,
  ]);
});

test('a refused move puts the card back and says so', async ({ page, request }) => {
  const board = await (await api(request)).makeBoard(unique('Rechazo'), { Uno: ['C1', 'C2'] });
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  await expectCards(page, 'Uno', ['C1', 'C2']);
  // The server's answer waits until the test has seen the card move.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('SetScrumboardCardPositions'))
      return route.fallback();
    await answered;
    await route.fulfill({
      json: {
        errors: [{ message: 'Card "C1" does not exist.', extensions: { code: 'NOT_FOUND' } }],
      },
    });
  });
  await moveByKeyboard(page, 'C1', [['ArrowDown', 'Card C1 is at position 2 of 2 in list Uno.']]);
  // At once, then back when the server says no.
  await expectCards(page, 'Uno', ['C2', 'C1']);
  answer();
  await expect(page.getByText('“C1” could not be moved; it is back in its place')).toBeVisible();
  await expectCards(page, 'Uno', ['C1', 'C2']);
});

test('a card moved or added in one window shows in the other without a reload', async ({
  context,
  request,
}) => {
  const board = await (
    await api(request)
  ).makeBoard(unique('En vivo'), { Izquierda: ['A1', 'A2'], Derecha: ['B1'] });
  const [one, two] = [await context.newPage(), await context.newPage()];
  for (const page of [one, two]) {
    await page.goto(`/apps/scrumboard/${board.id}`);
    await settle(page);
    // The socket is open before anything is written.
    await expect(page.locator('[data-live="online"]')).toHaveCount(1);
  }

  // A card moved to the next list leaves the old one and takes its place in the new.
  await moveByKeyboard(one, 'A1', [
    ['ArrowRight', 'Card A1 is at position 1 of 2 in list Derecha.'],
  ]);
  await expectCards(one, 'Derecha', ['A1', 'B1']);
  await expect(cardsIn(two, 'Derecha')).toHaveText(['A1', 'B1'], LIVE);
  await expect(cardsIn(two, 'Izquierda')).toHaveText(['A2'], LIVE);

  // A card added in the other window joins the end of its list here.
  await list(two, 'Izquierda').getByRole('button', { name: 'Add a card' }).click();
  await two.getByRole('textbox', { name: 'Title of a new card in Izquierda' }).fill('A3');
  await two.keyboard.press('Enter');
  await expectCards(two, 'Izquierda', ['A2', 'A3']);
  await expect(cardsIn(one, 'Izquierda')).toHaveText(['A2', 'A3'], LIVE);
});

test('a board that cannot be loaded says so and loads on retry; an unknown one is not found', async ({
  page,
}) => {
  const failing = async (route: Route) => {
    if (!route.request().postData()?.includes('"operationName":"ScrumboardBoard"'))
      return route.fallback();
    await route.fulfill({ status: 503, body: 'Service Unavailable' });
  };
  await page.goto('/apps/scrumboard');
  await settle(page);
  await page.route('**/graphql', failing);
  await page.getByRole('link', { name: 'Temporada de cosecha' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(alert).toBeVisible();
  await page.unroute('**/graphql', failing);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Temporada de cosecha', level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);

  await page.goto('/apps/scrumboard/no-such-board');
  await expect(page.getByText('This board does not exist')).toBeVisible(LOADED);
  await page.getByRole('link', { name: 'All boards' }).click();
  await expect(page.getByRole('link', { name: 'Temporada de cosecha', exact: true })).toBeVisible();
});

test('the boards page that cannot be loaded says so and loads on Try again', async ({ page }) => {
  await refuse(page, 'ScrumboardBoards', 'The boards are resting');
  await page.goto('/apps/scrumboard');
  const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(alert).toBeVisible(LOADED);
  await expect(alert).toContainText('The boards are resting');
  await page.unroute('**/graphql');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Temporada de cosecha', exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('refused writes keep what was typed and say so: a card, the board settings, a new board', async ({
  page,
  request,
}) => {
  const client = await api(request);
  const title = unique('Rechazos');
  const board = await client.makeBoard(title, { Hacer: ['Podar'] });
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);

  // The card dialog opens with the caret after the title: typing adds to it.
  await page.getByRole('link', { name: 'Podar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Podar' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.type(' el parrón');
  await expect(dialog.getByLabel('Title')).toHaveValue('Podar el parrón');
  await dialog.getByLabel('Description').fill('Antes de la lluvia');
  await refuse(page, 'UpdateScrumboardCard');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The card could not be saved')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Podar el parrón');
  await expect(dialog.getByLabel('Description')).toHaveValue('Antes de la lluvia');
  // Behind the open dialog, hidden from assistive technology, the card keeps its title.
  await expect(
    page.getByRole('link', { name: 'Podar', exact: true, includeHidden: true }),
  ).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Board settings.
  await refuse(page, 'UpdateScrumboardBoard');
  await page.getByRole('button', { name: 'Board settings' }).click();
  const details = page
    .getByRole('dialog', { name: 'Board settings' })
    .getByRole('form', { name: 'Details' });
  // The settings open with the caret after the board's title, too.
  await expect(details.getByLabel('Title')).toBeFocused();
  await page.keyboard.type(' renombrado');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The board could not be saved')).toBeVisible();
  await expect(details.getByLabel('Title')).toHaveValue(`${title} renombrado`);
  // Behind the open drawer the board keeps the title the server has.
  await expect(
    page.getByRole('heading', { name: title, level: 1, exact: true, includeHidden: true }),
  ).toBeAttached();

  await page.unroute('**/graphql');
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  await expect(page.getByRole('heading', { name: title, level: 1, exact: true })).toBeVisible();
  await expectCards(page, 'Hacer', ['Podar']);

  // A new board.
  const newTitle = unique('Nunca creado');
  await page.goto('/apps/scrumboard?new');
  await settle(page);
  await refuse(page, 'CreateScrumboardBoard');
  const create = page.getByRole('dialog', { name: 'New board' });
  await create.getByLabel('Title').fill(newTitle);
  await create.getByRole('button', { name: 'Create board' }).click();
  await expect(page.getByText('The board could not be created')).toBeVisible();
  await expect(create.getByLabel('Title')).toHaveValue(newTitle);
  await expect(page).toHaveURL(/\/apps\/scrumboard\?new/);
  await page.unroute('**/graphql');
  await page.reload();
  await settle(page);
  await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
  expect((await client.boards()).some((one) => one.title === newTitle)).toBe(false);
});

test('cards show their labels in colours of their own, and a done card is not overdue', async ({
  page,
  request,
}) => {
  const client = await api(request);
  const board = await client.makeBoard(
    unique('Colores'),
    { Hacer: ['Atrasada'], Listo: ['Terminada'] },
    ['Campo', 'Bodega'],
  );
  const [campo, bodega] = board.labels;
  const headers = { authorization: `Bearer ${await requestAccessToken(request)}` };
  for (const list of board.lists) {
    await request.patch('/api/apps/scrumboard/board/card', {
      headers,
      data: {
        id: list.cards[0]!.id,
        card: { dueDate: '2024-01-02T03:00:00.000Z', labels: [campo!.id, bodega!.id] },
      },
    });
  }
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  const late = list(page, 'Hacer').getByRole('listitem').filter({ hasText: 'Atrasada' });
  const done = list(page, 'Listo').getByRole('listitem').filter({ hasText: 'Terminada' });
  await expect(late.getByText('Overdue 02-01-2024')).toBeVisible();
  await expect(done.getByText('02-01-2024', { exact: true })).toBeVisible();
  await expect(done.getByText(/Overdue/)).toHaveCount(0);

  const background = (card: Locator, label: string) =>
    card.getByText(label, { exact: true }).evaluate((element) => {
      const chip = element.closest('.chakra-tag__root') ?? element;
      return getComputedStyle(chip).backgroundColor;
    });
  expect(await background(late, 'Campo')).not.toBe(await background(late, 'Bodega'));
  // A label keeps its colour from card to card.
  expect(await background(done, 'Campo')).toBe(await background(late, 'Campo'));
});

test('on a 360 px phone a board fits the screen, its long title wraps, and a card can be added', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const title = unique('Temporada de cosecha y embalaje de exportación');
  const board = await (await api(request)).makeBoard(title, { Hacer: ['Podar'], Listo: [] });
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  const heading = page.getByRole('heading', { name: title, level: 1 });
  await expect(heading).toBeVisible();
  // The whole title shows: it wraps rather than being cut.
  expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('button', { name: 'Board settings' })).toBeInViewport();

  const add = list(page, 'Hacer').getByRole('button', { name: 'Add a card' });
  await add.click();
  const field = list(page, 'Hacer').getByRole('textbox', { name: 'Title of a new card in Hacer' });
  await field.fill('Regar');
  await field.press('Enter');
  await expectCards(page, 'Hacer', ['Podar', 'Regar']);
  await page.reload();
  await settle(page);
  await expectCards(page, 'Hacer', ['Podar', 'Regar']);
});

test('the card dialog edits title, description, labels and due date, and deletes', async ({
  page,
  request,
}) => {
  const board = await (
    await api(request)
  ).makeBoard(unique('Tarjetas'), { Hacer: ['Revisar riego', 'Otra'] }, ['Campo']);
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  await page.getByRole('link', { name: 'Revisar riego' }).click();
  await expect(page).toHaveURL(/\/card\/[0-9a-f-]{36}$/);
  const cardAddress = page.url();
  const dialog = page.getByRole('dialog', { name: 'Revisar riego' });
  await expect(dialog.getByText('In list Hacer')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Title').fill('');
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Title').fill('Revisar riego del sector sur');
  await dialog.getByLabel('Description').fill('Goteros tapados en la hilera 12');

  // Labels: pick one, and add a new one from the picker.
  await dialog.getByRole('button', { name: 'Edit Labels' }).click();
  const picker = page.getByRole('dialog', { name: 'Edit Labels' });
  await picker.getByText('Campo', { exact: true }).click();
  await expect(picker.getByRole('checkbox', { name: 'Campo' })).toBeChecked();
  await picker.getByRole('textbox', { name: 'Find or add Labels' }).fill('Urgente');
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('checkbox', { name: 'Urgente' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();

  // A due date in the past: overdue.
  await dialog.getByRole('textbox', { name: 'Due date' }).fill('02-01-2024');
  await dialog.getByRole('textbox', { name: 'Due date' }).press('Enter');
  await expect(dialog.getByText('Overdue', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/apps/scrumboard/${board.id}$`));
  const card = list(page, 'Hacer')
    .getByRole('listitem')
    .filter({ hasText: 'Revisar riego del sector sur' });
  await expect(card.getByText('Overdue 02-01-2024')).toBeVisible();
  await expect(card.getByText('Campo')).toBeVisible();
  await expect(card.getByText('Urgente')).toBeVisible();

  // The card's own address opens it again, as saved.
  await page.goto(cardAddress);
  await settle(page);
  const reopened = page.getByRole('dialog', { name: 'Revisar riego del sector sur' });
  await expect(reopened.getByLabel('Description')).toHaveValue('Goteros tapados en la hilera 12');
  await expect(reopened.getByRole('textbox', { name: 'Due date' })).toHaveValue(/02.01.2024/);
  await expect(reopened.getByText('Urgente')).toBeVisible();

  // Escape discards what was typed.
  await reopened.getByLabel('Title').fill('Nunca guardado');
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
  await expect(page.getByRole('link', { name: 'Revisar riego del sector sur' })).toBeVisible();

  // Delete, after a confirmation that names the card.
  await page.getByRole('link', { name: 'Revisar riego del sector sur' }).click();
  await page
    .getByRole('dialog', { name: 'Revisar riego del sector sur' })
    .getByRole('button', { name: 'Delete card' })
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Delete card “Revisar riego del sector sur”?',
  });
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expectCards(page, 'Hacer', ['Otra']);
  await page.reload();
  await settle(page);
  await expectCards(page, 'Hacer', ['Otra']);
});

test('board settings edit the details and labels, and delete the board', async ({
  page,
  request,
}) => {
  const client = await api(request);
  const title = unique('Ajustes');
  const board = await client.makeBoard(title, { Hacer: ['Etiquetada'] }, ['Campo', 'Bodega']);
  const campo = board.labels.find((label) => label.title === 'Campo')!;
  const card = board.lists[0]!.cards[0]!;
  await request.patch('/api/apps/scrumboard/board/card', {
    headers: { authorization: `Bearer ${await requestAccessToken(request)}` },
    data: { id: card.id, card: { labels: [campo.id] } },
  });
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  await page.getByRole('button', { name: 'Board settings' }).click();
  await expect(page).toHaveURL(/[?&]settings/);
  const drawer = page.getByRole('dialog', { name: 'Board settings' });
  const details = drawer.getByRole('form', { name: 'Details' });
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();
  await details.getByLabel('Title').fill(`${title} 2025`);
  await details.getByLabel('Description').fill('Nueva descripción');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Board saved')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Labels: rename one, delete the other (it comes off the card carrying it).
  await drawer.getByRole('button', { name: 'Rename Bodega' }).click();
  await drawer.getByRole('textbox', { name: 'New name for Bodega' }).fill('Packing');
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('Packing')).toBeVisible();
  await drawer.getByRole('button', { name: 'Delete Campo' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Campo”?' });
  await expect(
    confirm.getByText('“Campo” will be taken off the 1 card that carries it.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(drawer.getByText('Campo')).toHaveCount(0);
  await expectAccessible(page);

  // After a reload the settings are still open (?settings) and hold what was saved.
  await page.reload();
  await settle(page);
  await expect(drawer.getByRole('form', { name: 'Details' }).getByLabel('Description')).toHaveValue(
    'Nueva descripción',
  );
  await expect(drawer.getByText('Packing')).toBeVisible();
  await expect(drawer.getByText('Campo')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/settings/);
  await expect(page.getByRole('heading', { name: `${title} 2025`, level: 1 })).toBeVisible();
  await expect(list(page, 'Hacer').getByText('Campo')).toHaveCount(0);

  // Deleting the board names what goes with it.
  await page.getByRole('button', { name: 'Board settings' }).click();
  await drawer.getByRole('button', { name: 'Delete board' }).click();
  const deleting = page.getByRole('alertdialog', { name: `Delete board “${title} 2025”?` });
  await expect(deleting.getByText('1 list and 1 card will be deleted with it.')).toBeVisible();
  await deleting.getByRole('button', { name: 'Delete board' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard$/);
  await expect(page.getByRole('link', { name: `${title} 2025` })).toHaveCount(0);
  await page.reload();
  await settle(page);
  await expect(page.getByRole('link', { name: 'Temporada de cosecha', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${title} 2025` })).toHaveCount(0);
  expect(await client.board(board.id)).toBeNull();
});

test('the board and a card pass axe in light and dark mode', async ({ page, request }) => {
  test.slow(); // Six axe runs.
  const board = await (
    await api(request)
  ).makeBoard(unique('Axe'), { Hacer: ['Mirar'], Vacía: [] }, ['Campo']);
  await followSystemScheme(page);
  await page.goto('/apps/scrumboard');
  await settle(page);
  await expect(page.getByRole('link', { name: board.title })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.goto(`/apps/scrumboard/${board.id}`);
  await settle(page);
  await expectCards(page, 'Hacer', ['Mirar']);
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('link', { name: 'Mirar' }).click();
  await expect(page.getByRole('dialog', { name: 'Mirar' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});

/**
 * Moves a card by keyboard: Space on its move button picks it up, each key moves it
 * and is followed by what a screen reader hears, Space drops it.
 */
async function moveByKeyboard(page: Page, title: string, steps: [key: string, heard: string][]) {
  const announcement = page.getByRole('status').filter({ hasText: /^(Picked up|Card) / });
  await page.getByRole('button', { name: `Move card ${title}` }).focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(new RegExp(`^Picked up card ${title}, `));
  await keyboardDragReady(page);
  for (const [key, heard] of steps) {
    await page.keyboard.press(key);
    await expect(announcement).toHaveText(heard);
  }
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(new RegExp(`^Card ${title} dropped `));
}

/** Drags with the mouse in small steps, as a person does (dnd-kit starts after 6 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}
