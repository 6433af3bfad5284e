import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: [
      'server/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'scripts/**/*.test.ts',
      'client/*.test.ts',
      'client/src/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest's default, a core less than the machine has, is one worker on CI's two cores,
    // while its main process mostly waits: two there, as before elsewhere.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
