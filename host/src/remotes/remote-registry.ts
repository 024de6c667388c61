/**
 * The remote apps of this page: registered from the run-time config, the build each runs, and
 * those loaded so far (load.ts loads them).
 *
 * A remote may offer a canary build to a share of merchants (docs/release.md): which build a
 * merchant gets is decided the first time the remote is needed in this page (canary/assign.ts)
 * and registered with the federation runtime then. A canary that fails is left for the stable
 * build, and this device remembers it for that merchant and canary version (canary/memory.ts).
 * The config re-read while a canary is on (canary/follow.ts) updates the entries here: a remote
 * not decided yet takes the new entry as it is; one running a canary the config no longer
 * gives this merchant is moved to stable when its route is next entered (canary/switch.ts).
 *
 * A remote whose config entry carries a snapshot (federation/snapshot.ts) is registered under
 * the snapshot's URL: its manifest is answered from the config, so its entry and the chunks of
 * `./routes` are requested at once. A snapshot the network shows to be of another build than
 * the one deployed (the remote redeployed in place without the deploy step) is not used again
 * on this device, until the config carries another; load.ts tells when.
 */
import type { FallbackReason, Track } from '@adnet/shared/telemetry';
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { record } from '../telemetry/recorder';
import { onCanary } from './canary/assign';
import {
  type CanaryBuild,
  canaryIdentity,
  canaryKey,
  leftCanary,
  rememberLeft,
} from './canary/memory';
import { forgetIncompatibility } from './federation/contract-check';
import { buildVersionOf } from './federation/manifests';
import {
  entryFileOf,
  manifestOf,
  type RemoteSnapshot,
  serveSnapshot,
  snapshotUrl,
} from './federation/snapshot';
import type { RemoteEntry } from './runtime-config';

let remotes: RemoteEntry[] = [];
/** The merchant whose bucket decides canary or stable; null while unknown. */
let merchantOf: () => Promise<string | number | null> = async () => null;

interface Decided {
  track: Track;
  /** The config's entry when the track was decided: the build this page runs. */
  entry: RemoteEntry;
  merchant: string | number | null;
  /** On a canary: this merchant's key for it (canary/memory.ts). */
  key?: string;
}
/** The build each remote runs in this page, once decided. */
const tracks = new Map<string, Decided>();
/** Remotes whose container this page has started (loaded or preloaded): a switch then reloads. */
const started = new Set<string>();
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

/** The config's entry for the build `name` runs in this page, else the latest. */
function entryInUse(name: string): RemoteEntry | undefined {
  return tracks.get(name)?.entry ?? remoteByName(name);
}

