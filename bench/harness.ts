// What the benchmarks share: the target process (bench/target.ts) they start, and a
// timed load through autocannon with the target's CPU time per request. Loopback only.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { SERVER_NODE_FLAGS } from '../server/heap';

export const HOST = '127.0.0.1';
export const CONNECTIONS = 20;
export const SCALE_DURATION_SECONDS = 4;
export const ROUND_SECONDS = 2;

// Production mode, as deployed: graphql-js skips its development-only checks; the
// flags `npm start` gives Node (server/heap.ts).
// BENCH_NODE_OPTIONS passes flags to the servers' process (e.g. --cpu-prof).
const secret = randomBytes(32).toString('base64url');
let target: ChildProcess | undefined;
let cpuPort = 0;

/** Runs bench/target.ts with `args`; gives the process and the ports it prints. */
export async function spawnTarget<Ports extends { cpuPort: number }>(...args: string[]) {
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
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
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, ports: JSON.parse(line) as Ports };
}

/** Starts bench/target.ts (stopping the one before) and gives the ports it prints. */
export async function startTarget<Ports extends { cpuPort: number }>(...args: string[]) {
  target?.kill('SIGTERM');
  const started = await spawnTarget<Ports>(...args);
  target = started.child;
  cpuPort = started.ports.cpuPort;
  return started.ports;
}

/** Stops the target started last. */
export function stopTarget(): void {
  target?.kill('SIGTERM');
}

export interface Request {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** A target's process CPU time so far (user + system), µs. */
async function serverCpu(port: number): Promise<number> {
  return (await (await fetch(`http://${HOST}:${port}/`)).json()) as number;
}

/** One answer first (GraphQL errors answer 200), then the load. */
export async function load(
  request: Request,
  duration: number,
  check: (body: unknown) => boolean,
  /** Gives each request its own body (writes that must change something each time). */
  bodyOf?: () => string,
  /** The CPU port of the target under load: the one started last, by default. */
  cpuOf = cpuPort,
) {
  const sample = await fetch(request.url, bodyOf ? { ...request, body: bodyOf() } : request);
  const body = (await sample.json()) as unknown;
  if (!sample.ok || !check(body)) {
    throw new Error(`${request.url}: unexpected answer ${JSON.stringify(body).slice(0, 300)}`);
  }
  const cpuBefore = await serverCpu(cpuOf);
  const result = await autocannon({
    ...request,
    connections: CONNECTIONS,
    duration,
    ...(bodyOf && { requests: [{ setupRequest: (sent) => ({ ...sent, body: bodyOf() }) }] }),
  });
  const cpuMicros = (await serverCpu(cpuOf)) - cpuBefore;
  return {
    /** The servers' process CPU time per request answered, µs. */
    cpu: cpuMicros / result.requests.total,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

export const json = { 'content-type': 'application/json' };
export const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
