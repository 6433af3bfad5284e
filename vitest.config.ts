import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** Every unit and API test. */
const TESTS = [
  'server/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'scripts/**/*.test.ts',
  'client/*.test.ts',
  'client/src/**/*.test.ts',
];

/** Test files that mock a module: they need a module graph of their own (isolated). */
const MOCKING = ['server/modules/state.test.ts', 'client/src/config/env.test.ts'];

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for every package; Vite would pick the ESM
    // one for our files, and two copies of graphql refuse each other's schemas.
    alias: [
      {
        find: /^graphql$/,
        replacement: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'node',
    // Vitest's default, a core less than the machine has, is one worker on CI's two cores,
    // while its main process mostly waits: two there, as before elsewhere.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps its modules from one file to the next instead of importing the
    // server again for each (imports were 101 s of a 237 s run; 146 s in all without).
    // Every file builds its own stores, apps and servers, so none shares data.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING],
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
