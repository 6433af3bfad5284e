// A throwaway PostgreSQL server for tests: Debian's `postgresql` package (.ci/run installs
// it), a new cluster in a temporary folder on a free loopback port, trust auth, fsync off.
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VERSIONS = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null when none is installed. */
export function postgresBin(): string | null {
  if (!existsSync(VERSIONS)) return null;
  const newest = readdirSync(VERSIONS)
    .filter((version) => existsSync(join(VERSIONS, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(VERSIONS, newest, 'bin') : null;
}

export interface TestPostgres {
  url: string;
  /** Stops the server (a lost database, for the clients). */
  stop(): void;
  /** Starts it again on the same port, with the same data. */
  start(): void;
  /** Stops it and deletes its folder. */
  remove(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const folder = mkdtempSync(join(tmpdir(), 'pg-'));
  const data = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: uidOf('postgres', '-u'), gid: uidOf('postgres', '-g') } : {};
  if (asRoot) chownSync(folder, user.uid!, user.gid!);
  const run = (command: string, args: string[]) => {
    const result = spawnSync(join(bin, command), args, { ...user, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function uidOf(name: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}
