/**
 * The remote apps of this page: registered from the run-time config, the build each runs, and
 * those loaded so far (./remotes.ts loads them).
 *
 * A remote may offer a canary build to a share of merchants (docs/release.md): which build a
 * merchant gets is decided the first time the remote is needed in this page (canary/assign.ts)
 * and registered with the federation runtime then. A canary that fails is left for the stable
 * build for the rest of the tab's session.
 *
 * A remote whose config entry carries a snapshot (federation/snapshot.ts) is registered under
 * the snapshot's URL: its manifest is answered from the config, so its entry and the chunks of
 * `./routes` are requested at once. A snapshot the network shows to be of another build than
 * the one deployed (the remote redeployed in place without the deploy step) is not used again
 * on this device, until the config carries another; ./remotes.ts tells when.
 */
import type { FallbackReason, Track } from '@adnet/shared/telemetry';
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { onCanary } from '../canary/assign';
import { buildVersionOf, forgetIncompatibility } from '../federation/runtime-plugin';
import {
  entryFileOf,
  manifestOf,
  type RemoteSnapshot,
  serveSnapshot,
  snapshotUrl,
} from '../federation/snapshot';
import { record } from '../telemetry/recorder';
import type { RemoteEntry } from './runtime-config';

let remotes: RemoteEntry[] = [];
/** The merchant whose bucket decides canary or stable; null while unknown. */
let merchantOf: () => Promise<string | number | null> = async () => null;
/** The build each remote runs in this page, once decided. */
const tracks = new Map<string, Track>();

const LEFT_KEY = 'adnet:canary-left:';
/** localStorage: remote name → the entry of a snapshot found to be of another build. */
const STALE_KEY = 'adnet:stale-snapshot:';

/** Remote name → the snapshot it is registered with now, while it is. */
const snapshotsInUse = new Map<string, RemoteSnapshot>();

const entryOfSnapshot = (s: RemoteSnapshot) => `${s.publicPath}${s.remoteEntry}`;

function isStale(name: string, snapshot: RemoteSnapshot): boolean {
  try {
    return localStorage.getItem(STALE_KEY + name) === entryOfSnapshot(snapshot);
  } catch {
    return false;
  }
}

/** Registers `name` at `manifest`: under its snapshot's URL when the config has a usable one. */
function register(name: string, manifest: string, snapshot?: RemoteSnapshot, force = false) {
  let entry = manifest;
  snapshotsInUse.delete(name);
  if (snapshot && snapshot.manifest === manifest && !isStale(name, snapshot)) {
    entry = snapshotUrl(manifest);
    serveSnapshot(entry, manifestOf(name, snapshot));
    snapshotsInUse.set(name, snapshot);
  }
  registerRemotes([{ name, entry }], force ? { force: true } : undefined);
}

export function registerRemoteApps(
  list: RemoteEntry[],
  merchant?: () => Promise<string | number | null>,
) {
  remotes = list;
  if (merchant) merchantOf = merchant;
  for (const r of list) register(r.name, r.manifest, r.snapshot);
}

/** The snapshot `name` is registered with now, if any. */
export function snapshotInUse(name: string): RemoteSnapshot | undefined {
  return snapshotsInUse.get(name);
}

/** The manifest and snapshot of the build `name` runs in this page (its track's). */
function buildOf(name: string) {
  const remote = remoteByName(name);
  const canary = trackOf(name) === 'canary' ? remote?.canary : undefined;
  return canary ?? remote;
}

/**
 * The deployed remote is another build than `name`'s snapshot: it is not used again on this
 * device (until the config carries a new one), and from now on in this page.
 */
export function markSnapshotStale(name: string, snapshot = snapshotsInUse.get(name)) {
  if (!snapshot) return;
  try {
    localStorage.setItem(STALE_KEY + name, entryOfSnapshot(snapshot));
  } catch {
    // no storage: this page only
  }
  if (!loadedRemotes.has(name)) leaveSnapshot(name);
}

/** Registers `name` again at its manifest, as if its config had no snapshot. */
export function leaveSnapshot(name: string) {
  const build = buildOf(name);
  if (!build || !snapshotsInUse.has(name)) return;
  register(name, build.manifest, undefined, true);
}

/**
 * Compares `name`'s snapshot with its manifest as deployed now (the idle preload does this):
 * true when it is of another build, which is then marked stale.
 */
export async function snapshotOutdated(name: string): Promise<boolean> {
  const snapshot = snapshotsInUse.get(name);
  if (!snapshot) return false;
  const res = await fetch(snapshot.manifest, { cache: 'no-store' });
  if (!res.ok) return false;
  if (entryFileOf(await res.json()) === snapshot.remoteEntry) return false;
  markSnapshotStale(name);
  return true;
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
  if (track === 'canary' && canary) register(name, canary.manifest, canary.snapshot, true);
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
export function leaveCanary(name: string, reason: FallbackReason) {
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
  register(name, stable.manifest, stable.snapshot, true);
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
