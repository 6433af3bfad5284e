import { ACCOUNT, AUTH_FILE, submitSignInForm } from './auth';
import { expect, test } from './fixtures';

test.describe('signed out', () => {
  test('the sign-in page has its heading, fields and button', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByLabel('Email address', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a wrong password is refused and the e-mail stays', async ({ page }) => {
    await page.goto('/sign-in');
    await submitSignInForm(page, { email: ACCOUNT.email, password: 'not-the-password' });
    await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
    await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(ACCOUNT.email);
    await expect(page).toHaveURL('/sign-in');
  });

  test('the right password lands on /administracion', async ({ page }) => {
    await page.goto('/sign-in');
    await submitSignInForm(page);
    await expect(page).toHaveURL('/administracion');
  });

  test('a guarded page sends to sign-in and back', async ({ page }) => {
    await page.goto('/ajustes');
    await expect(page).toHaveURL('/sign-in?redirectURL=%2Fajustes');
    await submitSignInForm(page);
    await expect(page).toHaveURL('/ajustes');
  });

  test('a reload after signing in keeps the session', async ({ page }) => {
    await page.goto('/sign-in');
    await submitSignInForm(page);
    await expect(page).toHaveURL('/administracion');
    await page.reload();
    await expect(page).toHaveURL('/administracion');
    // The stored token is checked after the reload; a refused one would end on /sign-in.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/administracion');
  });
});

test.describe('signed in', () => {
  test.use({ storageState: AUTH_FILE });

  test('the sign-in page sends a signed-in visitor to /administracion', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page).toHaveURL('/administracion');
  });

  test('signing out says so, then shows the sign-in page', async ({ page }) => {
    await page.goto('/sign-out');
    await expect(page.getByText('You have signed out')).toBeVisible();
    // The page counts down three seconds before leaving.
    await expect(page).toHaveURL('/sign-in', { timeout: 10_000 });
  });
});
