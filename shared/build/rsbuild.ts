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
      // A preview build names itself (ADNET_BUILD_LABEL=canary): the host shows the label
      // while that build serves the page, so a redeploy by config can be seen, not guessed.
      define: {
        'process.env.ADNET_BUILD_LABEL': JSON.stringify(process.env.ADNET_BUILD_LABEL ?? ''),
      },
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
      // ADNET_DIST_DIR builds a second copy elsewhere (a preview to deploy beside the live one).
      distPath: { root: process.env.ADNET_DIST_DIR || 'dist' },
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
