/**
 * The Rsbuild settings every app shares; each app's rsbuild.config.ts names only what is
 * its own (name, port, exposes).
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationOptions } from './federation';
import { appPort, knownOrigins } from './ports';

export interface AppBuildOptions {
  name: 'host' | 'adcenter' | 'plan' | 'wallet' | 'messaging';
  exposes?: Record<string, string>;
}

export function appConfig({ name, exposes }: AppBuildOptions): RsbuildConfig {
  const isHost = name === 'host';
  const port = appPort(name);
  return {
    plugins: [pluginReact(), pluginModuleFederation(federationOptions({ name, exposes }))],
    source: {
      entry: { index: './src/index.ts' },
      // Per-component Arco JS and CSS instead of the whole library without styles.
      transformImport: [
        {
          libraryName: '@arco-design/mobile-react',
          libraryDirectory: 'esm',
          camelToDashComponentName: true,
          style: 'css',
        },
      ],
    },
    server: {
      port,
      strictPort: true,
      // The host fetches remote manifests and chunks across origins: allow only our apps.
      cors: { origin: knownOrigins() },
    },
    // A remote shown inside the host does not hot-reload (two React Refresh runtimes):
    // live reload of the whole page instead (TOOLCHAIN.md).
    dev: isHost ? {} : { hmr: false, liveReload: true },
    output: {
      // A remote's chunks must be fetched from its own origin, not the host's (RUNTIME-008).
      assetPrefix: isHost ? '/' : 'auto',
      ...(isHost ? {} : { distPath: { root: 'dist' } }),
    },
    html: isHost
      ? {
          template: './src/index.html',
          title: 'Merchant Center',
        }
      : undefined,
    tools: isHost ? undefined : { htmlPlugin: false },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
  };
}
