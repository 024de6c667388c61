/**
 * The federation runtime compiled from its ES module build, so that the bundler drops what the
 * apps never call.
 *
 * Rspack's federation plugin finds the bundler runtime with Node's `require.resolve`, which
 * picks each package's CommonJS build (`dist/*.cjs`); those files then `require` the CommonJS
 * builds of the runtime, the SDK and the error codes. CommonJS is bundled whole: every remote
 * entry carried the SDK's Node script loader, the manifest-to-snapshot converter, the logger
 * and more, and the host's entry the same. Each of these packages ships an ES module twin of
 * every file beside it (`dist/x.cjs` → `dist/x.js`, the same source built twice), so this
 * plugin swaps each resolved `.cjs` file of them for its twin: the bundle then keeps only what
 * is used (the wallet's entry 18.1 → 12.5 KB gzip, the host's entry 41.5 → 34.2 KB;
 * docs/performance.md).
 *
 * A file without a twin keeps its CommonJS build, so a package that stops shipping one still
 * builds.
 */
import { existsSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The federation packages whose CommonJS files are swapped, as a path test. */
export const FEDERATION_CJS =
  /[\\/]@module-federation[\\/](sdk|runtime|runtime-core|runtime-tools|webpack-bundler-runtime|error-codes)[\\/]dist[\\/].+\.cjs$/;

/** The ES module twin of a federation package's CommonJS file, or undefined when none. */
export function esmTwin(resource: string, exists: (file: string) => boolean = existsSync) {
  if (!FEDERATION_CJS.test(resource)) return undefined;
  const twin = resource.replace(/\.cjs$/, '.js');
  return exists(twin) ? twin : undefined;
}

interface ResolveData {
  createData?: { resource?: string };
}

export function pluginFederationRuntimeEsm(): RsbuildPlugin {
  return {
    name: 'adnet:federation-runtime-esm',
    setup(api) {
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data: ResolveData) => {
            const resource = data.createData?.resource;
            const twin = resource ? esmTwin(resource) : undefined;
            if (twin && data.createData) data.createData.resource = twin;
          }),
        );
      });
    },
  };
}
