// The specs' `test`: Playwright's, run against this worker's own server (server.ts),
// plus `signedIn` to start signed in, `session` for its token, `testHost(name)` for the
// *.test host names, `signIn(origin)` for starting signed in on any host and
// `folderServer` for a server of a test's own that keeps its data across restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { requestSignIn, signInOn, signedInState, type SignedInUser } from './auth';
import { freePort, SERVER_START_MS, startServer, type WorkerServer } from './server';

export { expect } from '@playwright/test';

/** The sample account signed in once on the worker's server. */
export interface Session {
  user: SignedInUser;
  accessToken: string;
  /** Storage state in which the app's origin holds the token, as the client keeps it. */
  storageState: ReturnType<typeof signedInState>;
}

/** A server of a test's own on a data folder, with a window signed in to it. */
export interface FolderServer {
  /** The folder holding its data (DATA_DIR), for another server on the same data. */
  folder: string;
  accessToken: string;
  /** A window signed in to it, opened on nothing yet. */
  page: Page;
  /** The server now running; `restart` starts another on the same folder and port. */
  server(): WorkerServer;
  restart(): Promise<void>;
}

export const test = base.extend<
  {
    /** `test.use({ signedIn: true })`: each test starts with the worker's session stored. */
    signedIn: boolean;
    /** Stores a fresh session token for `origin` (the app's own by default) in this context. */
    signIn: (origin?: string) => Promise<void>;
    /**
     * A server of this test's own, keeping its data in a new folder (the workers'
     * servers keep theirs in memory), on a port that stays across restarts. Stopped, and
     * its folder removed, after the test.
     */
    folderServer: FolderServer;
  },
  {
    /** This worker's server: its own port and its own in-memory data. */
    server: { port: number; url: string };
    /** The sample account, signed in once per worker (sign-ins are throttled). */
    session: Session;
    /** A `*.test` host name on this worker's server, e.g. `testHost('gestion')`. */
    testHost: (name: string) => string;
  }
>({
  server: [
    // Playwright wants the fixtures object even when none is used.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use({ port: server.port, url: server.url });
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_START_MS + 10_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // The specs' own API calls, a connection each. Kept open, a connection idle for the
  // server's keep-alive time (5 s, as long as Node's agent keeps it) could be closed by
  // the server as the next call went out on it: an ECONNRESET that Node's agent does not
  // send again (browsers and Node's fetch do, or read the server's Keep-Alive hint).
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },
  session: [
    async ({ playwright, server }, use) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const { user, accessToken } = await requestSignIn(request);
      await request.dispose();
      await use({ user, accessToken, storageState: signedInState(server.url, accessToken) });
    },
    { scope: 'worker' },
  ],
  testHost: [
    async ({ server }, use) => {
      await use((name) => `http://${name}.test:${server.port}`);
    },
    { scope: 'worker' },
  ],
  signedIn: [false, { option: true }],
  // A storageState given with test.use replaces this, and wins over signedIn.
  storageState: async ({ signedIn, session, storageState }, use) => {
    await use(signedIn ? session.storageState : storageState);
  },
  signIn: async ({ context, request, baseURL }, use) => {
    await use((origin = baseURL!) => signInOn(context, request, origin));
  },
  folderServer: async ({ browser, playwright }, use) => {
    const folder = mkdtempSync(join(tmpdir(), 'e2e-data-'));
    const env = { DATA_DIR: folder, PORT: String(await freePort()) };
    let server = await startServer(env);
    try {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const { accessToken } = await requestSignIn(request);
      await request.dispose();
      const context = await browser.newContext({
        baseURL: server.url,
        storageState: signedInState(server.url, accessToken),
      });
      await use({
        folder,
        accessToken,
        page: await context.newPage(),
        server: () => server,
        restart: async () => {
          server = await startServer(env);
        },
      });
      await context.close();
    } finally {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  },
});
