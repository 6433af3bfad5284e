// A stored token is checked on start (SignInWithToken): an expired one ends the session.
import { requestSignIn, signedInState, storedToken } from './auth';
import { expect, test } from './fixtures';
import { expiredToken, validToken } from './tokens';

test('an expired token sends to sign-in and is dropped', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { user } = await requestSignIn(request);
  const token = await expiredToken(user.id);
  const refused = await request.post('/api/auth/sign-in-with-token', {
    data: { accessToken: token },
  });
  expect(refused.ok(), 'the server refuses the expired token').toBe(false);

  await context.setStorageState(signedInState(baseURL!, token));
  await page.goto('/administracion');
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Fadministracion');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a token signed the same way but still valid is kept', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The control for the test above: key, issuer and sub are right, only the time differs.
  const { user } = await requestSignIn(request);
  await context.setStorageState(signedInState(baseURL!, await validToken(user.id)));
  await page.goto('/administracion');
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await expect(page).toHaveURL('/administracion');
  expect(await storedToken(page)).not.toBeNull();
});
