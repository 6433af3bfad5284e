// Browser tests (e2e/): Debian's Chromium against the real server, started as users
// start it, on a test port with the mock delays off. `npm run test:e2e` builds the
// client first; see README, "Browser tests".
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, testHostArgs } from './e2e/chromium';
import { APP_URL, TEST_JWT_SECRET, TEST_PORT } from './e2e/server';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  // git-, prettier- and eslint-ignored, like the client build beside it.
  outputDir: 'dist/e2e/results',
  globalSetup: './e2e/global-setup.ts',
  // Two cores: one worker for the specs, one core for the server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: CI ? 'line' : 'list',
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recording slows every test by about a third: pass --trace retain-on-failure to debug.
    trace: 'off',
    // Each test's fresh context would install the service worker, whose precache then
    // downloads the whole app beside the test; no test is about the worker.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      testIgnore: /hosts\.spec\.ts$/,
      dependencies: ['setup'],
    },
    {
      // Host-name rules: *.test names resolve to the local server.
      name: 'hosts',
      testMatch: /hosts\.spec\.ts$/,
      dependencies: ['setup'],
      use: {
        launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...testHostArgs] },
      },
    },
  ],
  webServer: {
    command: 'npx tsx server/index.ts',
    env: { DELAY_SCALE: '0', PORT: String(TEST_PORT), JWT_SECRET: TEST_JWT_SECRET },
    url: `http://127.0.0.1:${TEST_PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