/** The manifest and snapshot of the build `name` runs in this page (its track's). */
function buildOf(name: string) {
  const remote = entryInUse(name);
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

/** True when `merchant` is given `canary` of `name` by the config (its share), as it is now. */
function offered(name: string, merchant: string | number | null, canary?: CanaryBuild) {
  const now = remoteByName(name)?.canary;
  return (
    merchant !== null &&
    now !== undefined &&
    now.percent > 0 &&
    (!canary || canaryIdentity(now) === canaryIdentity(canary)) &&
    onCanary(name, merchant, now.percent)
  );
}

/**
 * The build of `name` this merchant gets, decided once per page and registered with the
 * runtime: canary when the config offers one, the merchant is known and in its share, and
 * has not left that canary on this device.
 */
export async function assignTrack(name: string): Promise<Track> {
  const known = tracks.get(name);
  if (known) return known.track;
  let merchant: string | number | null = null;
  if (remoteByName(name)?.canary?.percent) {
    merchant = await merchantOf();
    const again = tracks.get(name); // decided meanwhile by a parallel caller
    if (again) return again.track;
  }
  const entry = remoteByName(name);
  if (!entry) return 'stable';
  const canary = entry.canary;
  const track: Track =
    canary && merchant !== null && offered(name, merchant) && !leftCanary(name, merchant, canary)
      ? 'canary'
      : 'stable';
  const key =
    track === 'canary' && canary && merchant !== null
      ? canaryKey(name, merchant, canary)
      : undefined;
  tracks.set(name, { track, entry, merchant, key });
  if (track === 'canary' && canary) register(name, canary.manifest, canary.snapshot, true);
  return track;
}

/** The runtime is about to run `name`'s container (a load or a preload). */
export function containerStarts(name: string) {
  started.add(name);
}

/** The build `name` runs in this page ('stable' until decided). */
export function trackOf(name: string): Track {
  return tracks.get(name)?.track ?? 'stable';
}

/** The merchant's key for the canary `name` runs in this page, or '' (canary/memory.ts). */
export function canaryKeyOf(name: string): string {
  return tracks.get(name)?.key ?? '';
}

/** The remotes this page runs on their canary, for every health event. */
export function canaryRemotes(): string {
  return [...tracks].flatMap(([name, t]) => (t.track === 'canary' ? [name] : [])).join(',');
}

/** What health events call an app's build: the config's label, else the manifest's version. */
export function versionOf(name: string): string {
  const remote = entryInUse(name);
  const label = trackOf(name) === 'canary' ? remote?.canary?.version : remote?.version;
  return label || buildVersionOf(name) || '';
}

/**
 * Leaves `name`'s canary for the stable build: counted as a canary failure, remembered on this
 * device for this merchant and canary version, then the stable build is registered in its
 * place. False when nothing was left, or the device could not remember it (a reload would then
 * put the merchant on the canary again).
 */
export function leaveCanary(name: string, reason: FallbackReason): boolean {
  const was = tracks.get(name);
  const canary = was?.entry.canary;
  const stable = remoteByName(name);
  if (was?.track !== 'canary' || !canary || !stable) return false;
  record('fallback', name, { reason });
  const remembered = was.merchant !== null && rememberLeft(name, was.merchant, canary);
  tracks.set(name, { track: 'stable', entry: stable, merchant: was.merchant });
  loadedRemotes.delete(name);
  forgetIncompatibility(name);
  register(name, stable.manifest, stable.snapshot, true);
  return remembered;
}

/**
 * True when `name` runs a canary the config no longer gives this merchant (its share lowered
 * below the merchant's bucket, its block removed, another version): the stable build is due
 * at the next entry into its routes (canary/switch.ts).
 */
export function canaryWithdrawn(name: string): boolean {
  const was = tracks.get(name);
  if (was?.track !== 'canary') return false;
  return !offered(name, was.merchant, was.entry.canary);
}

/**
 * The config as read again (canary/follow.ts). Each remote takes its new entry (its prefixes
 * stay: the router's are set); one not decided yet is registered anew when its build moved. A
 * withdrawn canary whose container has not started is dropped at once (decided again when
 * needed); one whose stable build now is that very canary (promoted) is called stable in
 * place. Any other withdrawn canary stays until its route is entered (canaryWithdrawn).
 */
export function adoptRemotes(list: RemoteEntry[]) {
  remotes = remotes.map((old) => {
    const now = list.find((r) => r.name === old.name);
    if (!now) return old; // gone from the config: kept until the next page load
    const entry = { ...now, prefixes: old.prefixes };
    const snap = (r: RemoteEntry) => (r.snapshot ? entryOfSnapshot(r.snapshot) : '');
    const moved = now.manifest !== old.manifest || snap(now) !== snap(old);
    if (moved && !tracks.has(old.name)) register(old.name, entry.manifest, entry.snapshot, true);
    return entry;
  });
  for (const [name, was] of tracks) {
    if (!canaryWithdrawn(name)) continue;
    const now = remoteByName(name);
    if (now && was.entry.canary && now.manifest === was.entry.canary.manifest) {
      tracks.set(name, { track: 'stable', entry: now, merchant: was.merchant });
    } else if (now && !started.has(name)) {
      tracks.delete(name);
      register(name, now.manifest, now.snapshot, true);
    }
  }
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
  await assignTrack(name);
  const build = buildOf(name);
  if (!build) throw new Error(`unknown remote ${name}`);
  return { manifest: build.manifest, snapshot: build.snapshot };
}

/**
 * The shared modules the host provides, by package name; null without a federation runtime
 * (the SPA variant, which loads no remote).
 */
export function hostShared(): ((name: string) => boolean) | null {
  const shared = getInstance()?.options.shared as Record<string, unknown> | undefined;
  return shared ? (name) => Object.hasOwn(shared, name) : null;
}
