// `npm run build:server`: the server compiled into dist/server/, so that it starts with
// no TypeScript to compile (tsx costs about 1.5 s of a start). esbuild bundles our code,
// split at the dynamic imports so that the data starts loading before the rest is read,
// and leaves the packages in node_modules. `npm start` builds it when stale and runs it.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SERVER_ENTRY = 'dist/server/index.js';
const OUT_DIR = 'dist/server';
/** The sources the last build read (esbuild's metafile), to tell when it is stale. */
const INPUTS = `${OUT_DIR}/inputs.json`;
/** Plain JavaScript the server starts as a thread: copied, not bundled. */
const COPIED = ['server/data/pglite-thread.mjs'];

export async function buildServer(): Promise<void> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: ['server/index.ts'],
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  for (const file of COPIED) copyFileSync(file, `${OUT_DIR}/${file.split('/').pop()}`);
  writeFileSync(
    INPUTS,
    JSON.stringify([...Object.keys(metafile.inputs), ...COPIED, 'package.json']),
  );
}

/** No build yet, or a source it read has changed since (a new file is imported by a changed one). */
export function serverIsStale(): boolean {
  if (!existsSync(SERVER_ENTRY) || !existsSync(INPUTS)) return true;
  const built = statSync(SERVER_ENTRY).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as string[];
  return inputs.some((file) => !existsSync(file) || statSync(file).mtimeMs > built);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await buildServer();
