/**
 * The SPA variant `pnpm bench` compares the federated build with (docs/performance.md "The SPA
 * variant"): the host's own configuration (`base` of host/rsbuild.config.ts, the prerendered
 * start included) with federation off, its bootstrap imported directly (./index.ts) and each
 * remote's `routes` module a lazy chunk of this one build (./runtime.ts stands in for the
 * federation runtime; its map of remotes is written from the apps table when this loads).
 * Built from the host's folder, into the dist dir the bench names:
 *
 *   cd host && ADNET_DIST_DIR=dist-spa pnpm exec rsbuild build -c ../bench/spa/rsbuild.config.ts
 *
 * Only the bench builds it; it is never deployed, and the host's code never names a remote.
 */
import { join } from 'node:path';
import { base } from '../../host/rsbuild.config';
import { writeRemoteRoutes } from './remote-routes';

// the remotes of the apps table, each a lazy chunk (./runtime.ts loads them by id)
writeRemoteRoutes(__dirname);

export default {
  ...base,
  plugins: (base.plugins ?? []).filter(
    (p) =>
      p &&
      typeof p === 'object' &&
      'name' in p &&
      !/module-federation|start-preload/.test(String(p.name)),
  ),
  source: { ...base.source, entry: { index: join(__dirname, 'index.ts') } },
  resolve: {
    ...base.resolve,
    alias: { '@module-federation/enhanced/runtime': join(__dirname, 'runtime.ts') },
  },
} satisfies typeof base;
