import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `#repo/…` names a file from the repository's root, as tsconfig.json's `paths` does
  resolve: {
    alias: [{ find: /^#repo\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }],
  },
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
    // A library timer still pending when a DOM file's environment is torn down (Arco's toast
    // closes 2000 ms after it opens; any timer runs late on a loaded machine) reaches React
    // with no DOM left and throws "window is not defined" after the file's tests have ended:
    // not a test's outcome, so it does not fail the run. Every other unhandled error does.
    onUnhandledError: (error) =>
      !(
        error.name === 'ReferenceError' && /^(window|document) is not defined$/.test(error.message)
      ),
    testTimeout: 15_000,
    // Vitest's default for a run is one worker fewer than the cores: one on the project's
    // two-core machine, where two took the unit step from 272 s to 155 s (docs/testing.md)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
