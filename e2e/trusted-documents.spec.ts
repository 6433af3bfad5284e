// Trusted documents as a production server runs them (TRUSTED_DOCUMENTS=require, the
// explorer off): the web client works end to end sending only the ids of its documents,
// and a document of anyone else's is refused.
import { submitSignInForm } from './auth';
import { expect, test } from './fixtures';
import { startServer } from './server';

interface SentOperation {
  query?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

test('under TRUSTED_DOCUMENTS=require the client signs in, reads and writes with ids only', async ({
  browser,
  playwright,
}) => {
  const server = await startServer({ TRUSTED_DOCUMENTS: 'require', EXPLORER: 'off' });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const sent: SentOperation[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
        sent.push(...[request.postDataJSON() as SentOperation | SentOperation[]].flat());
      }
    });

    await page.goto('/sign-in');
    await submitSignInForm(page);
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    // A write: the first unread notification marked read in the toolbar's panel.
    const bell = page.getByRole('button', { name: /^Notifications, (\d+) unread$/ });
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: 'Mark as read' }).first().click();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      before > 1 ? `Notifications, ${before - 1} unread` : 'Notifications',
    );
    await page.keyboard.press('Escape');
    await page.goto('/apps/notes');
    await expect(
      page.getByRole('link', { name: 'Compras de la semana', exact: true }),
    ).toBeVisible();

    expect(sent.length).toBeGreaterThan(5);
    for (const operation of sent) {
      expect(operation.query, JSON.stringify(operation)).toBeUndefined();
      expect(operation.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    }
    await context.close();

    const request = await playwright.request.newContext({ baseURL: server.url });
    const answer = await request.post('/graphql', { data: { query: '{ __typename }' } });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }],
    });
    await request.dispose();
  } finally {
    await server.stop();
  }
});
