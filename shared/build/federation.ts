/**
 * The one Module Federation preset that the host and every remote use, so the five apps
 * cannot drift apart on what is shared or how.
 */

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { CONTRACT_ENTRIES, isContractEntry } from '../workspace/contract-entries';

type Shared = Record<string, moduleFederationPlugin.SharedConfig>;

const require = createRequire(import.meta.url);

/**
 * Shared modules are bundled whole (react-router alone is ≈59 KB gz) unless tree-shaken.
 * Every app keeps the same export list, so whichever app provides the singleton, it has
 * what every other app uses; a unit test fails when code imports anything not listed here.
 */
export const ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'RouterProvider',
  'createHashRouter',
  // the route boundary tells a router's own answer (a 404 of a path) from a page that threw
  // (host/src/components/route-error.tsx); the router uses it itself, so it costs no byte
  'isRouteErrorResponse',
  // the host matches a link's path ahead of its navigation (host/src/remotes/intent.ts); the
  // router uses it itself, so keeping it costs no byte
  'matchRoutes',
  'useLoaderData',
  'useLocation',
  'useMatches',
  'useNavigation',
  'useNavigate',
  'useParams',
  'useRouteError',
  'useSearchParams',
];
/** react-i18next's used exports (≈ its hooks and provider; Trans and the HOCs stay out). */
export const REACT_I18NEXT_EXPORTS = ['I18nextProvider', 'initReactI18next', 'useTranslation'];
/**
 * The shared modules kept to an export list (react-i18next went from 26.4 KB to 6.2 KB
 * minified; docs/performance.md "Served small"). The others would gain nothing:
 * - i18next: its one default export is the whole instance class; nothing to shake.
 * - Arco: reaches remotes through `@adnet/shared/arco`, whose every export some remote uses
 *   (scripts/checks/exports.test.ts); the host's own imports are per component
 *   (`source.transformImport`).
 * - jotai: its main entry only re-exports `jotai/vanilla` and `jotai/react`, which the
 *   `jotai/` key shares as they are (2.3 KB and 0.5 KB minified); an export list on `jotai`
 *   was measured to change no byte.
 * - react, react-dom: CommonJS builds that expose one object.
 */
export const TREE_SHAKEN: Record<string, string[]> = {
  'react-router': ROUTER_EXPORTS,
  'react-i18next': REACT_I18NEXT_EXPORTS,
};

/** The installed version, as a range: package.json says "catalog:", which is no semver range. */
function installedRange(pkg: string): string {
  const manifest = join(dirname(require.resolve(`${pkg}/package.json`)), 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return `^${version}`;
}

function singleton(pkg: string, ...subpathKeys: string[]): Shared {
  const requiredVersion = installedRange(pkg);
  const entry: moduleFederationPlugin.SharedConfig = {
    singleton: true,
    requiredVersion,
    eager: false,
  };
  const usedExports = TREE_SHAKEN[pkg];
  if (usedExports) entry.treeShaking = { mode: 'runtime-infer', usedExports };
  const out: Shared = { [pkg]: entry };
  // Sub-path imports (react/jsx-runtime, react-dom/client, jotai/utils, arco's per-component
  // esm files) are separate requests: without a trailing-slash key they get bundled again.
  for (const key of subpathKeys) out[key] = entry;
  return out;
}

/**
 * Arco's components import their context by a relative path ('../context-provider'), which
 * a package-name key never matches: each remote would bundle its own context, and the host's
 * ContextProvider (locale, createRoot) would not reach Arco components inside remotes. A key
 * that is the resolved file path is matched after resolution, so all those imports meet the
 * one shared module.
 */
function arcoContextByPath(): Shared {
  const root = dirname(require.resolve('@arco-design/mobile-react/package.json'));
  const requiredVersion = installedRange('@arco-design/mobile-react');
  const shareKey = '@arco-design/mobile-react/esm/context-provider';
  return {
    [join(root, 'esm/context-provider/index.js')]: {
      singleton: true,
      requiredVersion,
      version: requiredVersion.slice(1),
      shareKey,
      eager: false,
    },
  };
}

/**
 * The version of the shared contract (`@adnet/shared`, semver, from its package.json). A
 * remote requires the minor it was built against, `^MAJOR.MINOR.0` ({@link contractRange});
 * the host checks that against the one it provides before the remote's code runs
 * (host/src/remotes/federation/contract-check.ts).
 * ADNET_SHARED_VERSION stamps a build as made against another release of the contract: the
 * contract end-to-end test builds a remote "from the previous release" and "from the next"
 * this way (docs/remote-contract.md).
 */
export function sharedContractVersion(): string {
  const manifest = new URL('../package.json', import.meta.url);
  const own = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return process.env.ADNET_SHARED_VERSION || own.version;
}

/**
 * What a remote built against `version` of the contract requires of the host: its minor,
 * never its patch (`1.6.1` → `^1.6.0`). A patch changes no export
 * (docs/remote-contract.md#2-what-a-remote-may-import-the-shared-contract-versioned), so a remote gains nothing from it that a host of the same minor lacks; requiring it
 * would refuse every remote built after a patch of shared until the host shipped it too.
 */
export function contractRange(version: string): string {
  const m = /^(\d+)\.(\d+)\.\d+(?:[-+].*)?$/.exec(version);
  if (!m) throw new Error(`@adnet/shared version "${version}" is not MAJOR.MINOR.PATCH`);
  return `^${m[1]}.${m[2]}.0`;
}

/**
 * What an app shares. Every app: React, the router, jotai, i18next and the contract's entries
 * (shared/workspace/contract-entries.ts), one singleton each; workspace packages have no
 * semver in package.json ("workspace:*"), so their version is given.
 * Arco is not shared by a remote: it reaches remotes through `@adnet/shared/arco` (one module
 * the host provides) and the kit of `@adnet/shared/ui`, so a remote entry lists a dozen shared
 * modules instead of some fifty. The host still provides Arco per component, as it did before
 * contract 1.8.0: a remote released on an earlier 1.x asks for those (its Arco context among
 * them) and keeps getting the host's copies, with the host's locale and `createRoot`.
 */
export function sharedDependencies(app: 'host' | 'remote' = 'remote'): Shared {
  const version = sharedContractVersion();
  const own = { singleton: true, requiredVersion: contractRange(version), version, eager: false };
  return {
    ...singleton('react', 'react/'),
    ...singleton('react-dom', 'react-dom/'),
    ...singleton('react-router', 'react-router/'),
    ...singleton('jotai', 'jotai/'),
    ...singleton('i18next'),
    ...singleton('react-i18next'),
    ...(app === 'host'
      ? {
          ...singleton('@arco-design/mobile-react', '@arco-design/mobile-react/'),
          ...arcoContextByPath(),
        }
      : {}),
    ...Object.fromEntries(CONTRACT_ENTRIES.map((entry) => [entry, own])),
  };
}

/** The prefix of the host's share keys: no import matches them, so the host consumes nothing. */
export const PROVIDE_ONLY = 'adnet:provide-only:';

/** Where a contract entry's source is: the host provides it whether or not it imports it. */
function contractEntryFile(entry: string): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, string>;
  };
  const sub = `.${entry.slice('@adnet/shared'.length)}`;
  const file = pkg.exports[sub];
  if (!file) throw new Error(`@adnet/shared has no export ${sub}`);
  return fileURLToPath(new URL(`../${file}`, import.meta.url));
}

