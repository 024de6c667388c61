import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { appConfig } from '../shared/build/rsbuild';
import { pluginPrerender } from './build/prerender';
import { pluginServiceWorker } from './build/service-worker';

// The host exposes nothing and names no remote: remotes are read at run time from the
// deployed app-config.json (deployment data, not build output: see docs/deploy.md and
// host/app-config.example.json), so moving a remote never needs a host rebuild.
const app = appConfig({ name: 'host' });

// The start-up HTML is prerendered into index.html after a production build (the login in
// every language and the neutral frame: build/prerender.ts), and the service worker built
// with the start set of that index.html (build/service-worker.ts, docs/offline.md), for the
// SPA variant too (scripts/spa/rsbuild.config.ts starts from `base`), so that `pnpm bench`
// compares like with like. A dev server has neither.
export const base: RsbuildConfig =
  process.env.NODE_ENV === 'production'
    ? {
        ...app,
        plugins: [...(app.plugins ?? []), pluginPrerender(app.source), pluginServiceWorker()],
      }
    : app;

/**
 * The libraries every start loads (they are behind the async boundary, each shared on its own)
 * go in one chunk instead of one per module: over HTTP/1.1 each request of a start waits for
 * one of six connections (README "Figures"). A remote asking the host for one of
 * them gets that chunk, which the page has already loaded.
 */
const START_LIBS =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|use-sync-external-store)[\\/]/;

const federated: RsbuildConfig = {
  ...base,
  performance: {
    ...base.performance,
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          startLibs: {
            test: START_LIBS,
            chunks: 'async',
            name: 'start-libs',
            enforce: true,
            priority: 50,
          },
        },
      },
    },
  },
};

export default defineConfig(federated);
