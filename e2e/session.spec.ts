// The session after start-up: a token the server refuses mid-session ends it; a server
// that cannot be reached at start-up does not.
import { TOKEN_KEY, requestSignIn, storedToken } from './auth';
import { expect, test } from './fixtures';
import { forgedToken } from './tokens';

test.use({ signedIn: true });

test('a token refused mid-session ends the session and goes to sign-in', async ({
  page,
  request,
}) => {
  const { user } = await requestSignIn(request);
  await page.goto('/administracion');
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();

  // As if the token had been revoked: the next request carries one the server refuses.
  const forged = await forgedToken(user.id);
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [TOKEN_KEY, forged]);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Main panel' })
    .click();

  // Back to where the user was or was going, after signing in again.
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2F(administracion|panel-principal)$/);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

for (const [failure, fail] of [
  ['cannot be reached', { abort: 'internetdisconnected' }],
  ['answers 502 Bad Gateway', { status: 502 }],
] as const) {
  test(`when the server ${failure} at start-up the session is kept, and Try again goes on`, async ({
    page,
  }) => {
    await page.route('**/graphql', (route) =>
      'abort' in fail ? route.abort(fail.abort) : route.fulfill({ status: fail.status, body: '' }),
    );
    await page.goto('/administracion');
    await expect(
      page.getByRole('heading', { name: 'The server cannot be reached', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('The server cannot be reached · Admin');
    const token = await storedToken(page);
    expect(token, 'the session token is kept').not.toBeNull();

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    await expect(page).toHaveURL('/administracion');
    await expect(page).toHaveTitle('Administration · Admin');
    expect(await storedToken(page)).not.toBeNull();
  });
}
