// npm run bench:live: issue 27's live updates. One server (`bench/target.ts live`, its
// data on the embedded database in a temporary folder, as a user's default keeps it)
// holds 1,000 sockets of the one sample account, each with one subscription to the
// notifications. Measured, loopback only, bounded in count and time (under a minute):
//
// - the server's memory per idle connection: rss and heapUsed + external after a full
//   collection, with no socket open (after a warm-up) and with the 1,000 open;
// - the delay from a write (createNotification through POST /graphql, its time taken
//   just before the request is sent) to its event on each socket: 300 writes, one at a
//   time, each after every socket has had the previous one.
//
// This process is the load generator and holds the 1,000 client sockets on the same
// 2 cores as the server: its own handling is part of each delay, so its work per event
// is kept to a Map lookup and a clock read. Prints a table and the target's verdict;
// exits non-zero only on errors, not on a missed target (as bench/api.ts).
import { createClient, type Client } from 'graphql-ws';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { fetchAccessToken } from '../e2e/auth';
import { byId, CREATE_NOTIFICATION, NOTIFICATIONS_CHANGED, persistedQuery } from './documents';

const HOST = '127.0.0.1';
const SOCKETS = 1_000;
/** Sockets opened at once, so that 2 cores take the handshakes and token checks in turn. */
const BATCH = 50;
const WRITES = 300;
/** Writes before the memory is first measured, through one socket (code paths warmed). */
const WARMUP_WRITES = 20;
/** A short pause after each write's last delivery, before the next write. */
const PAUSE_MS = 10;
/** The longest wait for one write's deliveries (or one batch's sockets) before going on. */
const WAIT_MS = 5_000;
/** The target: p99 of the delay from a write to its delivery. */
const TARGET_P99_MS = 100;

interface Event {
  notificationsChanged: { change: string; notification: { id: string; title: string } | null };
}

// Production mode, delays off (bench/target.ts), with gc() exposed for the memory
// figures; BENCH_NODE_OPTIONS passes more flags to the server (e.g. --cpu-prof).
const secret = randomBytes(32).toString('base64url');
const target = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
    '--expose-gc',
    '--import',
    'tsx',
    'bench/target.ts',
    'live',
    // The cap on one account's sockets: the 1,000 and the warm-up's one.
    String(SOCKETS + 1),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', BENCH_SECRET: secret },
  },
);
const [line] = (await once(createInterface({ input: target.stdout! }), 'line')) as [string];
const { appPort, cpuPort } = JSON.parse(line) as { appPort: number; cpuPort: number };
const app = `http://${HOST}:${appPort}`;
const json = { 'content-type': 'application/json' };

/** What the server's objects hold: its heap, and buffers and WebAssembly memory. */
const heap = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;

/**
 * The server's memory after a full collection, once it has settled: the embedded
 * database's start leaves hundreds of MB of WebAssembly memory that a collection frees
 * only some seconds later, so readings are taken a second apart until heapUsed +
 * external moves by less than 1 MB (at most 15).
 */
async function serverMemory(): Promise<NodeJS.MemoryUsage> {
  const read = async () =>
    (await (await fetch(`http://${HOST}:${cpuPort}/memory`)).json()) as NodeJS.MemoryUsage;
  let last = await read();
  for (let reading = 1; reading < 15; reading += 1) {
    await sleep(1_000);
    const next = await read();
    const moved = Math.abs(heap(next) - heap(last));
    last = next;
    if (moved < 1024 * 1024) break;
  }
  return last;
}

/** The server process's CPU time so far (user + system), µs. */
async function serverCpu(): Promise<number> {
  return (await (await fetch(`http://${HOST}:${cpuPort}/`)).json()) as number;
}

/** Resolves when `promise` does, or after `ms` (false then), leaving no timer behind. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const clients: Client[] = [];
/** Clients closed by this process: their close is not an error. */
const closing = new WeakSet<Client>();
const errors: string[] = [];

async function close(client: Client): Promise<void> {
  closing.add(client);
  await client.dispose();
}

