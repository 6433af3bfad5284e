// Browser tests (e2e/): Debian's Chromium against the real server, started as users
// start it, with the mock delays off: one server per worker, on a port the OS picks
// (e2e/fixtures.ts), so workers never share data. `npm run test:e2e` builds the client
// first; see README, "Browser tests".
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { chromiumArgs, testChromiumPath, testEngineArgs, testHostArgs } from './e2e/chromium';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  // git-, prettier- and eslint-ignored, like the client build beside it.
  outputDir: 'dist/e2e/results',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own server and browser, which keep more than a core busy (one
  // worker on a spec: 177 s of CPU in 120 s; about 1.1 cores since V8's optimizing tiers
  // are off, chromium.ts). So a worker per core and a half: one on two cores, which
  // leaves `npm test`'s checks, beside the browser tests, the rest. Two there ran no
  // faster (a fresh clone, 2026-11-28: 197 of 291 tests in 23 min, the unit tests
  // starved and unfinished) and met a timing failure (--workers overrides it). Files
  // are spread over the workers; a file's tests run in order in one of them.
  workers: Math.max(1, Math.floor(availableParallelism() / 1.5)),
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 30_000,
  // What a user waits for may take a few seconds on a busy machine.
  expect: { timeout: 10_000 },
  reporter: CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // *.test host names reach the local server (hosts.spec.ts, shell.spec.ts); localhost,
    // development mode, is what the other specs open.
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...chromiumArgs, ...testEngineArgs, ...testHostArgs],
    },
    // Recording slows every test by about a third: pass --trace retain-on-failure to debug.
    trace: 'off',
    // Each test's fresh context would install the service worker, whose precache then
    // downloads the whole app beside the test; no test is about the worker.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // The system's "reduce motion" setting, which the app honours (lib/motion.ts): no
    // test is about the movement, and dialogs, drawers and charts that appear at once
    // spare each test its waits for them to settle (the dialog-heavy specs ran 9 %
    // faster). A test about motion sets 'no-preference'.
    reducedMotion: 'reduce',
  },
});
