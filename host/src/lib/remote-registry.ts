/**
 * The remote apps of this page: registered from the run-time config, the build each runs, and
 * those loaded so far (./remotes.ts loads them).
 *
 * A remote may offer a canary build to a share of merchants (docs/release.md): which build a
 * merchant gets is decided the first time the remote is needed in this page (canary/assign.ts)
 * and registered with the federation runtime then. A canary that fails is left for the stable
 * build for the rest of the tab's session.
 */
import type { Track } from '@adnet/shared/telemetry';
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { onCanary } from '../canary/assign';
import { buildVersionOf, forgetIncompatibility } from '../federation/runtime-plugin';
import { record } from '../telemetry/recorder';
import type { RemoteEntry } from './runtime-config';

let remotes: RemoteEntry[] = [];
/** The merchant whose bucket decides canary or stable; null while unknown. */
let merchantOf: () => Promise<string | number | null> = async () => null;
/** The build each remote runs in this page, once decided. */
const tracks = new Map<string, Track>();

const LEFT_KEY = 'adnet:canary-left:';

export function registerRemoteApps(
  list: RemoteEntry[],
  merchant?: () => Promise<string | number | null>,
) {
  remotes = list;
  if (merchant) merchantOf = merchant;
  registerRemotes(list.map((r) => ({ name: r.name, entry: r.manifest })));
}

export function remoteForPath(path: string): RemoteEntry | undefined {
  return remotes.find((r) => r.prefixes.some((p) => path === p || path.startsWith(`${p}/`)));
}

export function remoteByName(name: string): RemoteEntry | undefined {
  return remotes.find((r) => r.name === name);
}

/** True when this tab already left `remote`'s canary at `manifest` (it failed here). */
function leftCanary(remote: string, manifest: string): boolean {
  try {
    return sessionStorage.getItem(LEFT_KEY + remote) === manifest;
  } catch {
    return false;
  }
}

/**
 * The build of `name` this merchant gets, decided once per page and registered with the
 * runtime: canary when the config offers one, the merchant is known and in its share, and
 * this tab has not left it.
 */
export async function assignTrack(name: string): Promise<Track> {
  const known = tracks.get(name);
  if (known) return known;
  const canary = remoteByName(name)?.canary;
  let track: Track = 'stable';
  if (canary && canary.percent > 0 && !leftCanary(name, canary.manifest)) {
    const merchant = await merchantOf();
    const again = tracks.get(name); // decided meanwhile by a parallel caller
    if (again) return again;
    if (merchant !== null && onCanary(name, merchant, canary.percent)) track = 'canary';
  }
  tracks.set(name, track);
  if (track === 'canary' && canary) {
    registerRemotes([{ name, entry: canary.manifest }], { force: true });
  }
  return track;
}

/** The build `name` runs in this page ('stable' until decided). */
export function trackOf(name: string): Track {
  return tracks.get(name) ?? 'stable';
}

/** The remotes this page runs on their canary, for every health event. */
export function canaryRemotes(): string {
  return [...tracks].flatMap(([name, t]) => (t === 'canary' ? [name] : [])).join(',');
}

/** What health events call an app's build: the config's label, else the manifest's version. */
export function versionOf(name: string): string {
  const remote = remoteByName(name);
  const label = trackOf(name) === 'canary' ? remote?.canary?.version : remote?.version;
  return label || buildVersionOf(name) || '';
}

/**
 * Leaves `name`'s canary for the stable build, for the rest of this tab's session: counted as
 * a canary failure, then the stable build is registered in its place.
 */
export function leaveCanary(name: string, reason: 'load' | 'contract' | 'chunk') {
  const canary = remoteByName(name)?.canary;
  const stable = remoteByName(name);
  if (!canary || !stable || trackOf(name) !== 'canary') return;
  record('fallback', name, { reason });
  try {
    sessionStorage.setItem(LEFT_KEY + name, canary.manifest);
  } catch {
    // no storage: stable for this page only
  }
  tracks.set(name, 'stable');
  loadedRemotes.delete(name);
  forgetIncompatibility(name);
  registerRemotes([{ name, entry: stable.manifest }], { force: true });
}

export interface LoadedRemote {
  routes: RouteObject[];
  buildLabel: string;
}

/** The remotes loaded so far. */
export const loadedRemotes = new Map<string, LoadedRemote>();

/** The remotes to preload, most likely first: the order of the run-time config. */
export function remoteNames(): string[] {
  return remotes.map((r) => r.name);
}

/**
 * The manifest of the build `name` runs for this merchant (decided now if it was not), and the
 * config's snapshot of it when there is one: what the service worker keeps for offline.
 */
export async function manifestInUse(
  name: string,
): Promise<{ manifest: string; snapshot?: unknown }> {
  const track = await assignTrack(name);
  const remote = remoteByName(name);
  if (!remote) throw new Error(`unknown remote ${name}`);
  if (track === 'canary' && remote.canary) {
    const canary = remote.canary as { manifest: string; snapshot?: unknown };
    return { manifest: canary.manifest, snapshot: canary.snapshot };
  }
  return { manifest: remote.manifest, snapshot: (remote as { snapshot?: unknown }).snapshot };
}

/**
 * The shared modules the host provides, by package name; null without a federation runtime
 * (the SPA variant, which loads no remote).
 */
export function hostShared(): ((name: string) => boolean) | null {
  const shared = getInstance()?.options.shared as Record<string, unknown> | undefined;
  return shared ? (name) => Object.hasOwn(shared, name) : null;
}