/** Creates a notification titled `title` through POST /graphql; throws unless it answers one. */
async function write(title: string, headers: Record<string, string>): Promise<void> {
  const answer = await fetch(`${app}/graphql`, {
    method: 'POST',
    headers,
    body: byId(CREATE_NOTIFICATION, { title }),
  });
  const body = (await answer.json()) as { data?: { createNotification?: { id: string } } };
  if (!answer.ok || !body.data?.createNotification) {
    throw new Error(`the write failed: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/**
 * Opens a socket with one subscription; `onTitle` gets each event's notification title.
 * Resolves once the server has acknowledged the connection.
 */
function open(token: string, onTitle: (title: string) => void): Promise<void> {
  let acknowledged: () => void = () => {};
  const connected = new Promise<void>((resolve) => (acknowledged = resolve));
  const client = createClient({
    url: `ws://${HOST}:${appPort}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      connected: () => acknowledged(),
      closed: (event) => {
        if (closing.has(client)) return;
        const { code, reason } = event as { code: number; reason: unknown };
        errors.push(`a socket closed: ${code} ${String(reason)}`);
      },
    },
  });
  clients.push(client);
  client.subscribe<Event>(
    // By id, as the web client subscribes (the text is sent too: graphql-ws wants one).
    { query: NOTIFICATIONS_CHANGED, extensions: persistedQuery(NOTIFICATIONS_CHANGED) },
    {
      next: (result) => {
        const title = result.data?.notificationsChanged.notification?.title;
        if (title !== undefined) onTitle(title);
        else errors.push(`an event without its notification: ${JSON.stringify(result)}`);
      },
      error: (error) => errors.push(`a subscription failed: ${JSON.stringify(error)}`),
      complete: () => {},
    },
  );
  return connected;
}

/** The value `share` of the way through sorted values. */
const at = (values: Float64Array, share: number) =>
  values[Math.min(values.length - 1, Math.floor(share * values.length))]!;
