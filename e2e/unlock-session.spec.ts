// /unlock-session: a signed-in user whose session is locked types only the password again.
import type { Page } from '@playwright/test';
import { requestSignIn, storedToken, type SignedInUser } from './auth';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

let user: SignedInUser;

test.beforeEach(async ({ page, request }) => {
  ({ user } = await requestSignIn(request));
  await page.goto('/unlock-session');
  await expect(
    page.getByRole('heading', { name: 'Unlock your session', exact: true }),
  ).toBeVisible();
});

async function unlock(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
}

test('it shows who is signed in and asks only for the password', async ({ page }) => {
  await expect(page.getByText(user.name, { exact: true })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  // One field, the password: no e-mail field, nor any other.
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'type',
    'password',
  );
  await expect(page.getByLabel('Email address', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();
});

test('a wrong password shows the server error and keeps the session', async ({ page }) => {
  const token = await storedToken(page);
  expect(token, 'the signed-in session token').not.toBeNull();

  await unlock(page, 'not-the-password');
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL('/unlock-session');
  // Wrong credentials are not a refused session: the token and the user stay.
  expect(await storedToken(page)).toBe(token);
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();

  // Still signed in after a reload: RequireSession would send a signed-out visitor to /sign-in.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL('/unlock-session');
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
});

test('the right password goes on through /signed-in-redirect to /administracion', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await unlock(page, 'admin');
  await expect(page).toHaveURL('/administracion');
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  expect(visited).toEqual(['/signed-in-redirect', '/administracion']);
});
