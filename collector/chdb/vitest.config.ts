import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The chDB tests alone: `pnpm exec vitest run --config collector/chdb/vitest.config.ts`. */
export default defineConfig({
  // `#repo/…` names a file from the repository's root, as in the root's vitest.config.ts
  resolve: {
    alias: [{ find: /^#repo\//, replacement: fileURLToPath(new URL('../../', import.meta.url)) }],
  },
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    // chDB's engine binds one data directory per process: one file at a time
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
