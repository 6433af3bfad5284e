// Runs once before the specs: fail early, with the fix, when the browser or the build is missing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertChromium, testChromiumPath } from './chromium';

const CLIENT_INDEX = fileURLToPath(new URL('../dist/client/index.html', import.meta.url));

export default function globalSetup(): void {
  assertChromium(testChromiumPath);
  if (!existsSync(CLIENT_INDEX)) {
    throw new Error(
      'The web client is not built (dist/client/index.html is missing). Run "npm run test:e2e", ' +
        'which builds it first, or "npm run build:client" before "npx playwright test".',
    );
  }
}
