import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{host,shared,remote-*,sandbox-api,collector}/src/**/*.test.{ts,tsx}',
      'shared/{build,testing,workspace}/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // the remote template's test runs in the remote new:remote makes from it, not here
    exclude: ['**/node_modules/**', 'templates/**'],
    environment: 'node',
    // DOM files end after Arco's transition timers (shared/testing/settle-timers.ts)
    setupFiles: ['shared/testing/settle-timers.ts'],
    testTimeout: 15_000,
  },
});
