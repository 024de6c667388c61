/**
 * The host's Module Federation runtime plugin, applied to the host and (as a global plugin)
 * to every remote container created after it. Two rules:
 *
 * 1. Fault isolation. A shared module is served either by the host or by the app that asks
 *    for it, never by another remote: a remote whose files fail (a partial CDN outage, an
 *    in-place deploy that removed old chunks) can then break only its own routes. The
 *    runtime's default choice ("loaded first", else the first registered) would let the
 *    first remote to load become the provider of every shared module the host does not
 *    itself provide (most Arco components), and the others would fetch those from it.
 *    A failed load of a shared module is also forgotten, so the next attempt reaches the
 *    network instead of re-reading the cached rejection.
 *
 * 2. The shared contract. Before a remote's entry runs, its manifest's shared requirements
 *    are checked against what the host provides; a remote built against a newer contract
 *    (say `@adnet/shared` ^1.3.0 on a host with 1.2.0) is refused with a
 *    {@link RemoteIncompatibleError}, which the host shows as "this section needs an app
 *    update" instead of running it into a TypeError.
 *
 * It also records each remote's build identity (its hashed entry file) from the manifest,
 * so a later chunk failure can tell "redeployed since this page loaded" from "down", and
 * answers for a remote's manifest from its snapshot in the run-time config (snapshot.ts).
 */
import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import { entryFileOf, servedManifest } from './snapshot';

export const HOST_NAME = 'host';

interface ShareEntry {
  from?: string;
  /** The provider's loader; the runtime's copy of an option in the share scope keeps it. */
  get?: unknown;
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  treeShaking?: ShareEntry;
  version?: string;
}

type Versions = Record<string, ShareEntry>;

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string }; buildInfo?: { buildVersion?: string } };
  shared?: ManifestShared[];
}

export interface Incompatibility {
  pkg: string;
  required: string;
  provided: string;
}

export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: Incompatibility[],
  ) {
    super(
      `remote ${remote} needs ${problems.map((p) => `${p.pkg} ${p.required} (host has ${p.provided})`).join(', ')}`,
    );
    this.name = 'RemoteIncompatibleError';
  }
}

/** Remote name → the manifest it was last resolved from. */
const manifests = new Map<string, Manifest>();
/** Remote name → why it was refused, while it is. */
const incompatible = new Map<string, RemoteIncompatibleError>();

export function incompatibilityOf(remote: string): RemoteIncompatibleError | undefined {
  return incompatible.get(remote);
}

/** A refused build was replaced (a canary left for stable): its refusal is no longer news. */
export function forgetIncompatibility(remote: string) {
  incompatible.delete(remote);
}

/** The hashed entry file of the build a remote was loaded from ('' when not known). */
export function buildIdOf(remote: string): string {
  return entryFileOf(manifests.get(remote));
}

/** The build version a remote's manifest names (MF_BUILD_VERSION at its build), or ''. */
export function buildVersionOf(remote: string): string {
  return manifests.get(remote)?.metaData?.buildInfo?.buildVersion ?? '';
}

/** The build a manifest describes: its entry file, as {@link buildIdOf} reads it. */
export function buildIdOfManifest(m: unknown): string {
  return entryFileOf(m);
}

function instances(): ModuleFederation[] {
  const g = globalThis as { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[] } };
  return g.__FEDERATION__?.__INSTANCES__ ?? [];
}

interface InstanceLike {
  options: { name: string; shared: unknown };
}

/**
 * Which app registered `entry`: the container whose own share options it comes from. The
 * runtime puts a copy of an option in the share scope, and writes as its `from` whichever app
 * loaded it first: a remote, for a module the host provides but does not load itself (the host
 * imports its own copies directly: shared/build/federation.ts, `provideOnly`). So the option is
 * told by its loader, which the copy keeps; `from` is the last resort.
 */
export function providerOf(
  pkgName: string,
  entry: ShareEntry,
  list: InstanceLike[] = instances(),
): string | undefined {
  for (const instance of list) {
    const own = (instance.options.shared as Record<string, ShareEntry[] | undefined>)[pkgName];
    if (own?.some((o) => o === entry || (o.get !== undefined && o.get === entry.get))) {
      return instance.options.name;
    }
  }
  return entry.from;
}

/**
 * The registered entry the requester may use: the host's, else its own; undefined makes the
 * requester fall back to the copy bundled in its own build.
 */
export function pickProvider(
  pkgName: string,
  versions: Versions,
  requester: string,
  provider: (pkg: string, e: ShareEntry) => string | undefined = providerOf,
): ShareEntry | undefined {
  const entries = Object.values(versions);
  return (
    entries.find((e) => provider(pkgName, e) === HOST_NAME) ??
    entries.find((e) => provider(pkgName, e) === requester)
  );
}

