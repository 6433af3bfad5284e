// The shell's start-up loads (the toolbar panels' four lists, and the user and the main
// menu) start together, so BatchHttpLink sends them as one request; after a sign-in they
// come in its own answer (app/start-up.ts), so none goes out at all.
import type { Page, Request } from '@playwright/test';
import { submitSignInForm } from './auth';
import { expect, test } from './fixtures';
import { hold } from './hold';

const INITIAL_LOADS = [
  'MessagesPanel',
  'NotificationsPanel',
  'QuickChatList',
  'ShortcutsPanel',
  'Shell',
];

/** The main menu's link to the page shown, marked as the current page. */
const currentEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).locator('a[aria-current="page"]');

/** The operation names in a POST /graphql body: an array for a batch, an object otherwise. */
function operationNames(request: Request): string[] {
  const body = JSON.parse(request.postData() ?? 'null') as unknown;
  const operations = (Array.isArray(body) ? body : [body]) as { operationName?: unknown }[];
  return operations.map((operation) => String(operation?.operationName));
}

/** Collects the operation names of every POST /graphql the page sends from now on. */
function recordOperations(page: Page): string[][] {
  const requests: string[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') {
      requests.push(operationNames(request));
    }
  });
  return requests;
}

test('a sign-in brings the start-up loads and the menu in its answer: none goes out after it', async ({
  page,
}) => {
  await page.goto('/sign-in');
  const requests = recordOperations(page);
  await submitSignInForm(page);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await expect(currentEntry(page)).toHaveText('Administration');
  // The panels show what the answer brought: the unread count beside the messages button.
  const messages = page.getByRole('button', { name: /^Messages, \d+ unread$/ });
  await expect(messages.locator('xpath=..')).toContainText(/\d/);

  // Before it, the sign-in page may have asked for the menu alone (router.tsx); after
  // it, neither the menu nor any start-up load goes out.
  const signIn = requests.findIndex((names) => names.includes('SignInToShell'));
  expect(requests[signIn], `POST /graphql bodies: ${JSON.stringify(requests)}`).toEqual([
    'SignInToShell',
  ]);
  expect(
    requests
      .slice(0, signIn)
      .flat()
      .every((name) => name === 'Menu'),
  ).toBe(true);
  const loads = requests
    .slice(signIn + 1)
    .flat()
    .filter((name) => [...INITIAL_LOADS, 'Menu'].includes(name));
  expect(loads, `POST /graphql bodies: ${JSON.stringify(requests)}`).toEqual([]);
});

test('a sign-in sent before the page has asked for the menu: the menu comes with its answer only', async ({
  page,
}) => {
  const releaseShell = await hold(page, '**/assets/shell-*.js');
  const releaseSignIn = await hold(
    page,
    '**/graphql',
    (route) => route.request().postData()?.includes('SignInToShell') ?? false,
  );
  await page.goto('/sign-in');
  const requests = recordOperations(page);
  await submitSignInForm(page);
  await expect.poll(() => requests.flat()).toContain('SignInToShell');
  // The shell's code comes while the sign-in is on its way: the shell is made ready
  // hidden (router.tsx), without asking for the menu the answer will bring.
  releaseShell();
  await expect(page.locator('header')).toHaveCount(1);
  releaseSignIn();
  await expect(currentEntry(page)).toHaveText('Administration');
  expect(requests.flat(), `POST /graphql bodies: ${JSON.stringify(requests)}`).not.toContain(
    'Menu',
  );
});

test('a sign-in whose loads failed signs in all the same, and the shell sends them', async ({
  page,
}) => {
  // As the server answers when a field inside `query` fails: the sign-in stands.
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { signIn?: { query: unknown } } };
    if (body.data?.signIn) body.data.signIn.query = null;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/sign-in');
  const requests = recordOperations(page);
  await submitSignInForm(page);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  const messages = page.getByRole('button', { name: /^Messages, \d+ unread$/ });
  await expect(messages.locator('xpath=..')).toContainText(/\d/);

  const carrying = requests.filter((names) => names.some((name) => INITIAL_LOADS.includes(name)));
  expect(carrying, `POST /graphql bodies: ${JSON.stringify(requests)}`).toHaveLength(1);
  expect(carrying[0]).toEqual(expect.arrayContaining(INITIAL_LOADS));
});

test('with a stored session, the start-up loads and the menu go out as one batched request', async ({
  browser,
  baseURL,
  session,
}) => {
  const context = await browser.newContext({ baseURL, storageState: session.storageState });
  const page = await context.newPage();
  const requests = recordOperations(page);

  await page.goto('/administracion');
  // The shell shows only after its loader has their answers.
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await expect(currentEntry(page)).toHaveText('Administration');

  const carrying = requests.filter((names) => names.some((name) => INITIAL_LOADS.includes(name)));
  expect(carrying, `POST /graphql bodies: ${JSON.stringify(requests)}`).toHaveLength(1);
  expect(carrying[0]).toEqual(expect.arrayContaining(INITIAL_LOADS));
  await context.close();
});

test('a sign-in brings the menu in the shape of the layout the next page shows', async ({
  page,
}) => {
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent('/ajustes?layout=modern')}`);
  const requests = recordOperations(page);
  await submitSignInForm(page);
  await expect(page).toHaveURL('/ajustes?layout=modern');
  // The modern layout's menu: a bar of groups across the top.
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Areas' }),
  ).toBeVisible();
  expect(requests.flat(), `POST /graphql bodies: ${JSON.stringify(requests)}`).not.toContain(
    'Shell',
  );
});
