// npm run bench: issue 13's side-by-side runs, then the scale runs, then durable data.
//
// Two scenarios, the products page (the first page of 10 products sorted by name, every
// field) and the messages list (9 items, every field), each loaded in one run through
// four servers: a bare Express handler doing the same work (the ceiling),
// json-graphql-server serving the same records (the peer), our POST /graphql and our
// REST route, both signed in. Then the scale table: the products page and a name search
// against apps holding 100, 10,000 and 100,000 generated products, and the first read
// after a write. Last the durable-data table: the same app in memory, on the embedded
// database and on PostgreSQL. Loopback only, fixed durations (about 4 min in all);
// prints req/s, p99, the ratios the issues ask for, and the servers' CPU time per
// request (steadier than req/s when other work shares the machine).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fetchAccessToken } from '../e2e/auth';
import {
  byId,
  MESSAGES_QUERY,
  PRODUCTS_QUERY,
  RENAME_TASK,
  TASK_IDS,
  UPDATE_PRODUCT,
} from './documents';
import { INVENTORY_SIZES, MESSAGE_FIELDS, PAGE_SIZE, PEER_PRODUCTS_QUERY } from './products';

const HOST = '127.0.0.1';
const CONNECTIONS = 20;
const DURATION_SECONDS = 8;
const SCALE_DURATION_SECONDS = 4;
/** Matches about one generated product in eight. */
const SEARCH = 'orbit';
/** Durable data: reads in rounds (some only warm the apps up), writes after a warm-up. */
const READ_WARMUP_ROUNDS = 2;
const READ_ROUNDS = 9;
const ROUND_SECONDS = 2;
/** Write-then-read pairs timed per size for the first read after a write. */
const WRITES = 20;
/** The targets, as shares of the ceiling and multiples of the peer. */
const TARGETS = {
  graphqlShare: 0.5,
  graphqlOverPeer: 2,
  restShare: 0.7,
  scale: 2,
  /** Reads of an app keeping its data, as a share of the in-memory app's. */
  durableReads: 0.9,
  embeddedWritesPerSecond: 1_000,
};

// Production mode, as deployed: graphql-js skips its development-only checks.
// BENCH_NODE_OPTIONS passes flags to the servers' process (e.g. --cpu-prof).
const secret = randomBytes(32).toString('base64url');
let target: ChildProcess | undefined;
let cpuPort = 0;

/** Starts bench/target.ts (stopping the one before) and gives the ports it prints. */
async function startTarget<Ports extends { cpuPort: number }>(...args: string[]) {
  target?.kill('SIGTERM');
  target = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'bench/target.ts',
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', BENCH_SECRET: secret },
    },
  );
  const [line] = (await once(createInterface({ input: target.stdout! }), 'line')) as [string];
  const ports = JSON.parse(line) as Ports;
  cpuPort = ports.cpuPort;
  return ports;
}

const { appPort, ceilingPort, peerPort, inventoryPorts } = await startTarget<{
  appPort: number;
  ceilingPort: number;
  peerPort: number;
  cpuPort: number;
  inventoryPorts: Record<string, number>;
}>();
const app = `http://${HOST}:${appPort}`;
const peer = `http://${HOST}:${peerPort}/graphql`;
const ceiling = `http://${HOST}:${ceilingPort}`;

