import type { RestRoute } from '../../rest/route';

const PAYLOAD = 'user { id name email avatar status } accessToken tokenType';

// Wrong credentials answer 404 with a `false` body, as the legacy mock did.
const WRONG_CREDENTIALS = { UNAUTHENTICATED: { status: 404, body: false } };

export const routes: RestRoute[] = [
  {
    method: 'POST',
    path: 'auth/sign-in',
    document: `mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${PAYLOAD} } }`,
    variables: { email: 'body.email', password: 'body.password' },
    errors: WRONG_CREDENTIALS,
  },
  {
    method: 'POST',
    path: 'auth/unlock-session',
    document: `mutation UnlockSession($email: String!, $password: String!) { unlockSession(email: $email, password: $password) { ${PAYLOAD} } }`,
    variables: { email: 'body.email', password: 'body.password' },
    errors: WRONG_CREDENTIALS,
  },
  {
    method: 'POST',
    path: 'auth/sign-in-with-token',
    document: `mutation SignInWithToken($accessToken: String!) { signInWithToken(accessToken: $accessToken) { ${PAYLOAD} } }`,
    variables: { accessToken: 'body.accessToken' },
  },
  {
    method: 'POST',
    path: 'auth/sign-up',
    document: `mutation SignUp($input: SignUpInput!) { signUp(input: $input) }`,
    variables: { input: 'body' },
  },
  {
    method: 'POST',
    path: 'auth/forgot-password',
    document: `mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }`,
    variables: { email: 'body.email' },
  },
  {
    method: 'POST',
    path: 'auth/reset-password',
    document: `mutation ResetPassword($password: String!) { resetPassword(password: $password) }`,
    variables: { password: 'body.password' },
  },
];
