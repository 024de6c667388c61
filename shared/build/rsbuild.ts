/**
 * The Rsbuild settings every app shares; each app's rsbuild.config.ts names only what is
 * its own (name, port, exposes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig, ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { AppName } from '../workspace/apps';
import { appPort, devAllowedOrigins, knownOrigins, runtimeConfig } from '../workspace/ports';
import { arcoLayer } from './arco-layer';
import { withFault } from './fault';
import { federationOptions } from './federation';
import { pluginFederationRuntimeEsm } from './federation-runtime-esm';
import { pluginStartPreload } from './start-preload';

const DEV_PAGE_META = {
  viewport:
    'width=device-width, initial-scale=1, maximum-scale=1, minimum-scale=1, user-scalable=no, viewport-fit=cover',
};

export interface AppBuildOptions {
  name: AppName;
  exposes?: Record<string, string>;
}

// ---- dev mode (`rsbuild dev`, scripts/dev/dev.mjs); a production build takes none of this ----
// Rsbuild's CLI sets NODE_ENV from the command before it loads the config.
const isDev = process.env.NODE_ENV === 'development';

/** A remote's dev page (src/app/index.ts): its standalone page at `/`, in dev only. */
const DEV_PAGE_ENTRY = './src/app/index.ts';

function devFederationOptions({ name, exposes }: AppBuildOptions) {
  const options = federationOptions({ name, exposes });
  if (!isDev || name === 'host') return options;
  // A remote's dev server also serves its dev page, where no host provides the
  // federation runtime: in dev a remote entry carries its own copy (several runtime copies
  // share one global federation state), so the same dev remote runs standalone, inside the dev
  // host and inside a production host. Production remotes keep `externalRuntime`.
  return { ...options, experiments: { ...options.experiments, externalRuntime: false } };
}

function devReactOptions(isHost: boolean): Parameters<typeof pluginReact>[0] {
  return isHost
    ? // Fast Refresh for the host's own code only, never for the federation runtime or other
      // node_modules that the JS rule compiles (`/@module-federation/`).
      { reactRefreshOptions: { exclude: [/[\\/]node_modules[\\/]/] } }
    : // A dev remote runs inside whichever host loads it, a production one included: the
      // production React of such a host has no jsxDEV internals (`dispatcher.getOwner is not
      // a function`), so remotes compile JSX to react/jsx-runtime in dev too.
      { swcReactOptions: { development: false } };
}

/**
 * The dev host answers /app-config.json for the ports in use (PORT_BASE), or with the file
 * APP_CONFIG names, read on every request as it is on disk.
 */
const devAppConfig: Exclude<NonNullable<ServerConfig['setup']>, unknown[]> = ({ server }) => {
  server.middlewares.use((req, res, next) => {
    if (req.url?.split('?')[0] !== '/app-config.json') return next();
    const file = process.env.APP_CONFIG;
    const body =
      file && existsSync(file) ? readFileSync(file, 'utf8') : JSON.stringify(runtimeConfig());
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  });
};

/** The build's version: MF_BUILD_VERSION when the release step sets it, else package.json's. */
function appVersion(): string {
  if (process.env.MF_BUILD_VERSION) return process.env.MF_BUILD_VERSION;
  const file = join(process.cwd(), 'package.json');
  return existsSync(file) ? String(JSON.parse(readFileSync(file, 'utf8')).version ?? '') : '';
}

export function appConfig({ name, exposes }: AppBuildOptions): RsbuildConfig {
  const isHost = name === 'host';
  const port = appPort(name);
  const devPage = isDev && !isHost && existsSync(join(process.cwd(), DEV_PAGE_ENTRY));
  return {
    plugins: [
      pluginReact(isDev ? devReactOptions(isHost) : undefined),
      // ADNET_FAULT=render: a deliberately broken build, a test tool (./fault.ts)
      pluginModuleFederation(devFederationOptions({ name, exposes: withFault(exposes) })),
      pluginFederationRuntimeEsm(),
      // The host's index.html names the files every start needs (start-preload.ts).
      ...(isHost && !isDev ? [pluginStartPreload()] : []),
    ],
    source: {
      entry: { index: devPage ? DEV_PAGE_ENTRY : './src/index.ts' },
      // A preview build names itself (ADNET_BUILD_LABEL=canary): the host shows the label
      // while that build serves the page, so a redeploy by config can be seen, not guessed.
      define: {
        'process.env.ADNET_BUILD_LABEL': JSON.stringify(process.env.ADNET_BUILD_LABEL ?? ''),
        // The version health events carry (docs/release.md): MF_BUILD_VERSION, which the
        // federation plugin also writes into a remote's manifest, else the package's.
        'process.env.ADNET_APP_VERSION': JSON.stringify(appVersion()),
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
      // The host fetches remote manifests and chunks across origins: allow only our apps, and
      // on a dev server the host origins the developer names (DEV_ALLOW_ORIGIN, a staging
      // host loading this dev remote through its dev override).
      cors: { origin: [...knownOrigins(), ...(isDev ? devAllowedOrigins() : [])] },
      setup: isDev && isHost ? devAppConfig : undefined,
      // Dev servers answer on localhost only: compressing every unminified chunk again on
      // each live reload costs more CPU time than the bytes it saves.
      ...(isDev ? { compress: false } : {}),
    },
    dev: {
      // Rsbuild 2 compiles dynamic imports lazily in dev by default; the federation's shared
      // modules and exposes then fail to load (`Cannot read properties of undefined (reading
      // 'call')`). Everything is compiled up front, as in a build.
      lazyCompilation: false,
      // A remote shown inside the host does not hot-reload (two React Refresh runtimes):
      // live reload of the whole page instead (docs/decisions/0012-remote-dev-live-reload.md).
      // Its client connects to the
      // remote's own dev server, from the host's page too.
      ...(isHost ? {} : { hmr: false, liveReload: true }),
    },
    output: {
      // A remote's chunks must be fetched from its own origin, not the host's (RUNTIME-008).
      assetPrefix: isHost ? '/' : 'auto',
      // ADNET_DIST_DIR builds a second copy elsewhere (a preview to deploy beside the live one).
      distPath: { root: process.env.ADNET_DIST_DIR || 'dist' },
      // a folder outside the app's (pnpm build:version) is emptied by whoever asked for it
      ...(isAbsolute(process.env.ADNET_DIST_DIR ?? '') ? { cleanDistPath: false } : {}),
    },
    html: isHost
      ? {
          template: './src/index.html',
          title: 'Merchant Center',
        }
      : devPage
        ? { title: `Merchant Center · ${name} (dev)`, meta: DEV_PAGE_META }
        : undefined,
    tools: {
      ...(isHost || devPage ? {} : { htmlPlugin: false }),
      // Arco's CSS in `@layer arco`: our adjustments win whatever order the chunks load in.
      postcss: (_options, { addPlugins }) => {
        addPlugins(arcoLayer());
      },
      // RUNTIME-001: the shared tree-shaking of react-router (federation.ts) marks exports
      // as unused, but dev mode runs no export-usage analysis of its own: CommonJS exports of
      // the federation runtime (`__exportAll`) were dropped while the calls stayed, and the
      // page died with `require_runtime.__exportAll is not a function`. A production build
      // always runs that analysis; dev now does too.
      ...(isDev ? { rspack: { optimization: { usedExports: true } } } : {}),
    },
    // Rsbuild's default chunk splitting (its `splitChunks` preset; `performance.chunkSplit`
    // is deprecated). The host adds its start chunk (start-preload.ts).
    splitChunks: { preset: 'default' },
  };
}
