// The shell's four initial loads start together, so BatchHttpLink sends them as one request.
import type { Request } from '@playwright/test';
import { AUTH_FILE } from './auth';
import { expect, test } from './fixtures';

const INITIAL_LOADS = ['MessagesPanel', 'NotificationsPanel', 'QuickChatList', 'ShortcutsPanel'];

/** The operation names in a POST /graphql body: an array for a batch, an object otherwise. */
function operationNames(request: Request): string[] {
  const body = JSON.parse(request.postData() ?? 'null') as unknown;
  const operations = (Array.isArray(body) ? body : [body]) as { operationName?: unknown }[];
  return operations.map((operation) => String(operation?.operationName));
}

test.use({ storageState: AUTH_FILE });

test('the four initial loads go out as one batched request', async ({ page }) => {
  const requests: string[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') {
      requests.push(operationNames(request));
    }
  });

  await page.goto('/administracion');
  // The shell shows only after its loader has the four answers.
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();

  const carrying = requests.filter((names) => names.some((name) => INITIAL_LOADS.includes(name)));
  expect(carrying, `POST /graphql bodies: ${JSON.stringify(requests)}`).toHaveLength(1);
  expect(carrying[0]).toEqual(expect.arrayContaining(INITIAL_LOADS));
});
