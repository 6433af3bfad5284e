// Debian's Chromium for the browser tests: Playwright never downloads a browser here.
import { existsSync } from 'node:fs';

/** `CHROMIUM_PATH`, or Debian's launcher. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless flags that keep Chromium quiet and offline apart from the app under test. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Sends every `*.test` host name (gestion.test, www.test, ...) to the local server. */
export const testHostArgs = ['--host-resolver-rules=MAP *.test 127.0.0.1'];

/** Fails with the way to get a browser when there is none at `chromiumPath`. */
export function assertChromium(): void {
  if (existsSync(chromiumPath)) return;
  const source = process.env.CHROMIUM_PATH ? 'CHROMIUM_PATH points to' : 'Expected Chromium at';
  throw new Error(
    `${source} ${chromiumPath}, but there is no file there. The browser tests use Debian's ` +
      'Chromium and never download one ("npx playwright install" does not work here). ' +
      'Install it with "apt-get install -y chromium" (as root), or set CHROMIUM_PATH to a ' +
      'Chromium or Chrome executable.',
  );
}