/** What the host provides, by package name (its registered share options). */
function hostProvides(host: ModuleFederation): Map<string, string> {
  const out = new Map<string, string>();
  const shared = host.options.shared as Record<string, { version?: string }[]>;
  for (const [pkg, list] of Object.entries(shared)) {
    const version = list[0]?.version;
    if (version) out.set(pkg, version);
  }
  return out;
}

/** The entries of the shared contract, versioned together (docs/remote-contract.md#2-what-a-remote-may-import-the-shared-contract-versioned). */
const CONTRACT_PACKAGES = new Set(['@adnet/shared', '@adnet/shared/ui', '@adnet/shared/arco']);

/**
 * What the host checks a remote's requirement against. For the shared contract a remote needs
 * the minor it was built against, never a patch (a patch changes no export): remotes built
 * since shared's build preset says `^MAJOR.MINOR.0` already; one deployed before it says
 * `^1.6.1` when built on 1.6.1 and would otherwise be refused by a 1.6.0 host it runs on.
 * Other singletons (React, the router) keep their ranges as they are.
 */
export function effectiveRequirement(pkg: string, required: string): string {
  if (!CONTRACT_PACKAGES.has(pkg)) return required;
  const m = /^\^(\d+)\.(\d+)\.\d+$/.exec(required.trim());
  return m ? `^${m[1]}.${m[2]}.0` : required;
}

/** Requirements of a remote's manifest that the host's singletons do not meet. */
export function contractProblems(
  manifest: Manifest,
  provided: Map<string, string>,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  for (const s of manifest.shared ?? []) {
    const have = provided.get(s.name);
    if (!have || !s.singleton || !s.requiredVersion || s.requiredVersion === '*') continue;
    if (!satisfy(have, effectiveRequirement(s.name, s.requiredVersion))) {
      problems.push({ pkg: s.name, required: s.requiredVersion, provided: have });
    }
  }
  return problems;
}

/** Throws (and remembers) a {@link RemoteIncompatibleError} when `name` needs what the host lacks. */
function checkContract(name: string, host: ModuleFederation) {
  const manifest = manifests.get(name);
  if (!manifest) return;
  const problems = contractProblems(manifest, hostProvides(host));
  if (problems.length) {
    const err = new RemoteIncompatibleError(name, problems);
    incompatible.set(name, err);
    throw err;
  }
  incompatible.delete(name);
}

/** The answer for `url` when a snapshot serves it (snapshot.ts), else undefined: the network. */
export function snapshotResponse(url: string): Promise<Response> | undefined {
  const manifest = servedManifest(url);
  if (manifest === undefined) return undefined;
  return Promise.resolve(
    new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
  );
}

export function adnetRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'adnet-host-runtime',

    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, shareInfo } = args;
      const requester = shareInfo.from;
      const versions = (shareScopeMap[scope]?.[pkgName] ?? {}) as Versions;
      const resolve = args.resolver;
      args.resolver = () => {
        const chosen = resolve();
        const entry = chosen?.shared as ShareEntry | undefined;
        if (!entry) return chosen;
        const from = providerOf(pkgName, entry);
        if (from === HOST_NAME || from === requester) return chosen;
        const allowed = pickProvider(pkgName, versions, requester);
        // biome-ignore lint/suspicious/noExplicitAny: the runtime's resolver result type
        return allowed ? ({ shared: allowed, useTreesShaking: false } as any) : undefined;
      };
      return args;
    },

    errorLoadShare(args) {
      // A rejected `loading` promise stays on the entry and every later request re-reads it:
      // forget it, so that the next attempt loads again (webpack retries a failed chunk).
      for (const scope of Object.values(args.shareScopeMap)) {
        for (const entry of Object.values((scope[args.pkgName] ?? {}) as Versions)) {
          for (const e of [entry, entry.treeShaking]) {
            if (e && !e.loaded && e.loading) e.loading = null;
          }
        }
      }
    },

    // A remote's snapshot from the run-time config answers for its manifest (snapshot.ts):
    // no round trip before the entry; every other URL goes to the network.
    fetch(url) {
      return snapshotResponse(url);
    },

    async loadRemoteSnapshot(args) {
      const name = args.moduleInfo?.name;
      if (name && args.manifestJson) manifests.set(name, args.manifestJson as Manifest);
      return args;
    },

    // The runtime's snapshot plugin starts fetching (and running) a remote's entry and first
    // chunks right after it has read the manifest, before `afterResolve` reaches plugins: the
    // check goes here, on the preload it is about to start.
    async beforePreloadRemote(args) {
      if (args.origin.options.name !== HOST_NAME) return;
      for (const op of args.preloadOps) checkContract(op.nameOrAlias, args.origin);
    },

    async afterResolve(args) {
      const name = args.remoteInfo?.name ?? args.remote?.name;
      if (name && args.origin.options.name === HOST_NAME) checkContract(name, args.origin);
      return args;
    },
  };
}