const ms = (value: number) => value.toFixed(1).padStart(9);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const accessToken = await fetchAccessToken(app);
  const headers = { ...json, authorization: `Bearer ${accessToken}` };
  const loadBefore = loadavg()[0]!;

  // Warm-up: one socket sees a few writes, then closes, so that the first figure holds
  // the code and caches that serving any socket brings, and no socket.
  let warmupEvents = 0;
  const warmup = open(accessToken, () => (warmupEvents += 1));
  if (!(await within(warmup, WAIT_MS))) throw new Error('the warm-up socket was not acknowledged');
  for (let n = 0; n < WARMUP_WRITES; n += 1) await write(`warm-up ${n}`, headers);
  for (let wait = 0; warmupEvents < WARMUP_WRITES && wait < WAIT_MS; wait += 50) await sleep(50);
  if (warmupEvents < WARMUP_WRITES) throw new Error('the warm-up socket missed events');
  await close(clients.pop()!);
  const before = await serverMemory();

  // Each delivery's time (performance.now()) by write and socket; 0 until it arrives.
  const arrivals = new Float64Array(WRITES * SOCKETS);
  const received = new Uint32Array(WRITES);
  /** A measured write's title → its number; other titles only show a socket is live. */
  const writeOf = new Map<string, number>();
  const live = new Uint8Array(SOCKETS);
  let allDelivered: () => void = () => {};

  // The sockets, a batch at a time, each subscribed as soon as it opens.
  const openedAt = performance.now();
  for (let first = 0; first < SOCKETS; first += BATCH) {
    const batch = [];
    for (let socket = first; socket < Math.min(first + BATCH, SOCKETS); socket += 1) {
      batch.push(
        open(accessToken, (title) => {
          const n = writeOf.get(title);
          if (n === undefined) {
            live[socket] = 1;
            return;
          }
          arrivals[n * SOCKETS + socket] = performance.now();
          if ((received[n]! += 1) === SOCKETS) allDelivered();
        }),
      );
    }
    if (!(await within(Promise.all(batch), WAIT_MS))) {
      throw new Error(
        `sockets ${first}–${first + BATCH - 1} were not all acknowledged. ${errors.join('\n')}`,
      );
    }
    if (errors.length) throw new Error(errors.join('\n'));
  }
  // graphql-ws does not acknowledge a subscription: writes until every socket has had
  // an event show that each one is subscribed.
  for (let n = 0; live.includes(0); n += 1) {
    if (performance.now() - openedAt > 60_000) {
      throw new Error(`${live.filter((seen) => !seen).length} sockets never had an event`);
    }
    await write(`subscribed? ${n}`, headers);
    await sleep(200);
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  const after = await serverMemory();

  // The delays: one write at a time, the next after every socket has had this one.
  const sent = new Float64Array(WRITES);
  const serverCpuBefore = await serverCpu();
  const ownCpuBefore = process.cpuUsage();
  for (let n = 0; n < WRITES; n += 1) {
    const title = `bench ${n}`;
    writeOf.set(title, n);
    const delivered = new Promise<void>((resolve) => (allDelivered = resolve));
    sent[n] = performance.now();
    await write(title, headers);
    await within(delivered, WAIT_MS);
    await sleep(PAUSE_MS);
  }
  const serverCpuMicros = (await serverCpu()) - serverCpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const ownCpuMicros = ownCpu.user + ownCpu.system;

  // Every delivery's delay, and each write's first and last.
  const every = new Float64Array(WRITES * SOCKETS);
  const firsts = new Float64Array(WRITES);
  const lasts = new Float64Array(WRITES);
  let count = 0;
  for (let n = 0; n < WRITES; n += 1) {
    let first = Infinity;
    let last = 0;
    for (let socket = 0; socket < SOCKETS; socket += 1) {
      const arrival = arrivals[n * SOCKETS + socket]!;
      if (!arrival) continue;
      const delay = arrival - sent[n]!;
      every[count++] = delay;
      first = Math.min(first, delay);
      last = Math.max(last, delay);
    }
    firsts[n] = first;
    lasts[n] = last;
  }
  // Typed arrays sort by value.
  const delays = every.subarray(0, count).sort();
  firsts.sort();
  lasts.sort();
  const missed = WRITES * SOCKETS - count;
  const deliveries = Math.max(count, 1);

  console.log(
    `\n${SOCKETS} sockets on ${HOST}, one subscription each (opened in ${openSeconds.toFixed(1)} s); load average ${loadBefore.toFixed(2)}`,
  );
  console.log('\nserver memory, after gc          rss   heapUsed + external');
  console.log(
    `no socket open           ${MB(before.rss).padStart(11)} ${MB(heap(before)).padStart(21)}`,
  );
  console.log(
    `${SOCKETS} idle sockets        ${MB(after.rss).padStart(11)} ${MB(heap(after)).padStart(21)}`,
  );
  console.log(
    `per idle connection      ${kB((after.rss - before.rss) / SOCKETS).padStart(11)} ${kB((heap(after) - heap(before)) / SOCKETS).padStart(21)}`,
  );
  console.log(
    `\ndelay from a write (POST /graphql sent) to its event, ${WRITES} writes one at a time\n`,
  );
  console.log('                         median ms    p99 ms');
  console.log(`every delivery           ${ms(at(delays, 0.5))} ${ms(at(delays, 0.99))}`);
  console.log(`first of each write      ${ms(at(firsts, 0.5))} ${ms(at(firsts, 0.99))}`);
  console.log(`last of each write       ${ms(at(lasts, 0.5))} ${ms(at(lasts, 0.99))}`);
  console.log(`\nevents missed: ${missed} of ${WRITES * SOCKETS}`);
  console.log(
    `CPU per delivery (writes included): server ${(serverCpuMicros / deliveries).toFixed(1)} µs, this client ${(ownCpuMicros / deliveries).toFixed(1)} µs`,
  );
  const met = at(delays, 0.99) <= TARGET_P99_MS;
  console.log(`\n  p99 of every delivery ≤ ${TARGET_P99_MS} ms ${met ? 'met' : 'MISSED'}`);
  console.log(`\nload average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`);
  console.log(met ? '\nevery target met' : `\nmissed: p99 ≤ ${TARGET_P99_MS} ms`);
  if (errors.length) throw new Error(errors.join('\n'));
} finally {
  await Promise.all(clients.map(close));
  target.kill('SIGTERM');
}
