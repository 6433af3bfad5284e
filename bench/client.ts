// npm run bench:client: the sign-in page's first screen and the way into the shell, as a
// visitor meets them. Builds the client, starts the app (production mode, delays off,
// loopback, a free port) and drives Chromium with a fresh context per run (no cache,
// service workers blocked): one warm-up run, then RUNS measured ones. Prints the medians
// (with min and max) beside the targets (issue 8, docs/PERFORMANCE.md). Bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, assertChromium } from '../e2e/chromium';
import {
  SIGN_IN_JS_BUDGET,
  installMarks,
  openSignIn,
  signInToShell,
  type SignInScreen,
} from '../e2e/first-screen';

const RUNS = 5;
/** The targets; the time until the page can be used has none, and is shown for scale. */
const TARGETS = {
  passwordMs: 600,
  readyMs: Infinity,
  scriptBytes: SIGN_IN_JS_BUDGET,
  shellMs: 300,
};
/** The whole benchmark, build included, stops after this. */
const DEADLINE_MS = 5 * 60_000;

const deadline = setTimeout(() => {
  console.error(`bench:client did not finish in ${DEADLINE_MS / 1000} s; stopping.`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

assertChromium();

console.log('Building the client…');
const build = spawnSync('npm', ['run', 'build:client'], { encoding: 'utf8' });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  throw new Error('The client build failed');
}

// As deployed: production mode, a throwaway signing key; PORT=0 takes a free port.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DELAY_SCALE: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
  },
});

let port = '';
server.once('exit', (code) => {
  if (port) return;
  console.error(`The server stopped (exit code ${code}) before it was ready.`);
  process.exit(1);
});

try {
  const lines = createInterface({ input: server.stdout! });
  while (!port) {
    const [line] = (await once(lines, 'line')) as [string];
    port = /API ready on http:\/\/[^:]+:(\d+)/.exec(line)?.[1] ?? '';
  }
  const app = `http://127.0.0.1:${port}`;

  // Other work on the machine slows every figure: say how busy it was.
  const loadBefore = loadavg()[0]!;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const version = browser.version();
  const results: (SignInScreen & { shellMs: number })[] = [];
  try {
    // The warm-up run warms the server (JIT, file cache), not the browser: each context is new.
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await installMarks(page);
      const screen = await openSignIn(page, `${app}/sign-in`);
      const shellMs = await signInToShell(page);
      await context.close();
      if (run > 0) results.push({ ...screen, shellMs });
    }
  } finally {
    await browser.close();
  }

  const load = `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after, ${availableParallelism()} cores`;
  console.log(`\n${RUNS} runs on ${app}, Chromium ${version}, fresh context each; ${load}\n`);
  console.log('figure                                   median        min        max     target');
  const row = (label: string, key: keyof typeof TARGETS, unit: string, scale = 1) => {
    const values = results.map((result) => result[key] / scale).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)]!;
    const cells = [median, values[0]!, values.at(-1)!].map((value) =>
      `${value.toFixed(unit === 'ms' ? 0 : 1)} ${unit}`.padStart(11),
    );
    const limit = TARGETS[key] / scale;
    const target = Number.isFinite(limit) ? `≤ ${limit} ${unit}` : '';
    const verdict = !Number.isFinite(limit) ? '' : median <= limit ? 'met' : 'MISSED';
    console.log(`${label.padEnd(36)}${cells.join('')}${target.padStart(11)}  ${verdict}`);
  };
  row('navigation → password field shown', 'passwordMs', 'ms');
  row('navigation → the form can be used', 'readyMs', 'ms');
  row('JS before that (compressed)', 'scriptBytes', 'kB', 1000);
  row('sign-in click → shell shown', 'shellMs', 'ms');

  console.log('\nJavaScript before the form could be used (last run):');
  for (const file of results.at(-1)!.scripts) {
    console.log(`  ${(file.bytes / 1000).toFixed(1).padStart(7)} kB  ${file.path}`);
  }
} finally {
  server.kill('SIGTERM');
}
