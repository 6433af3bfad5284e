// The client's build mode follows the command, not NODE_ENV (vite-plugins.ts,
// buildModeFromCommand): `NODE_ENV=development npm start` once served React's development
// build with import.meta.env.DEV true, which switches every host-name rule off. This
// builds the client as `npm run build:client` does, under NODE_ENV=development, into a
// folder of its own (dist/client, which the browser tests serve, is left alone), and reads
// what came out. The build takes a minute on a 2-core machine.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { resolveConfig } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = 'client/vite.config.ts';
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

/** The environment of a shell with NODE_ENV set, without vitest's own variables. */
function shellEnv(nodeEnv: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  return { ...env, NODE_ENV: nodeEnv };
}

describe('the client build mode', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  /** Vite's resolved config as `vite build` or `vite` resolve it, with NODE_ENV as a shell set it. */
  async function resolved(command: 'build' | 'serve', shellNodeEnv: string | undefined) {
    if (shellNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = shellNodeEnv;
    const config = { configFile: join(ROOT, CONFIG), logLevel: 'silent' } as const;
    // build() defaults the mode and NODE_ENV to production, the development server to development.
    return command === 'build'
      ? resolveConfig(config, 'build', 'production', 'production')
      : resolveConfig(config, 'serve');
  }

  it.each(['development', 'test', undefined])(
    '`vite build` is production with NODE_ENV=%s',
    async (shellNodeEnv) => {
      const config = await resolved('build', shellNodeEnv);
      expect(config.isProduction).toBe(true);
      expect(config.env).toMatchObject({ DEV: false, PROD: true });
      expect(process.env.NODE_ENV).toBe('production');
    },
  );

  it.each(['production', undefined])(
    '`vite` (npm run dev) is development with NODE_ENV=%s',
    async (shellNodeEnv) => {
      const config = await resolved('serve', shellNodeEnv);
      expect(config.isProduction).toBe(false);
      expect(config.env).toMatchObject({ DEV: true, PROD: false });
    },
  );
});

describe('a client built with NODE_ENV=development', () => {
  let outDir = '';
  /** Every script the build wrote (the app's chunks, the service worker and workbox). */
  let scripts: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'client-build-mode-'));
    await promisify(execFile)(
      process.execPath,
      [
        VITE,
        'build',
        '--config',
        CONFIG,
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: ROOT, env: shellEnv('development'), maxBuffer: 16 * 1024 * 1024 },
    );
    const files = (await readdir(outDir, { recursive: true })).filter((file) =>
      file.endsWith('.js'),
    );
    scripts = await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')));
  }, 300_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  const containing = (text: string) => scripts.filter((script) => script.includes(text)).length;

  it("holds React's production build, without its development warnings", () => {
    expect(containing('Minified React error #')).toBeGreaterThan(0);
    expect(containing('Each child in a list should have a unique "key" prop')).toBe(0);
    expect(containing('jsxDEV')).toBe(0);
  });

  it('keeps the host-name rules: import.meta.env.DEV was replaced by false', () => {
    // config/env.ts, currentHost(): `{ hostname, devBuild: DEV_BUILD }`, minified to
    // `devBuild:!1` (false) or `devBuild:!0` (true).
    const devBuild = scripts.flatMap((script) =>
      [...script.matchAll(/devBuild:(!0|!1|true|false)(?=[,}])/g)].map((match) => match[1]),
    );
    expect(devBuild).toEqual(['!1']);
  });

  it("has workbox's production service worker, without its development logs", () => {
    expect(containing('workbox')).toBeGreaterThan(0);
    expect(containing('__WB_DISABLE_DEV_LOGS')).toBe(0);
  });
});
