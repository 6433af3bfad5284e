// The database the stores commit to, behind one small interface and one SQL dialect:
// an embedded PostgreSQL (PGlite, WebAssembly, in a thread of its own) in a folder, or
// a PostgreSQL server through pg. Only this file's functions know which.
import { execFile } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { Snapshot } from './snapshot';

const run = promisify(execFile);

export interface Sql {
  query<T = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; affected: number }>;
  /** The rows as arrays of their columns' values: no object per row (loading 100,000s). */
  tuples<T extends unknown[]>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Sql {
  /** Where the data is, for messages: a folder, or PostgreSQL's host. */
  readonly where: string;
  /** Several servers can share it (PostgreSQL), so changes must be announced. */
  readonly shared: boolean;
  /** A shared database's connection pool, for libraries that take one (the sign-in throttle). */
  readonly pool?: pg.Pool;
  /** The embedded database's rows as the last clean stop wrote them (data/snapshot.ts). */
  readonly snapshot?: Snapshot;
  transaction<T>(run: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` with every payload NOTIFYed on `channel`; `resumed` runs after a
   * lost listening connection is back (notifications may have been missed meanwhile).
   */
  listen(channel: string, listener: (payload: string) => void, resumed: () => void): Promise<void>;
  close(): Promise<void>;
}

/** Where the data is: memory only, the embedded database in a folder, or PostgreSQL. */
export type DataConfig =
  { kind: 'memory' } | { kind: 'embedded'; dir: string } | { kind: 'postgres'; url: string };

/** A description of where the data is, for the start-up line. */
export function describeData(data: DataConfig): string {
  if (data.kind === 'memory') return 'in memory only (DATA_DIR=memory): nothing is kept';
  if (data.kind === 'embedded') return `kept in ${data.dir} (embedded PostgreSQL)`;
  return 'kept in PostgreSQL (DATABASE_URL)';
}

export async function openDatabase(data: Exclude<DataConfig, { kind: 'memory' }>) {
  return data.kind === 'embedded' ? openEmbedded(data.dir) : openPostgres(data.url);
}

/** The database cannot be reached (down, restarting, or the network). */
export class DatabaseUnavailableError extends Error {}

/** The data cannot be opened at start: the message says why and what to do. */
export class StartupError extends Error {}

/**
 * The embedded database in `dir`, run in a thread of its own (data/pglite-thread.mjs).
 * PGlite serves one process: a lock file in the folder stops a second server from
 * opening it (a dead server's lock is taken over).
 */
export async function openEmbedded(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const release = lockFolder(dir);
  try {
    const folder = join(dir, 'pglite');
    if (!existsSync(join(folder, 'PG_VERSION'))) await createEmbedded(folder);
    const thread = new EmbeddedThread(folder);
    const sql: Sql = {
      async query(text, params) {
        return thread.send({ text, params }) as never;
      },
      async tuples(text, params) {
        return (await thread.send({ text, params, array: true })).rows as never;
      },
    };
    // One statement or transaction at a time, in order, as PGlite itself runs them.
    let turn: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
      const result = turn.then(run);
      turn = result.catch(() => {});
      return result;
    };
    const query: Sql = {
      query: (text, params) => inTurn(() => sql.query(text, params)),
      tuples: (text, params) => inTurn(() => sql.tuples(text, params)),
    };
    let snapshot: Snapshot;
    try {
      // Taken at once: whatever this opening changes, the file is no longer trusted.
      snapshot = await Snapshot.open(dir, query);
    } catch (error) {
      await thread.stop();
      throw new StartupError(
        `Could not open the embedded database in ${folder}: ${(error as Error).message}`,
      );
    }
    return {
      ...query,
      snapshot,
      where: dir,
      shared: false,
      transaction: (run) =>
        inTurn(async () => {
          // Not waited for: the thread runs requests in order, so the first statement
          // follows it, and a commit costs two round trips to the thread, not three.
          const begun = thread.send({ text: 'BEGIN', exec: true });
          begun.catch(() => {});
          try {
            const result = await run(sql);
            await begun;
            await thread.send({ text: 'COMMIT', exec: true });
            return result;
          } catch (error) {
            await thread.send({ text: 'ROLLBACK', exec: true }).catch(() => {});
            throw error;
          }
        }),
      // One process per folder: there is no one else to hear from.
      async listen() {},
      async close() {
        await inTurn(() => thread.stop());
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** What the embedded database's thread is asked: a statement (or, with `exec`, a script). */
interface ThreadRequest {
  text: string;
  params?: readonly unknown[];
  /** Rows as arrays of their columns' values. */
  array?: boolean;
  exec?: boolean;
}

interface ThreadAnswer {
  id: number;
  rows?: never[];
  affected?: number;
  error?: { message: string; code?: string; detail?: string };
}

/** The thread PGlite runs in, asked one request at a time and answering each in turn. */
class EmbeddedThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve(answer: ThreadAnswer): void; reject(error: Error): void }
  >();
  private next = 0;
  /** Why the thread stopped answering, once it has. */
  private gone: DatabaseUnavailableError | null = null;

  constructor(folder: string) {
    this.worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { folder },
    });
    this.worker.on('message', (answer: ThreadAnswer) => {
      this.waiting.get(answer.id)?.resolve(answer);
      this.waiting.delete(answer.id);
    });
    const stopped = (why: string) => {
      this.gone ??= new DatabaseUnavailableError(`The embedded database is closed (${why}).`);
      for (const { reject } of this.waiting.values()) reject(this.gone);
      this.waiting.clear();
    };
    this.worker.on('error', (error) => stopped(error.message));
    this.worker.on('exit', (code) => stopped(`its thread ended with code ${code}`));
  }

  async send(request: ThreadRequest): Promise<{ rows: never[]; affected: number }> {
    const { rows = [], affected = 0, error } = await this.ask(request);
    if (error)
      throw Object.assign(new Error(error.message), { code: error.code, detail: error.detail });
    return { rows, affected };
  }

  /** Closes the database (its last checkpoint) and ends the thread. */
  async stop(): Promise<void> {
    if (this.gone) return;
    await this.ask({ close: true });
    await this.worker.terminate();
  }

  private ask(request: ThreadRequest | { close: true }): Promise<ThreadAnswer> {
    if (this.gone) return Promise.reject(this.gone);
    const id = (this.next += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }
}

/**
 * Creates an embedded database (PostgreSQL's initdb) in a process of its own: initdb's
 * WebAssembly memory, some 400 MB, is then never this server's, which would keep most of
 * it (a first start held 900 MB where a later one holds 450).
 */
async function createEmbedded(folder: string): Promise<void> {
  const code = `const { PGlite } = await import(process.argv[1]);
    await (await PGlite.create(process.argv[2])).close();`;
  const module = import.meta.resolve('@electric-sql/pglite');
  try {
    await run(process.execPath, ['--input-type=module', '-e', code, module, folder]);
  } catch (error) {
    throw new StartupError(
      `Could not create the embedded database in ${folder}: ${(error as { stderr?: string }).stderr || (error as Error).message}`,
    );
  }
}

function lockFolder(dir: string): () => void {
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (isRunning(owner)) {
        throw new StartupError(
          `Another server (process ${owner}) is using the data folder ${dir}. Stop it, or give this one another DATA_DIR; to run several servers on one database, use DATABASE_URL.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long a connection attempt may take before the database counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Listening connections are re-opened this long after losing them, at most. */
const RELISTEN_MAX_MS = 5_000;

/** A PostgreSQL server; fails at once, naming the host, when it cannot be reached. */
export async function openPostgres(url: string): Promise<Database> {
  const { host, port, database } = describe(url);
  const where = `PostgreSQL at ${host}:${port}/${database}`;
  const options = { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
  const pool = new pg.Pool({ ...options, max: 10 });
  // An idle connection that breaks is dropped by the pool; the next query opens another.
  pool.on('error', () => {});
  const unavailable = (error: unknown) =>
    isConnectionError(error)
      ? new DatabaseUnavailableError(`${where} cannot be reached (${(error as Error).message}).`)
      : error;
  const sql = (target: pg.Pool | pg.PoolClient): Sql => ({
    async query(text, params) {
      try {
        const result = await target.query(text, params as unknown[]);
        return { rows: result.rows, affected: result.rowCount ?? 0 };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async tuples(text, params) {
      try {
        const result = await target.query({ text, values: params as unknown[], rowMode: 'array' });
        return result.rows as never[];
      } catch (error) {
        throw unavailable(error);
      }
    },
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(`Could not reach ${where}: ${(error as Error).message}`);
  }
  const listeners: pg.Client[] = [];
  let closing = false;
  return {
    ...sql(pool),
    where,
    shared: true,
    pool,
    async transaction(run) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailable(error);
      }
      try {
        await client.query('BEGIN');
        const result = await run(sql(client));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        client.release(isConnectionError(error) ? (error as Error) : undefined);
        throw unavailable(error);
      }
    },
    async listen(channel, listener, resumed) {
      let delay = 250;
      const connect = async (): Promise<void> => {
        const client = new pg.Client(options);
        const retry = () => {
          listeners.splice(listeners.indexOf(client), 1);
          client.end().catch(() => {});
          if (closing) return;
          setTimeout(() => {
            connect().then(resumed, retry);
          }, delay).unref();
          delay = Math.min(delay * 2, RELISTEN_MAX_MS);
        };
        listeners.push(client);
        client.on('error', retry);
        client.on('notification', (message) => {
          if (message.channel === channel && message.payload) listener(message.payload);
        });
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        delay = 250;
      };
      await connect();
    },
    async close() {
      closing = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

/** Host, port and database of a postgres:// URL, for messages (never the password). */
export function describe(url: string): { host: string; port: string; database: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      'DATABASE_URL is not a URL; write it as postgres://user:password@host:5432/database.',
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres://; got "${parsed.protocol}//".`);
  }
  const socket = parsed.searchParams.get('host');
  return {
    host: parsed.hostname || socket || 'localhost',
    port: parsed.port || '5432',
    database: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
  };
}

/** Errors that say the server or the connection is gone, not that a statement was wrong. */
function isConnectionError(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (typeof code === 'string') {
    // Class 08: connection exceptions; 57P01–57P03: the server is shutting down or starting.
    return code.startsWith('08') || /^57P0[1-3]$/.test(code) || /^E[A-Z]+$/.test(code);
  }
  return /Connection terminated|connect ECONNREFUSED|timeout/i.test(message ?? '');
}
