// `npm start`: build the web client when it is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['client', 'schema'];
const BUILT = 'dist/client/index.html';

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const stale = !existsSync(BUILT) || Math.max(...SOURCES.map(newest)) > statSync(BUILT).mtimeMs;
if (stale) {
  console.log('Building the web client...');
  execFileSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts'], { stdio: 'inherit' });
}
