// npm run bench:start: how long a server takes to start on the embedded database, and
// how much memory it holds, with 0, 100,000 and 1,000,000 generated products. Each
// folder is started three times: first on the database as seeded (the start reads every
// row, as after a crash or a script), then after a clean stop (the start reads the
// snapshot the stop left, data/snapshot.ts): the start users meet every day; and once
// more as `npm run server` (tsx, compiling TypeScript as it loads). Then the memory of a
// server just started on an empty folder (creating the database), of the same server
// once it has created 20,000 products through the API, and of one started on them. The
// server is `npm start`'s (dist/server, built first), on a temporary DATA_DIR and
// loopback; a start is timed from the spawn to the first answer of GET /health. About
// 8 minutes, most of it writing the million products.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchAccessToken } from '../e2e/auth';
import { buildServer, SERVER_ENTRY } from '../scripts/build-server';
import { openEmbedded } from '../server/data/database';
import { addGenerated } from '../server/data/seed';
import { SERVER_NODE_FLAGS } from '../server/heap';
import { CONNECTIONS, HOST } from './harness';

const SIZES = [0, 100_000, 1_000_000];
/** Products created through the API for the first-start comparison. */
const CREATED = 20_000;
/** Memory is read this long after the start, once the database's start-up is let go. */
const SETTLE_MS = 5_000;
const PORT = 4_900;

interface Started {
  child: ChildProcess;
  ms: number;
}

/** The server as `npm start` runs it (compiled), or as `npm run server` does (tsx). */
const COMMANDS = {
  compiled: [...SERVER_NODE_FLAGS, SERVER_ENTRY],
  tsx: ['--import', 'tsx', 'server/index.ts'],
};

async function start(dir: string, how: keyof typeof COMMANDS = 'compiled'): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, COMMANDS[how], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(PORT), HOST, DELAY_SCALE: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const answer = await fetch(`http://${HOST}:${PORT}/health`).catch(() => null);
    if (answer?.ok) return { child, ms: performance.now() - started };
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The server's resident memory, MB, once it has settled. */
async function residentMb(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  folders.push(dir);
  return dir;
};

try {
  await buildServer();
  console.log('\nstarting on the embedded database (npm start: compiled)\n');
  console.log(
    'products      seeded in    1st start   later start   later, tsx   1st RSS MB  later RSS MB',
  );
  const rss: number[] = [];
  for (const size of SIZES) {
    const dir = folder();
    const seeding = performance.now();
    const db = await openEmbedded(dir);
    await addGenerated(db, { products: size, contacts: 0, tasks: 0 }, size);
    await db.close();
    const seeded = (performance.now() - seeding) / 1000;
    const first = await start(dir);
    const firstMb = await residentMb(first.child);
    await stop(first.child);
    const later = await start(dir);
    const mb = await residentMb(later.child);
    await stop(later.child);
    const tsx = await start(dir, 'tsx');
    await stop(tsx.child);
    rss.push(mb);
    const seconds = (ms: number, width: number) => `${(ms / 1000).toFixed(1)} s`.padStart(width);
    console.log(
      `${String(size).padStart(9)} ${seconds(seeded * 1000, 13)} ${seconds(first.ms, 12)} ${seconds(later.ms, 13)} ${seconds(tsx.ms, 12)} ${firstMb.toFixed(0).padStart(11)} ${mb.toFixed(0).padStart(11)}`,
    );
  }
  console.log(
    `\n  per 100,000 products: ${(rss[1]! - rss[0]!).toFixed(0)} MB at 100,000, ${((rss[2]! - rss[0]!) / 10).toFixed(0)} MB at 1,000,000`,
  );

  // Created through the API, then restarted on the same data.
  const dir = folder();
  const server = await start(dir);
  const created = await residentMb(server.child);
  const token = await fetchAccessToken(`http://${HOST}:${PORT}`);
  await autocannon({
    url: `http://${HOST}:${PORT}/graphql`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { createInventoryProduct { id } }' }),
    connections: CONNECTIONS,
    amount: CREATED,
  });
  const afterCreating = await residentMb(server.child);
  await stop(server.child);
  const restarted = await start(dir);
  const afterRestart = await residentMb(restarted.child);
  await stop(restarted.child);
  console.log(
    `\na first start, creating the database: ${created.toFixed(0)} MB; then ${CREATED} products created through the API: ${afterCreating.toFixed(0)} MB; the same data after a restart: ${afterRestart.toFixed(0)} MB`,
  );
} finally {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
