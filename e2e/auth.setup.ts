// Signs in once before the specs and saves the storage state, as bulletproof-react's
// auth.setup does. Specs that start signed in use `test.use({ storageState: AUTH_FILE })`.
import { test as setup } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { AUTH_FILE, requestAccessToken, signedInState } from './auth';

setup('sign in with the sample account', async ({ request, baseURL }) => {
  const token = await requestAccessToken(request);
  mkdirSync(dirname(AUTH_FILE), { recursive: true });
  writeFileSync(AUTH_FILE, `${JSON.stringify(signedInState(baseURL!, token), null, 2)}\n`);
});
