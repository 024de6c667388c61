/**
 * Remote apps, registered from the run-time config and loaded on first visit of a path
 * they own. A failure is remembered per remote so its routes show the retry state (or, for
 * a remote built against a newer shared contract, the "needs an app update" state), and
 * cleared by a retry; other remotes and the host are untouched.
 *
 * A remote may offer a canary build to a share of merchants (docs/release.md): which build a
 * merchant gets is decided the first time the remote is needed in this page (canary/assign.ts)
 * and registered with the federation runtime then. A canary that fails to load, or that the
 * contract check refuses, is left for the stable build at once, without an error screen, and
 * for the rest of the tab's session.
 *
 * A remote whose config entry carries a snapshot (federation/snapshot.ts) is registered under
 * the snapshot's URL: its manifest is answered from the config, so its entry and the chunks of
 * `./routes` are requested at once. When it fails to load that way, it is tried once more from
 * its manifest; a snapshot the network shows to be of another build than the one deployed
 * (the remote redeployed in place without the deploy step) is not used again on this device,
 * until the config carries another. The idle preload checks the snapshot against the
 * manifest first (that round trip costs no one).
 */
import { type RemoteRoutesModule, remoteRoutesProblems } from '@adnet/shared';
import type { Track } from '@adnet/shared/telemetry';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import type { RouteObject } from 'react-router';
import { onCanary } from '../canary/assign';
import {
  buildIdOf,
  buildVersionOf,
  forgetIncompatibility,
  incompatibilityOf,
} from '../federation/runtime-plugin';
import {
  entryFileOf,
  manifestOf,
  type RemoteSnapshot,
  serveSnapshot,
  snapshotUrl,
} from '../federation/snapshot';
import { record } from '../telemetry/recorder';
import { recoverableRoutes } from './chunk-recovery';
import { intentRoutes, startRoutes } from './intent';
import type { RemoteEntry } from './runtime-config';

let remotes: RemoteEntry[] = [];
/** The merchant whose bucket decides canary or stable; null while unknown. */
let merchantOf: () => Promise<string | number | null> = async () => null;
/** The build each remote runs in this page, once decided. */
const tracks = new Map<string, Track>();

const LEFT_KEY = 'adnet:canary-left:';
/** localStorage: remote name → the entry of a snapshot found to be of an older build. */
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
function leaveSnapshot(name: string) {
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
  register(name, stable.manifest, stable.snapshot, true);
}

export type RemoteFailure = { kind: 'failed'; error: string } | { kind: 'update'; error: string };

/** name → why its last load failed; read by the gate route. */
export const remoteFailuresAtom = atom<Record<string, RemoteFailure>>({});

export interface LoadedRemote {
  routes: RouteObject[];
  buildLabel: string;
}

/** The remotes loaded so far. */
export const loadedRemotes = new Map<string, LoadedRemote>();

export class RemoteContractError extends Error {
  constructor(remote: string, problems: string[]) {
    super(`${remote}/routes does not fit the contract: ${problems.join('; ')}`);
    this.name = 'RemoteContractError';
  }
}

async function loadRoutes(name: string): Promise<LoadedRemote> {
  const remote = remoteByName(name);
  let mod: RemoteRoutesModule | null | undefined;
  try {
    mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  } catch (e) {
    const refused = incompatibilityOf(name);
    if (refused) record('contract', name, { detail: refused.message });
    throw e;
  }
  const problems = remoteRoutesProblems(mod, remote?.prefixes ?? []);
  if (!mod || problems.length) {
    const error = new RemoteContractError(name, problems);
    record('contract', name, { detail: error.message });
    throw error;
  }
  const loaded = {
    routes: intentRoutes(recoverableRoutes(name, mod.routes)),
    // a canary shows nothing of itself to the merchant (a preview build's label included)
    buildLabel:
      typeof mod.buildLabel === 'string' && trackOf(name) !== 'canary' ? mod.buildLabel : '',
  };
  loadedRemotes.set(name, loaded);
  return loaded;
}

/**
 * Loads the routes of the build registered for `name`; when that build came from a snapshot
 * and fails, once more from its manifest. A snapshot of another build than the manifest's is
 * marked stale.
 */
async function loadRoutesOrManifest(name: string): Promise<LoadedRemote> {
  const snapshot = snapshotsInUse.get(name);
  try {
    return await loadRoutes(name);
  } catch (e) {
    if (!snapshot || incompatibilityOf(name)) throw e;
    console.warn(`remote ${name}: failed from its snapshot, trying its manifest`, e);
    leaveSnapshot(name);
    const loaded = await loadRoutes(name);
    if (buildIdOf(name) !== snapshot.remoteEntry) markSnapshotStale(name, snapshot);
    return loaded;
  }
}

const loading = new Map<string, Promise<LoadedRemote>>();

export function loadRemoteApp(name: string): Promise<LoadedRemote> {
  const cached = loadedRemotes.get(name);
  if (cached) return Promise.resolve(cached);
  // one attempt at a time: a link's intent and the navigation that follows share it
  let pending = loading.get(name);
  if (!pending) {
    pending = loadOnce(name).finally(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

async function loadOnce(name: string): Promise<LoadedRemote> {
  const track = await assignTrack(name);
  try {
    return await loadRoutesOrManifest(name);
  } catch (e) {
    if (track !== 'canary') throw e;
    // The merchant never sees a broken canary: the stable build, now, in place.
    console.warn(`remote ${name}: the canary failed, the stable build takes over`, e);
    leaveCanary(name, incompatibilityOf(name) ? 'contract' : 'load');
    return loadRoutesOrManifest(name);
  }
}

/**
 * Fetches a remote's manifest, its entry and the sync chunks of its `./routes` module ahead of
 * a visit (federation/idle-preload.ts). Only the latest attempt of a *visit* records a failure
 * (router.tsx), so a failed preload leaves no trace the visit would read: the runtime forgets a
 * failed manifest or entry load and the visit fetches again.
 */
export async function preloadRemoteApp(name: string): Promise<void> {
  if (loadedRemotes.has(name)) return;
  await assignTrack(name);
  // A snapshot is first checked against the manifest as deployed now (idle time: the round
  // trip costs no one): one of another build is not used for the preload, nor again.
  if (snapshotsInUse.has(name)) await snapshotOutdated(name).catch(() => false);
  await preloadRemote([{ nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'sync' }]);
}

/**
 * What a link to `to` (`/path?query`) leads to, started on its intent (lib/intent.ts): for a
 * remote's path, the remote (entry, `./routes`, its strings), then the matched routes' page
 * chunks and loaders' data. Nothing without a session: remote routes need one, and the login
 * loads no remote.
 */
export function startRemoteRoute(to: string, loggedIn: boolean) {
  const path = to.split(/[?#]/)[0] ?? to;
  const remote = remoteForPath(path);
  if (!remote || !loggedIn) return;
  loadRemoteApp(remote.name).then(
    (app) => startRoutes(app.routes, to),
    () => {}, // the navigation, if any, loads it again and shows its failure
  );
}

/** The remotes to preload, most likely first: the order of the run-time config. */
export function remoteNames(): string[] {
  return remotes.map((r) => r.name);
}

/** How a failed load shows: "needs an app update" when the contract check refused it. */
export function failureOf(name: string, error: unknown): RemoteFailure {
  const refused = incompatibilityOf(name);
  if (refused) return { kind: 'update', error: refused.message };
  return { kind: 'failed', error: String(error) };
}
