// The pages run under their content security policies without a single violation:
// the app through sign-in, the shell, its menus, Turkish and dark mode; the explorer
// through running an operation.
import type { BrowserContext, Page } from '@playwright/test';
import { submitSignInForm } from './auth';
import { expect, test } from './fixtures';

/** Gathers every policy violation the pages of `context` report, and those the console shows. */
async function watchViolations(
  context: BrowserContext,
): Promise<(page: Page) => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const logged: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  return async (page) => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)),
  ];
}

test('the app runs under its policy with no violation', async ({ context, page }) => {
  const violations = await watchViolations(context);
  const response = await page.goto('/sign-in');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");

  await submitSignInForm(page);
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { name: 'Yönetim', exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // A full load of a signed-in page, and the not-found page.
  await page.goto('/panel-principal');
  await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/404-not-found/);
  expect(await violations(page)).toEqual([]);
});

test('the explorer runs an operation under its policy with no violation', async ({
  context,
  page,
}) => {
  const violations = await watchViolations(context);
  await page.goto('/graphql');
  // Monaco (a large editor) writes its lines with non-breaking spaces.
  const editor = page.locator('.graphiql-query-editor .view-lines');
  await expect(editor).toContainText(/mutation\sSignIn/, { timeout: 15_000 });
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.result-window')).toContainText('accessToken', { timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
});

test('a body over its limit: the page reads the refusal, not a reset', async ({ page }) => {
  await page.goto('/sign-in');
  // Chromium reads an answer only once it has sent the whole body, so the server must
  // go on reading after it answered (a lingering close) for the page to see it.
  const answers = await page.evaluate(async () => {
    const json = 'x'.repeat(2 * 1024 * 1024);
    const upload = new FormData();
    upload.set('id', 'x');
    upload.set(
      'avatar',
      new Blob([new Uint8Array(7 * 1024 * 1024)], { type: 'image/png' }),
      'a.png',
    );
    const sent: [string, RequestInit][] = [
      ['/api/auth/sign-in', { body: json, headers: { 'content-type': 'application/json' } }],
      ['/graphql', { body: json, headers: { 'content-type': 'application/json' } }],
      // Signed out: 401 before the 7 MB are read.
      ['/api/apps/contacts/avatar', { body: upload }],
    ];
    const read: (number | string)[] = [];
    for (const [path, init] of sent) {
      try {
        read.push((await fetch(path, { method: 'POST', ...init })).status);
      } catch (error) {
        read.push(String(error));
      }
    }
    return read;
  });
  expect(answers).toEqual([413, 413, 401]);
});
