// The real start-up script, as `npm run server` runs it, and compiled as `npm start` runs it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, SERVER_ENTRY } from '../scripts/build-server';

function start(env: Record<string, string>, args = ['--import', 'tsx', 'server/index.ts']) {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, DELAY_SCALE: '0', PORT: '0', DATA_DIR: 'memory', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitFor(read: () => string, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let i = 0; i < 500; i++) {
    const match = read().match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never printed ${pattern}: ${read()}`);
}

// Each test starts a whole server process, which takes seconds on a busy machine.
describe('server start-up', { timeout: 30_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves, then stops cleanly with exit code 0 on %s',
    async (signal) => {
      const { child, output } = start({ JWT_SECRET: 'x'.repeat(40) });
      const [, port] = await waitFor(output, /localhost:(\d+)/);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'memory' });
      const exited = once(child, 'exit');
      child.kill(signal);
      expect((await exited)[0]).toBe(0);
      expect(output()).toContain(`${signal} received`);
    },
  );

  // This machine's address on a network, if it has one.
  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

  // Two server processes at once: give them more time.
  it.skipIf(!lanAddress)(
    'listens on loopback only, unless HOST widens it',
    { timeout: 60_000 },
    async () => {
      const reach = async (host: string, port: string) =>
        fetch(`http://${host}:${port}/health`).then(
          (answer) => answer.status,
          () => 'unreachable',
        );
      const loopback = start({ JWT_SECRET: 'x'.repeat(40) });
      const wide = start({ JWT_SECRET: 'x'.repeat(40), HOST: '0.0.0.0' });
      try {
        const [, port] = await waitFor(loopback.output, /localhost:(\d+)/);
        expect(loopback.output()).toMatch(/loopback only, set HOST=0\.0\.0\.0/);
        expect(await reach('127.0.0.1', port!)).toBe(200);
        expect(await reach(lanAddress!, port!)).toBe('unreachable');
        const [, widePort] = await waitFor(wide.output, /0\.0\.0\.0:(\d+)/);
        expect(await reach(lanAddress!, widePort!)).toBe(200);
      } finally {
        loopback.child.kill();
        wide.child.kill();
      }
    },
  );

  it('refuses to start in production without JWT_SECRET, saying why', async () => {
    const { child, output } = start({ NODE_ENV: 'production' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toMatch(/Configuration error: JWT_SECRET is not set/);
  });

  it('says where its data is, and stops at once, naming the host, when DATABASE_URL cannot be reached', async () => {
    const { child, output } = start({
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://admin:hidden@127.0.0.1:9/admin',
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toMatch(/Data kept in PostgreSQL \(DATABASE_URL\)/);
    expect(output()).toMatch(/Cannot start: Could not reach PostgreSQL at 127\.0\.0\.1:9\/admin/);
    expect(output()).not.toContain('hidden');
  });

  it(
    'runs compiled, as npm start runs it, and leaves its rows for the next start when stopped',
    { timeout: 60_000 },
    async () => {
      await buildServer();
      const dir = mkdtempSync(join(tmpdir(), 'compiled-'));
      try {
        for (const round of [1, 2]) {
          const { child, output } = start({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: dir }, [
            SERVER_ENTRY,
          ]);
          const [, port] = await waitFor(output, /localhost:(\d+)/);
          const health = await fetch(`http://127.0.0.1:${port}/health`);
          expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
          const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
            body: JSON.stringify({ query: '{ __typename }' }),
          });
          expect(await answer.json(), `start ${round}`).toEqual({ data: { __typename: 'Query' } });
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          expect((await exited)[0]).toBe(0);
          expect(readdirSync(dir).filter((file) => file.startsWith('records-'))).toHaveLength(1);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
