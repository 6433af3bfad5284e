// The test server, one per Playwright worker (the `server` fixture in fixtures.ts): the
// real server, started from its sources as `npm run server` starts it (tsx; the build
// `npm start` runs is started by server/index.test.ts), with the mock delays off and
// the test-only signing key, on a port the OS picks. Its data lives in
// its memory only (DATA_DIR=memory), so no worker sees another's writes and nothing is
// left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A fixed signing key for the test server only (the server wants 32 characters or more). */
export const TEST_JWT_SECRET = 'playwright-e2e-only-secret-0123456789abc';

/** How long a server may take to say it is ready (two start at once on a busy machine). */
export const SERVER_START_MS = 60_000;

export interface WorkerServer {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** Its address for the specs: localhost is development mode for the host rules. */
  url: string;
  /** Stops it (SIGTERM, then SIGKILL when it does not go within a few seconds). */
  stop: () => Promise<void>;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill: () => Promise<void>;
}

/**
 * Starts a server and answers once it prints "API ready on http://…:PORT". `env` adds
 * to or overrides the test settings (the client benchmark runs it in production mode).
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<WorkerServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DELAY_SCALE: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: 'memory',
      ...env,
    },
  });
  // A worker that ends without its teardown (a crash) does not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // Its errors reach the test output, as webServer's did; what it logs is not needed.
  child.stderr!.pipe(process.stderr);

  try {
    const port = await readyPort(child);
    return {
      port,
      url: `http://localhost:${port}`,
      stop: async () => {
        process.off('exit', killOnExit);
        await stopChild(child);
      },
      kill: async () => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      },
    };
  } catch (error) {
    process.off('exit', killOnExit);
    await stopChild(child);
    throw error;
  }
}

/** The port of the "API ready" line; fails when the server stops or is silent too long. */
async function readyPort(child: ChildProcess): Promise<number> {
  const lines = createInterface({ input: child.stdout! });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<number>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The test server was not ready within ${SERVER_START_MS} ms.`)),
        SERVER_START_MS,
      );
      child.once('exit', (code, signal) =>
        reject(new Error(`The test server stopped before it was ready (${signal ?? code}).`)),
      );
      lines.on('line', (line) => {
        const port = /API ready on http:\/\/[^:]+:(\d+)/.exec(line)?.[1];
        if (port) resolve(Number(port));
      });
    });
  } finally {
    clearTimeout(timer);
    // Keep reading what it prints, so a full pipe never blocks it.
    lines.removeAllListeners('line');
    child.stdout!.resume();
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A port free on loopback now, for a server of a test's own that must keep its port across restarts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
