// `npm run build:server`: the server compiled into dist/server/, so that it starts with
// no TypeScript to compile (tsx costs about 1.5 s of a start). esbuild bundles our code,
// split at the dynamic imports so that the data starts loading before the rest is read,
// and leaves the packages in node_modules. `npm start` (scripts/start.mjs) builds it
// when a source it read has changed, and runs it.
import { build } from 'esbuild';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SERVER_ENTRY = 'dist/server/index.js';
const OUT_DIR = 'dist/server';
/** The sources this build read (esbuild's metafile), for scripts/start.mjs to tell when it is stale. */
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

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await buildServer();
