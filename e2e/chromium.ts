// Debian's Chromium for the browser tests and the benchmarks: Playwright never downloads
// a browser here.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';

/** The benchmarks' browser, the one users have: `CHROMIUM_PATH`, or Debian's launcher. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser tests': `CHROMIUM_PATH`, or Debian's `chromium-headless-shell`, the same
 * engine (Blink, V8, the same version) without the browser around it, which is what
 * Playwright itself runs headless. A cold page load costs it about a quarter less CPU
 * (browser process 0.85 → 0.35 s, renderer a little less); tasks.spec.ts ran in 1.3
 * minutes instead of 1.6.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

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

/**
 * For the browser tests, not the benchmarks: V8 without its optimizing tiers (TurboFan,
 * Maglev). A test's pages live for seconds, too short for optimized code to repay its
 * compiling: on tasks.spec.ts the pages' background threads used 44 s of CPU with them
 * and 15 s without, and their main threads 5 % less, for the same behaviour. The
 * benchmarks keep the default tiers, as users have them.
 */
export const testEngineArgs = ['--js-flags=--no-opt --no-maglev'];

/** Sends every `*.test` host name (gestion.test, www.test, ...) to the local server. */
export const testHostArgs = ['--host-resolver-rules=MAP *.test 127.0.0.1'];

/**
 * Fails with the way to get a browser when there is none at `path` (`chromiumPath` or
 * `testChromiumPath`, whose Debian packages are named after their files).
 */
export function assertChromium(path: string): void {
  if (existsSync(path)) return;
  const given = !!process.env.CHROMIUM_PATH;
  const fix = given
    ? 'Point CHROMIUM_PATH to a Chromium or Chrome executable'
    : `Install it with "apt-get install -y ${basename(path)}" (as root), or set ` +
      'CHROMIUM_PATH to a Chromium or Chrome executable';
  throw new Error(
    `${given ? 'CHROMIUM_PATH points to' : 'Expected Chromium at'} ${path}, but there is no ` +
      "file there. The browser tests and benchmarks use Debian's Chromium and never " +
      `download one ("npx playwright install" does not work here). ${fix}.`,
  );
}
