// `npm start`: builds the web client and the server when missing or older than their
// sources, then runs the compiled server in this same process. Plain JavaScript, so a
// start needs no TypeScript compiler when nothing is stale (tsx and a second Node
// process cost about 1.2 s of every start).
import { execFileSync } from 'node:child_process';
import { log } from 'node:console';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_SOURCES = ['client', 'schema'];
const CLIENT_BUILT = 'dist/client/index.html';
/** Written by scripts/build-server.ts: the entry, and every source the build read. */
const SERVER_BUILT = 'dist/server/index.js';
const SERVER_INPUTS = 'dist/server/inputs.json';

/** The newest modification time under `path`. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

function clientStale() {
  if (!existsSync(CLIENT_BUILT)) return true;
  return Math.max(...CLIENT_SOURCES.map(newest)) > statSync(CLIENT_BUILT).mtimeMs;
}

/** A file the last build read changed (a new file is imported by a changed one). */
function serverStale() {
  if (!existsSync(SERVER_BUILT) || !existsSync(SERVER_INPUTS)) return true;
  const built = statSync(SERVER_BUILT).mtimeMs;
  const inputs = JSON.parse(readFileSync(SERVER_INPUTS, 'utf8'));
  return inputs.some((file) => !existsSync(file) || statSync(file).mtimeMs > built);
}

const run = (args) => execFileSync('npx', args, { stdio: 'inherit' });
if (clientStale()) {
  log('Building the web client...');
  run(['vite', 'build', '--config', 'client/vite.config.ts']);
}
if (serverStale()) {
  log('Building the server...');
  run(['tsx', 'scripts/build-server.ts']);
}
await import(`../${SERVER_BUILT}`);
