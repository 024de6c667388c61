/**
 * The one Module Federation preset that the host and every remote use, so the five apps
 * cannot drift apart on what is shared or how.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/sdk';

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
 * The shared modules kept to an export list (issue 11, item 3: react-i18next went from 26.4 KB
 * to 6.2 KB minified). The others would gain nothing:
 * - i18next: its one default export is the whole instance class; nothing to shake.
 * - Arco: `source.transformImport` turns each import into its component's own module
 *   (`@arco-design/mobile-react/esm/button`), each shared on its own under the trailing-slash
 *   key, so no app loads a component it does not use.
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
 * (host/src/federation/runtime-plugin.ts).
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
 * never its patch (`1.6.1` → `^1.6.0`). A patch changes no export (docs/remote-contract.md
 * §2), so a remote gains nothing from it that a host of the same minor lacks; requiring it
 * would refuse every remote built after a patch of shared until the host shipped it too.
 */
export function contractRange(version: string): string {
  const m = /^(\d+)\.(\d+)\.\d+(?:[-+].*)?$/.exec(version);
  if (!m) throw new Error(`@adnet/shared version "${version}" is not MAJOR.MINOR.PATCH`);
  return `^${m[1]}.${m[2]}.0`;
}

export function sharedDependencies(): Shared {
  const version = sharedContractVersion();
  const own = { singleton: true, requiredVersion: contractRange(version), version, eager: false };
  return {
    ...singleton('react', 'react/'),
    ...singleton('react-dom', 'react-dom/'),
    ...singleton('react-router', 'react-router/'),
    ...singleton('jotai', 'jotai/'),
    ...singleton('i18next'),
    ...singleton('react-i18next'),
    ...singleton('@arco-design/mobile-react', '@arco-design/mobile-react/'),
    ...arcoContextByPath(),
    // workspace packages have no semver in package.json ("workspace:*"): give one.
    '@adnet/shared': own,
    '@adnet/shared/ui': own,
  };
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
    shared: sharedDependencies(),
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
    // A remote that is down must not block start-up (TOOLCHAIN.md, RUNTIME-003).
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
