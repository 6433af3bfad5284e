// The specs' `test`: Playwright's, plus `signIn(origin)` for starting signed in on any host.
import { test as base } from '@playwright/test';
import { signInOn } from './auth';

export { expect } from '@playwright/test';

export const test = base.extend<{
  /** Stores a fresh session token for `origin` (the app's own by default) in this context. */
  signIn: (origin?: string) => Promise<void>;
}>({
  signIn: async ({ context, request, baseURL }, use) => {
    await use((origin = baseURL!) => signInOn(context, request, origin));
  },
});
