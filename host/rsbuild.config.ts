import { join } from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { appConfig } from '../shared/build/rsbuild';
import { pluginStartChunk } from '../shared/build/start-preload';
import { pluginPrerender } from './build/prerender';

// The host exposes nothing and names no remote: remotes are read at run time from the
// deployed app-config.json (deployment data, not build output: see docs/deploy.md and
// host/app-config.example.json), so moving a remote never needs a host rebuild.
const app = appConfig({ name: 'host' });

// The start-up HTML is prerendered into index.html after a production build (the login in
// every language and the neutral frame: build/prerender.ts), for the SPA variant too, so
// that `pnpm bench` compares like with like.
const base: RsbuildConfig =
  process.env.NODE_ENV === 'production'
    ? { ...app, plugins: [...(app.plugins ?? []), pluginPrerender(app.source)] }
    : app;

/**
 * What remotes take from the host beyond the start, less any language's strings (the start
 * loads the active one's): Arco's other components with what they import, the kit's lazy
 * parts, the re-exports the host provides for the router and react-i18next, jotai's utils.
 */
const FOR_REMOTES =
  /[\\/]node_modules[\\/](?!@arco-design[\\/]mobile-utils[\\/]esm[\\/]locale[\\/])(@arco-design|react-transition-group|dom-helpers|lodash\.throttle|es6-promise|\.adnet-provided|jotai)[\\/]|[\\/]shared[\\/]src[\\/](arco[\\/]|ui[\\/](?!arco-locales[\\/]))/;

/**
 * The start in one chunk (shared/build/start-preload.ts, pluginStartChunk): the modules every
 * start runs, the host's copies of the shared modules among them, load as one `start` chunk
 * instead of one per shared module. The entry is not split either (`chunks: 'async'`): a
 * module it shares with the start stays in the entry, not in a third file of a few bytes.
 */
const federated: RsbuildConfig = {
  ...base,
  plugins: [...(base.plugins ?? []), pluginStartChunk()],
  splitChunks: {
    ...base.splitChunks,
    chunks: 'async',
    cacheGroups: {
      // What remotes take from the host beyond the start loads as one chunk on a remote's
      // first visit (or the idle preload), not one per component.
      forRemotes: {
        test: FOR_REMOTES,
        name: 'for-remotes',
        chunks: 'async',
        enforce: true,
        priority: 50,
      },
    },
  },
};

/**
 * ADNET_SPA=1 builds the SPA variant `pnpm bench` compares against (issue 11, item 5): the
 * same host with federation off, its bootstrap imported directly (src/index-spa.ts) and each
 * remote's `routes` module a lazy chunk of this one build (src/federation/spa-runtime.ts
 * stands in for the federation runtime). Only the bench builds it, into its own dist dir.
 */
function spa(config: RsbuildConfig): RsbuildConfig {
  return {
    ...config,
    plugins: (config.plugins ?? []).filter(
      (p) =>
        p &&
        typeof p === 'object' &&
        'name' in p &&
        !/module-federation|start-preload/.test(String(p.name)),
    ),
    source: { ...config.source, entry: { index: './src/index-spa.ts' } },
    resolve: {
      ...config.resolve,
      alias: {
        '@module-federation/enhanced/runtime': join(__dirname, 'src/federation/spa-runtime.ts'),
      },
    },
  };
}

export default defineConfig(process.env.ADNET_SPA === '1' ? spa(base) : federated);
