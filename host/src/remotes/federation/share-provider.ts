/**
 * Which app serves a shared module (fault isolation, the first rule of runtime-plugin.ts): the
 * host or the app that asks for it, never another remote. A remote whose files fail (a partial
 * CDN outage, an in-place deploy that removed old chunks) can then break only its own routes.
 * The runtime's default choice ("loaded first", else the first registered) would let the first
 * remote to load become the provider of every shared module the host does not itself provide
 * (most Arco components), and the others would fetch those from it.
 */
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

export const HOST_NAME = 'host';

export interface ShareEntry {
  from?: string;
  /** The provider's loader; the runtime's copy of an option in the share scope keeps it. */
  get?: unknown;
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  treeShaking?: ShareEntry;
  version?: string;
}

export type Versions = Record<string, ShareEntry>;

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
