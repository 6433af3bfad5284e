// The project's folders, found from the server's code wherever it runs: its sources
// (server/) or the compiled server (dist/server/, scripts/build-server.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above this module that holds package.json: the project's. */
function projectFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No package.json above the server: is it in its project?');
    dir = parent;
  }
  return dir;
}

const ROOT = projectFolder();

/** A path inside the project, from its folder. */
export const projectPath = (...parts: string[]) => join(ROOT, ...parts);
