import type { Page } from '@playwright/test';
import { ACCOUNT, storedToken, submitSignInForm } from './auth';
import { expect, test } from './fixtures';

/** The guest-only pages: a signed-in visitor is sent on from each. */
const GUEST_PAGES = [
  '/confirmation-required',
  '/forgot-password',
  '/reset-password',
  '/sign-in',
  '/sign-up',
];

const SIGNED_OUT = 'You have signed out';

/** Records whether `text` ever shows on the page, however briefly, from the next load on. */
async function watchFor(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((wanted) => {
    const seen = () => document.body?.textContent?.includes(wanted) ?? false;
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.seen = 'yes';
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => (await page.locator('html').getAttribute('data-seen')) === 'yes';
}

test.describe('signed out', () => {
  test('the sign-in page has its heading, fields and button', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByLabel('Email address', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a wrong password is refused on the form, then the right one signs in', async ({ page }) => {
    await page.goto('/sign-in');
    // The app's own form, not the prerendered one it replaces as it starts.
    const form = await page.locator('#root form').elementHandle();
    await submitSignInForm(page, { email: ACCOUNT.email, password: 'not-the-password' });
    await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(ACCOUNT.email);
    expect(await storedToken(page)).toBeNull();

    // The same form, still on the page with the e-mail kept: only the password is typed again.
    expect(await form!.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/administracion');
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    expect(await storedToken(page)).not.toBeNull();
  });

  test("a refused sign-in says so in the reader's language", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.goto('/sign-in');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(ACCOUNT.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByText('Correo electrónico o contraseña incorrectos.')).toBeVisible();
    await expect(page.getByText('Wrong e-mail or password.')).toHaveCount(0);
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

  test('the sign-up form says what is missing only once submitted, then as the user types', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const submit = page.getByRole('button', { name: 'Create your account', exact: true });
    const name = page.getByLabel('Full name', { exact: true });
    await name.fill('A');
    await name.fill('');
    // Nothing wrong is said while the visitor is still typing.
    await expect(page.getByText('Full name is required.')).toBeHidden();

    const signUps: string[] = [];
    page.on('request', (request) => {
      // Only the sign-up: the page asks for the menu, too, once idle (router.tsx).
      if (request.postData()?.includes('"SignUp"')) signUps.push(request.url());
    });
    await submit.click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Email address is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('Accept the terms to continue.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(signUps, 'an invalid form sends nothing').toEqual([]);

    // From then on each message follows what is typed.
    await page.getByLabel('Email address', { exact: true }).fill('someone@');
    await expect(page.getByText('Enter an e-mail address such as name@company.com.')).toBeVisible();
    await page.getByLabel('Email address', { exact: true }).fill('someone@company.com');
    await expect(page.getByText('Enter an e-mail address such as name@company.com.')).toBeHidden();
    await name.fill('Someone New');
    await expect(page.getByText('Full name is required.')).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill('a password');
    await page.getByText('I agree to the terms of service and the privacy policy').click();
    await expect(page.getByText('Accept the terms to continue.')).toBeHidden();

    await submit.click();
    await expect(page).toHaveURL('/confirmation-required');
  });

  test('the reset form checks that both passwords match, whichever is typed last', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('first choice');
    await page.getByLabel('Confirm password', { exact: true }).fill('second choice');
    await page.getByRole('button', { name: 'Reset your password', exact: true }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    // Changing the first password to match clears the message on the second.
    await page.getByLabel('New password', { exact: true }).fill('second choice');
    await expect(page.getByText('The passwords do not match.')).toBeHidden();
    await page.getByRole('button', { name: 'Reset your password', exact: true }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
  });

  test('/sign-out is for signed-in users: a visitor goes straight to sign-in', async ({ page }) => {
    const sawSignedOut = await watchFor(page, SIGNED_OUT);
    await page.goto('/sign-out');
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await sawSignedOut(), 'the sign-out page never shows').toBe(false);
  });
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  for (const path of GUEST_PAGES) {
    test(`${path} sends a signed-in visitor to /administracion`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/administracion');
      await expect(
        page.getByRole('heading', { name: 'Administration', exact: true }),
      ).toBeVisible();
    });
  }

  test('signing out says so, then shows the sign-in page', async ({ page }) => {
    await page.goto('/sign-out');
    // Signed-in-only, yet the page that ends the session stays for its countdown.
    await expect(page.getByText(SIGNED_OUT)).toBeVisible();
    await expect(page).toHaveURL('/sign-out');
    expect(await storedToken(page)).toBeNull();
    // The page counts down three seconds before leaving.
    await expect(page).toHaveURL('/sign-in', { timeout: 10_000 });
  });

  test("the shell's sign-out ends the session, counts down and shows sign-in", async ({ page }) => {
    await page.goto('/administracion');
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page).toHaveURL('/sign-out');
    await expect(page.getByText(SIGNED_OUT)).toBeVisible();
    await expect(page.getByText(/Back to sign-in in [123] seconds?\./)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect(page).toHaveURL('/sign-in', { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();

    // The session is over: a guarded page asks to sign in again.
    await page.goto('/administracion');
    await expect(page).toHaveURL('/sign-in?redirectURL=%2Fadministracion');
  });
});
