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
  // A worker per core, each with its own server and browser. The headless shell
  // (e2e/chromium.ts) made that pay on two cores: four of the longest specs ran in 4.0
  // minutes on two workers, 5.1 on one (with Chromium itself, 2026-11-28: 8 % faster and
  // the unit tests beside starved). Files are spread over the workers; a file's tests
  // run in order in one of them.
  workers: availableParallelism(),
  fullyParallel: false,
  forbidOnly: CI,
  // On CI one retry: the suite runs on a busy two-core machine, where three tests failed
  // once each in two full runs (an axe check of the notifications panel, a chat and an
  // icon-grid keyboard test) and passed in every run since, alone, beside a CPU hog and
  // in the full suite. A test that fails twice fails the run; one that passed on its
  // retry is printed in full as "flaky" at the end of the report, to be looked into.
  retries: CI ? 1 : 0,
  timeout: 30_000,
  // What a user waits for may take a few seconds on a busy machine.
  expect: { timeout: 10_000 },
  // On CI, dots, then every failure in full at the end, where a log cut short keeps it.
  reporter: CI ? 'dot' : 'list',
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
