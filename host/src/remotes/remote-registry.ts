/**
 * The remote apps of this page and what the federation runtime knows of each: the configured
 * entries, the manifest each is registered at, whether its container has started, and its
 * routes once loaded (load.ts loads them). Everything kept here under a remote's name is
 * written by the functions of this file only. Which build a merchant gets, stable or canary,
 * is canary/tracks.ts's, which registers it here.
 *
 * A remote whose config entry carries a snapshot (federation/snapshot.ts) is registered under
 * the snapshot's URL: its manifest is answered from the config, so its entry and the chunks of
 * `./routes` are requested at once. A snapshot the network shows to be of another build than
 * the one deployed (the remote redeployed in place without the deploy step) is not used again
 * on this device, until the config carries another; load.ts tells when.
 */
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
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

export function remoteForPath(path: string): RemoteEntry | undefined {
  return remotes.find((r) => r.prefixes.some((p) => path === p || path.startsWith(`${p}/`)));
}

export function remoteByName(name: string): RemoteEntry | undefined {
  return remotes.find((r) => r.name === name);
}

/** The remotes to preload, most likely first: the order of the run-time config. */
export function remoteNames(): string[] {
  return remotes.map((r) => r.name);
}

/** localStorage: remote name → the entry of a snapshot found to be of another build. */
const STALE_KEY = 'adnet:stale-snapshot:';

/** Remote name → the manifest it is registered at now, and the snapshot serving it, if any. */
const registered = new Map<string, { manifest: string; snapshot?: RemoteSnapshot }>();

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
  registered.set(name, { manifest });
  if (snapshot && snapshot.manifest === manifest && !isStale(name, snapshot)) {
    entry = snapshotUrl(manifest);
    serveSnapshot(entry, manifestOf(name, snapshot));
    registered.set(name, { manifest, snapshot });
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
  return registered.get(name)?.snapshot;
}

/**
 * The deployed remote is another build than `name`'s snapshot: it is not used again on this
 * device (until the config carries a new one), and from now on in this page.
 */
export function markSnapshotStale(name: string, snapshot = snapshotInUse(name)) {
  if (!snapshot) return;
  try {
    localStorage.setItem(STALE_KEY + name, entryOfSnapshot(snapshot));
  } catch {
    // no storage: this page only
  }
  if (!loaded.has(name)) leaveSnapshot(name);
}

/** Registers `name` again at its manifest, as if its config had no snapshot. */
export function leaveSnapshot(name: string) {
  const now = registered.get(name);
  if (!now?.snapshot) return;
  register(name, now.manifest, undefined, true);
}

/**
 * Compares `name`'s snapshot with its manifest as deployed now (the idle preload does this):
 * true when it is of another build, which is then marked stale.
 */
export async function snapshotOutdated(name: string): Promise<boolean> {
  const snapshot = snapshotInUse(name);
  if (!snapshot) return false;
  const res = await fetch(snapshot.manifest, { cache: 'no-store' });
  if (!res.ok) return false;
  if (entryFileOf(await res.json()) === snapshot.remoteEntry) return false;
  markSnapshotStale(name);
  return true;
}

/** Remotes whose container this page has started (loaded or preloaded): a switch then reloads. */
const started = new Set<string>();

/** The runtime is about to run `name`'s container (a load or a preload). */
export function markStarted(name: string) {
  started.add(name);
}

export function hasStarted(name: string): boolean {
  return started.has(name);
}

export interface LoadedRemote {
  routes: RouteObject[];
  buildLabel: string;
}

/** The remotes loaded so far. */
const loaded = new Map<string, LoadedRemote>();

/** `name`'s routes have loaded (load.ts). */
export function rememberLoaded(name: string, remote: LoadedRemote) {
  loaded.set(name, remote);
}

/** `name`'s routes, once loaded. */
export function loadedRemote(name: string): LoadedRemote | undefined {
  return loaded.get(name);
}

/** `name` is to be loaded afresh: another build of it takes its place (canary/tracks.ts). */
export function forgetLoaded(name: string) {
  loaded.delete(name);
}

/**
 * The shared modules the host provides, by package name; null without a federation runtime
 * (the SPA variant, which loads no remote).
 */
export function hostShared(): ((name: string) => boolean) | null {
  const shared = getInstance()?.options.shared as Record<string, unknown> | undefined;
  return shared ? (name) => Object.hasOwn(shared, name) : null;
}
