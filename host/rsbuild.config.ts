import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { appConfig } from '../shared/build/rsbuild';
import { pluginStartChunk } from '../shared/build/start-preload';
import { pluginPrerender } from './build/prerender';
import { pluginServiceWorker } from './build/service-worker';

// The host exposes nothing and names no remote: remotes are read at run time from the
// deployed app-config.json (deployment data, not build output: see docs/deploy.md and
// host/app-config.example.json), so moving a remote never needs a host rebuild.
const app = appConfig({ name: 'host' });

// The start-up HTML is prerendered into index.html after a production build (the login in
// every language and the neutral frame: build/prerender.ts), and the service worker built
// with the start set of that index.html (build/service-worker.ts, docs/offline.md), for the
// SPA variant too (bench/spa/rsbuild.config.ts starts from `base`), so that `pnpm bench`
// compares like with like. A dev server has neither.
export const base: RsbuildConfig =
  process.env.NODE_ENV === 'production'
    ? {
        ...app,
        plugins: [...(app.plugins ?? []), pluginPrerender(app.source), pluginServiceWorker()],
      }
    : app;

/**
 * The start in one chunk, and what only remotes ask for in another (shared/build/
 * start-preload.ts, pluginStartChunk), instead of one chunk per shared module
 * (docs/decisions/0007-short-start-chain.md). The entry is not split either
 * (`chunks: 'async'`): a module it shares with the start stays in the entry, not in a third
 * file of a few bytes.
 */
const federated: RsbuildConfig = {
  ...base,
  plugins: [...(base.plugins ?? []), pluginStartChunk()],
  splitChunks: { ...base.splitChunks, chunks: 'async' },
};

export default defineConfig(federated);
