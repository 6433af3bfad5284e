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