/**
 * A module that re-exports `exports` of `pkg`, written beside the build (node_modules of the app):
 * what the host provides for a package kept to an export list, so that remotes get every name
 * of the list and the host's bundle keeps only those and what it uses itself.
 */
function exportListModule(pkg: string, exports: string[], dir = process.cwd()): string {
  const file = join(dir, 'node_modules/.adnet-provided', `${pkg.replace(/[^\w.-]/g, '_')}.js`);
  const body = `// Written by shared/build/federation.ts: what the host provides of ${pkg}.\nexport { ${exports.join(', ')} } from '${pkg}';\n`;
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, 'utf8') !== body) writeFileSync(file, body);
  return file;
}

/**
 * The host's shared modules, provided to remotes but never consumed by the host itself.
 *
 * A consumed module is reached through the federation runtime (an async stub per import that
 * asks the share scope for it); in the host that always answers with the host's own copy
 * (the runtime plugin allows no other provider), so the stubs only cost requests and time, and
 * worse, they make one start chunk impossible: a chunk cannot wait for its own stubs to be
 * served by a module inside it. Keyed under {@link PROVIDE_ONLY}, the keys match no import, so
 * the host imports React, the kernel and Arco directly, like any bundle, and each is still
 * provided under its share key (the provide side matches the `import`). What is provided:
 * - a package kept to an export list ({@link TREE_SHAKEN}): a module re-exporting the list,
 *   so the bundle keeps those names and what the host uses, nothing else;
 * - the contract's entries, by file: `@adnet/shared/arco` is imported by no host code;
 * - anything else, as the host imports it.
 */
export function provideOnly(shared: Shared): Shared {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => {
      const list = TREE_SHAKEN[key];
      const { treeShaking: _own, ...rest } = config;
      const version = config.version ?? String(config.requiredVersion ?? '').replace(/^\^/, '');
      const from = list
        ? exportListModule(key, list)
        : isContractEntry(key)
          ? contractEntryFile(key)
          : key;
      return [
        `${PROVIDE_ONLY}${key}`,
        {
          ...(list ? rest : config),
          import: config.import ?? from,
          shareKey: config.shareKey ?? key,
          ...(version ? { version } : {}),
        },
      ];
    }),
  );
}

export interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
}

export function federationOptions({ name, exposes }: FederationOptions) {
  const isHost = name === 'host';
  return {
    name,
    exposes,
    shared: isHost ? provideOnly(sharedDependencies('host')) : sharedDependencies('remote'),
    // One federation runtime in the page: the host provides it, remote entries use it
    // instead of bundling their own copy (≈35 KB → ≈10 KB gz per remote entry). `target: 'web'`
    // leaves out the runtime's Node code (its script loader for Node), which a browser never
    // runs: 2 KB gzip of every remote entry.
    // A remote loads no other remote: the runtime's remote-loading code is left out of its
    // entry too (`disableRemote`, 0.7 KB gzip).
    experiments: isHost
      ? { provideExternalRuntime: true, optimization: { target: 'web' as const } }
      : {
          externalRuntime: true,
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' as const },
        },
    // A remote that is down must not block start-up (RUNTIME-003 of the default
    // version-first; docs/decisions/0002-loaded-first-sharing.md).
    shareStrategy: 'loaded-first' as const,
    manifest: true,
    // Remotes publish their types (@mf-types.zip beside the manifest) when MF_DTS=1: the
    // type build runs tsc per remote, too slow for every build (see README).
    dts:
      !isHost && process.env.MF_DTS === '1'
        ? { generateTypes: { extractThirdParty: false, abortOnError: true }, consumeTypes: false }
        : false,
  };
}