interface Request {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** The servers' process CPU time so far (user + system), µs. */
async function serverCpu(): Promise<number> {
  return (await (await fetch(`http://${HOST}:${cpuPort}/`)).json()) as number;
}

/** One answer first (GraphQL errors answer 200), then the load. */
async function load(
  request: Request,
  duration: number,
  check: (body: unknown) => boolean,
  /** Gives each request its own body (writes that must change something each time). */
  bodyOf?: () => string,
) {
  const sample = await fetch(request.url, bodyOf ? { ...request, body: bodyOf() } : request);
  const body = (await sample.json()) as unknown;
  if (!sample.ok || !check(body)) {
    throw new Error(`${request.url}: unexpected answer ${JSON.stringify(body).slice(0, 300)}`);
  }
  const cpuBefore = await serverCpu();
  const result = await autocannon({
    ...request,
    connections: CONNECTIONS,
    duration,
    ...(bodyOf && { requests: [{ setupRequest: (sent) => ({ ...sent, body: bodyOf() }) }] }),
  });
  const cpuMicros = (await serverCpu()) - cpuBefore;
  return {
    /** The servers' process CPU time per request answered, µs. */
    cpu: cpuMicros / result.requests.total,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const json = { 'content-type': 'application/json' };
/** A body for json-graphql-server (the peer), which takes texts. */
const peerQuery = (query: string) => JSON.stringify({ query });
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

try {
  const accessToken = await fetchAccessToken(app);
  const auth = { authorization: `Bearer ${accessToken}` };
  const hasData = (body: unknown) => {
    const data = (body as { data?: Record<string, unknown> }).data;
    return !!data && Object.values(data).every((value) => value != null);
  };
  const isArray = (body: unknown) => Array.isArray(body) && body.length > 0;
  const isPage = (body: unknown) =>
    (body as { products?: unknown[] }).products?.length === PAGE_SIZE;

  const scenarios = [
    {
      name: `products page (first ${PAGE_SIZE} by name, every field)`,
      ceiling: { url: `${ceiling}/products` },
      peer: { url: peer, method: 'POST', headers: json, body: peerQuery(PEER_PRODUCTS_QUERY) },
      graphql: {
        url: `${app}/graphql`,
        method: 'POST',
        headers: { ...auth, ...json },
        body: byId(PRODUCTS_QUERY),
      },
      rest: {
        url: `${app}/api/apps/ecommerce/inventory/products?sort=name&order=asc&page=0&size=${PAGE_SIZE}`,
        headers: auth,
      },
      restCheck: isPage,
      ceilingCheck: isPage,
    },
    {
      name: 'messages list (9 items, every field)',
      ceiling: { url: `${ceiling}/messages` },
      peer: {
        url: peer,
        method: 'POST',
        headers: json,
        body: peerQuery(`{ allMessages { ${MESSAGE_FIELDS} } }`),
      },
      graphql: {
        url: `${app}/graphql`,
        method: 'POST',
        headers: { ...auth, ...json },
        body: byId(MESSAGES_QUERY),
      },
      rest: { url: `${app}/api/common/messages`, headers: auth },
      restCheck: isArray,
      ceilingCheck: isArray,
    },
  ] as const;

  const loadBefore = loadavg()[0]!;
  const misses: string[] = [];
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s a line, on ${HOST}; load average ${loadBefore.toFixed(2)}`,
  );
  for (const scenario of scenarios) {
    const ceilingRun = await load(scenario.ceiling, DURATION_SECONDS, scenario.ceilingCheck);
    const peerRun = await load(scenario.peer as Request, DURATION_SECONDS, hasData);
    const graphqlRun = await load(scenario.graphql as Request, DURATION_SECONDS, hasData);
    const restRun = await load(scenario.rest, DURATION_SECONDS, scenario.restCheck);
    console.log(`\n${scenario.name}\n`);
    console.log(
      'server                       req/s     p99 ms   of ceiling   × peer   errors   CPU µs/req',
    );
    const rows: [string, typeof ceilingRun][] = [
      ['bare Express (ceiling)', ceilingRun],
      ['json-graphql-server (peer)', peerRun],
      ['ours: POST /graphql', graphqlRun],
      ['ours: REST GET /api/…', restRun],
    ];
    for (const [name, run] of rows) {
      console.log(
        `${name.padEnd(26)} ${run.rps.toFixed(0).padStart(7)} ${run.p99.toFixed(1).padStart(10)} ${pct(run.rps / ceilingRun.rps).padStart(12)} ${(run.rps / peerRun.rps).toFixed(2).padStart(8)} ${String(run.errors).padStart(8)} ${run.cpu.toFixed(0).padStart(12)}`,
      );
    }
    const checks = [
      [
        `/graphql ≥ ${pct(TARGETS.graphqlShare)} of the ceiling`,
        graphqlRun.rps / ceilingRun.rps >= TARGETS.graphqlShare,
      ],
      [
        `/graphql ≥ ${TARGETS.graphqlOverPeer}× json-graphql-server`,
        graphqlRun.rps / peerRun.rps >= TARGETS.graphqlOverPeer,
      ],
      [
        `REST ≥ ${pct(TARGETS.restShare)} of the ceiling`,
        restRun.rps / ceilingRun.rps >= TARGETS.restShare,
      ],
    ] as const;
    console.log('');
    for (const [label, ok] of checks) {
      console.log(`  ${label.padEnd(40)} ${verdict(ok)}`);
      if (!ok) misses.push(`${scenario.name}: ${label}`);
    }
  }

  console.log(
    `\nscale: the products page through POST /graphql, plain and searching "${SEARCH}", ${SCALE_DURATION_SECONDS} s each\n`,
  );
  console.log(
    'products   query              req/s     p99 ms   errors   CPU µs/req   first read after a write (median of 20)',
  );
  const scale: Record<string, Record<number, number>> = {};
  for (const size of INVENTORY_SIZES) {
    const url = `http://${HOST}:${inventoryPorts[size]}/graphql`;
    for (const search of [null, SEARCH]) {
      const label = search === null ? 'list' : `search "${search}"`;
      const request = {
        url,
        method: 'POST' as const,
        headers: { ...auth, ...json },
        body: byId(PRODUCTS_QUERY, { search }),
      };
      const run = await load(request, SCALE_DURATION_SECONDS, hasData);
      // A write to one product (its name: it moves in the name order and in the
      // search's matches), then the same read, timed from the client.
      const times: number[] = [];
      const products = (
        (await (await fetch(url, request)).json()) as {
          data: { inventoryProducts: { products: { id: string; name: string }[] } };
        }
      ).data.inventoryProducts.products;
      for (let write = 0; write < WRITES; write++) {
        // Each product in turn gets " ·" added, then back to its name.
        const product = products[Math.floor(write / 2) % products.length]!;
        const name = write % 2 === 0 ? `${product.name} ·` : product.name;
        const mutation = byId(UPDATE_PRODUCT, { id: product.id, product: { name } });
        const written = await fetch(url, { ...request, body: mutation });
        if (!hasData(await written.json())) throw new Error('the write failed');
        const started = performance.now();
        await (await fetch(url, request)).json();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      (scale[label] ??= {})[size] = run.rps;
      console.log(
        `${String(size).padStart(8)}   ${label.padEnd(16)} ${run.rps.toFixed(0).padStart(7)} ${run.p99.toFixed(1).padStart(10)} ${String(run.errors).padStart(8)} ${run.cpu.toFixed(0).padStart(12)}   ${times[WRITES / 2]!.toFixed(1)} ms`,
      );
    }
  }
  console.log('');
  for (const [label, bySize] of Object.entries(scale)) {
    const ratio = bySize[INVENTORY_SIZES[0]]! / bySize[INVENTORY_SIZES.at(-1)!]!;
    const ok = ratio <= TARGETS.scale;
    console.log(
      `  ${label}: ${INVENTORY_SIZES[0]} items ${ratio.toFixed(2)}× as fast as ${INVENTORY_SIZES.at(-1)} (≤ ${TARGETS.scale}×) ${verdict(ok)}`,
    );
    if (!ok) misses.push(`scale, ${label}`);
  }
  console.log(
    `\ndurable data through POST /graphql: the products page (reads, each app's median of ${READ_ROUNDS} rounds of ${ROUND_SECONDS} s after ${READ_WARMUP_ROUNDS} to warm up) and renaming a task (writes, ${SCALE_DURATION_SECONDS} s after ${ROUND_SECONDS} s to warm up)\n`,
  );
  console.log(
    'data          reads/s   read CPU µs/req   of memory   writes/s   write p99 ms   errors',
  );
  const { memoryPort, embeddedPort, postgresPort } = await startTarget<{
    cpuPort: number;
    memoryPort: number;
    embeddedPort: number;
    /** Null when PostgreSQL is not installed. */
    postgresPort: number | null;
  }>('durable');
  const headers = { ...auth, ...json };
  const modes = (
    [
      ['memory', memoryPort],
      ['embedded', embeddedPort],
      ['PostgreSQL', postgresPort],
    ] as const
  ).flatMap(([name, port]) =>
    port === null ? [] : [{ name, url: `http://${HOST}:${port}/graphql` }],
  );
  // Reads never touch the database. Each app's reads get faster for a while as V8
  // optimizes them, and one run of a few seconds varies by ±15 % on a shared machine: so
  // the apps take turns, each round starting with another app, the first rounds only warm
  // them up, and each app's median round counts. They are compared by the server's CPU
  // time per read, steadier than req/s when other work shares the machine.
  const reads = new Map<string, Awaited<ReturnType<typeof load>>[]>();
  for (let round = 0; round < READ_WARMUP_ROUNDS + READ_ROUNDS; round += 1) {
    for (const { name, url } of [
      ...modes.slice(round % modes.length),
      ...modes.slice(0, round % modes.length),
    ]) {
      const run = await load(
        { url, method: 'POST', headers, body: byId(PRODUCTS_QUERY) },
        ROUND_SECONDS,
        hasData,
      );
      if (round >= READ_WARMUP_ROUNDS) reads.set(name, [...(reads.get(name) ?? []), run]);
    }
  }
  const median = (name: string) =>
    reads.get(name)!.sort((a, b) => a.cpu - b.cpu)[Math.floor(READ_ROUNDS / 2)]!;
  const memoryCpu = median('memory').cpu;
  for (const { name, url } of modes) {
    const request = { url, method: 'POST' as const, headers };
    const tasks = (
      (await (await fetch(url, { ...request, body: byId(TASK_IDS) })).json()) as {
        data: { tasks: { id: string }[] };
      }
    ).data.tasks;
    let written = 0;
    const rename = () => {
      written += 1;
      return byId(RENAME_TASK, {
        id: tasks[written % tasks.length]!.id,
        title: `Renamed ${written}`,
      });
    };
    const read = median(name);
    await load(request, ROUND_SECONDS, hasData, rename);
    const writes = await load(request, SCALE_DURATION_SECONDS, hasData, rename);
    console.log(
      `${name.padEnd(12)} ${read.rps.toFixed(0).padStart(8)} ${read.cpu.toFixed(0).padStart(17)} ${pct(memoryCpu / read.cpu).padStart(11)} ${writes.rps.toFixed(0).padStart(10)} ${writes.p99.toFixed(1).padStart(14)} ${String(read.errors + writes.errors).padStart(8)}`,
    );
    if (name !== 'memory' && memoryCpu / read.cpu < TARGETS.durableReads) {
      misses.push(`${name} reads < ${pct(TARGETS.durableReads)} of memory`);
    }
    if (name === 'embedded' && writes.rps < TARGETS.embeddedWritesPerSecond) {
      misses.push(`embedded writes < ${TARGETS.embeddedWritesPerSecond}/s`);
    }
  }
  if (postgresPort === null) console.log('PostgreSQL   not installed (apt-get install postgresql)');
  console.log(
    `\n  reads ≥ ${pct(TARGETS.durableReads)} of memory, embedded writes ≥ ${TARGETS.embeddedWritesPerSecond}/s`,
  );

  console.log(`\nload average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`);
  console.log(misses.length ? `\nmissed: ${misses.join('; ')}` : '\nevery target met');
} finally {
  target?.kill('SIGTERM');
}
