/**
 * For tests of the snapshot path (the host's registration, the deploy step): a remote's
 * mf-manifest.json as its build writes it (trimmed), the wallet's by default.
 */
import type { ManifestLike } from '../snapshot';

/** The manifest with `over` laid on its metaData, e.g. another entry file. */
export function manifestFixture(over: Partial<ManifestLike['metaData']> = {}): ManifestLike {
  return {
    id: 'wallet',
    name: 'wallet',
    metaData: {
      name: 'wallet',
      globalName: 'wallet',
      buildInfo: { buildVersion: '0.1.0', buildName: '@adnet/remote-wallet' },
      publicPath: 'auto',
      remoteEntry: { name: 'static/js/wallet.2739145974.js', path: '', type: 'global' },
      ...over,
    },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: '@adnet/shared', version: '1.7.0', requiredVersion: '^1.7.0', singleton: true },
    ],
    exposes: [
      {
        name: 'routes',
        path: './routes',
        assets: {
          js: {
            sync: ['static/js/async/__federation_expose_routes.dfadafbe07.js'],
            async: ['static/js/async/2.77fa2b15ac.js'],
          },
          css: { sync: ['static/css/async/routes.1c2b65ee88.css'], async: [] },
        },
      },
    ],
  };
}

/** The manifest of a build whose entry file is `entry`. */
export const manifestWithEntry = (entry: string): ManifestLike =>
  manifestFixture({ remoteEntry: { name: entry, path: '', type: 'global' } });
