// `npm start`: build the web client and the server when missing or older than their sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverIsStale } from './build-server';

const CLIENT_SOURCES = ['client', 'schema'];
const CLIENT_BUILT = 'dist/client/index.html';

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const clientStale =
  !existsSync(CLIENT_BUILT) ||
  Math.max(...CLIENT_SOURCES.map(newest)) > statSync(CLIENT_BUILT).mtimeMs;
if (clientStale) {
  console.log('Building the web client...');
  execFileSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts'], { stdio: 'inherit' });
}
if (serverIsStale()) {
  console.log('Building the server...');
  await buildServer();
}
