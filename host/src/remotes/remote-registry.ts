/**
 * The remote apps of this page: registered from the run-time config, the build each runs, and
 * those loaded so far (load.ts loads them). Which build a merchant gets, stable or canary, is
 * decided in canary/tracks.ts and registered here.
 *
 * A remote whose config entry carries a snapshot (federation/snapshot.ts) is registered under
 * the snapshot's URL: its manifest is answered from the config, so its entry and the chunks of
 * `./routes` are requested at once. A snapshot the network shows to be of another build than
 * the one deployed (the remote redeployed in place without the deploy step) is not used again
 * on this device, until the config carries another; load.ts tells when.
 */
import type { Track } from '@adnet/shared/telemetry';
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
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

/** The merchant whose bucket decides canary or stable, as known now. */
export const currentMerchant = () => merchantOf();

/** Replaces the configured remotes (the config as read again: canary/tracks.ts). */
export function updateRemotes(change: (list: RemoteEntry[]) => RemoteEntry[]) {
  remotes = change(remotes);
}

export interface Decided {
  track: Track;
  /** The config's entry when the track was decided: the build this page runs. */
  entry: RemoteEntry;
  merchant: string | number | null;
  /** On a canary: this merchant's key for it (canary/memory.ts). */
  key?: string;
}
/** The build each remote runs in this page, once decided. */
export const tracks = new Map<string, Decided>();
/** Remotes whose container this page has started (loaded or preloaded): a switch then reloads. */
export const started = new Set<string>();
/** localStorage: remote name → the entry of a snapshot found to be of another build. */
const STALE_KEY = 'adnet:stale-snapshot:';

/** Remote name → the snapshot it is registered with now, while it is. */
const snapshotsInUse = new Map<string, RemoteSnapshot>();

export const entryOfSnapshot = (s: RemoteSnapshot) => `${s.publicPath}${s.remoteEntry}`;

function isStale(name: string, snapshot: RemoteSnapshot): boolean {
  try {
    return localStorage.getItem(STALE_KEY + name) === entryOfSnapshot(snapshot);
  } catch {
    return false;
  }
}

/** Registers `name` at `manifest`: under its snapshot's URL when the config has a usable one. */
export function register(name: string, manifest: string, snapshot?: RemoteSnapshot, force = false) {
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
export function buildOf(name: string) {
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

/** The runtime is about to run `name`'s container (a load or a preload). */
export function containerStarts(name: string) {
  started.add(name);
}

/** The build `name` runs in this page ('stable' until decided). */
export function trackOf(name: string): Track {
  return tracks.get(name)?.track ?? 'stable';
}

/** The build whose code ran in this page, per remote, from its load on (see `ranBuildOf`). */
const ran = new Map<string, { version: string; track: Track; key?: string }>();

/** `name` has loaded: its code runs in this page, as the build it was decided on. */
export function noteRan(name: string) {
  const key = tracks.get(name)?.key;
  ran.set(name, { version: versionOf(name), track: trackOf(name), ...(key ? { key } : {}) });
}

/**
 * The build whose code ran in this page: what its health events are about until the page
 * goes. A canary left by a reload keeps its tag up to the reload (its last vitals are the
 * canary's, not stable's under the canary's version).
 */
export function ranBuildOf(name: string) {
  return ran.get(name);
}

/** What health events call an app's build: the config's label, else the manifest's version. */
export function versionOf(name: string): string {
  const remote = entryInUse(name);
  const label = trackOf(name) === 'canary' ? remote?.canary?.version : remote?.version;
  return label || buildVersionOf(name) || '';
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
 * The shared modules the host provides, by package name; null without a federation runtime
 * (the SPA variant, which loads no remote).
 */
export function hostShared(): ((name: string) => boolean) | null {
  const shared = getInstance()?.options.shared as Record<string, unknown> | undefined;
  return shared ? (name) => Object.hasOwn(shared, name) : null;
}
