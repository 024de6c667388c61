/**
 * Remote apps loaded on first visit of a path they own. A failure is remembered per remote so
 * its routes show the retry state (or, for a remote built against a newer shared contract, the
 * "needs an app update" state), and cleared by a retry; other remotes and the host are
 * untouched. Which remotes exist and whether each is loaded is ./remote-registry.ts; which build
 * each runs is ./canary/tracks.ts.
 *
 * A canary that fails to load, or that the contract check refuses, is left for the stable
 * build at once, without an error screen; this device remembers it for that merchant and
 * canary version (./canary/tracks.ts). A remote
 * registered from its snapshot (./remote-registry.ts) that fails to load is tried once more
 * from its manifest; a link's intent (./intent.ts) starts what its route needs.
 */
import { type RemoteRoutesModule, remoteRoutesProblems } from '@adnet/shared';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import { record } from '../telemetry/recorder';
import { assignTrack, leaveCanary, noteRan, trackOf } from './canary/tracks';
import { recoverableRoutes } from './chunk-recovery';
import { incompatibilityOf } from './federation/contract-check';
import { buildIdOf } from './federation/manifests';
import { intentRoutes, startRoutes } from './intent';
import {
  type LoadedRemote,
  leaveSnapshot,
  loadedRemote,
  markSnapshotStale,
  markStarted,
  rememberLoaded,
  remoteByName,
  remoteForPath,
  snapshotInUse,
  snapshotOutdated,
} from './remote-registry';

export type RemoteFailure =
  /** `offline`: it failed while the browser had no network (the gate waits for it) */
  { kind: 'failed'; error: string; offline?: boolean } | { kind: 'update'; error: string };

/** name → why its last load failed; read by the gate route. */
export const remoteFailuresAtom = atom<Record<string, RemoteFailure>>({});

export class RemoteContractError extends Error {
  constructor(remote: string, problems: string[]) {
    super(`${remote}/routes does not fit the contract: ${problems.join('; ')}`);
    this.name = 'RemoteContractError';
  }
}

/**
 * True for a chunk whose request failed at once (not one that timed out): a connection that
 * dropped, or the browser's failed preload of that chunk answering this request in its place
 * (Chromium gives a document's preload to its first request of the URL, failed or not).
 */
function chunkFailedAtOnce(e: unknown): boolean {
  const error = e as { name?: unknown; type?: unknown } | null;
  return error?.name === 'ChunkLoadError' && error.type !== 'timeout';
}

/** The remote's `./routes` module; a chunk of it that failed at once is asked for once more. */
async function routesModule(name: string): Promise<RemoteRoutesModule | null | undefined> {
  try {
    return await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  } catch (e) {
    if (!chunkFailedAtOnce(e)) throw e;
    console.warn(`remote ${name}: a chunk of its routes failed, once more`, e);
    return loadRemote<RemoteRoutesModule>(`${name}/routes`);
  }
}

async function loadRoutes(name: string): Promise<LoadedRemote> {
  const remote = remoteByName(name);
  let mod: RemoteRoutesModule | null | undefined;
  try {
    mod = await routesModule(name);
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
  rememberLoaded(name, loaded);
  noteRan(name);
  return loaded;
}

/**
 * Loads the routes of the build registered for `name`; when that build came from a snapshot
 * and fails, once more from its manifest. A snapshot of another build than the manifest's is
 * marked stale.
 */
async function loadRoutesOrManifest(name: string): Promise<LoadedRemote> {
  const snapshot = snapshotInUse(name);
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
  const cached = loadedRemote(name);
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
  markStarted(name);
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
 * a visit (idle-preload.ts). Only the latest attempt of a *visit* records a failure
 * (router.tsx), so a failed preload leaves no trace the visit would read: the runtime forgets a
 * failed manifest or entry load and the visit fetches again.
 */
export async function preloadRemoteApp(name: string): Promise<void> {
  if (loadedRemote(name)) return;
  await assignTrack(name);
  markStarted(name);
  // A snapshot is first checked against the manifest as deployed now (idle time: the round
  // trip costs no one): one of another build is not used for the preload, nor again.
  if (snapshotInUse(name)) await snapshotOutdated(name).catch(() => false);
  await preloadRemote([{ nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'sync' }]);
}

/**
 * What a link to `to` (`/path?query`) leads to, started on its intent (./intent.ts): for a
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

/** How a failed load shows: "needs an app update" when the contract check refused it. */
export function failureOf(name: string, error: unknown): RemoteFailure {
  const refused = incompatibilityOf(name);
  if (refused) return { kind: 'update', error: refused.message };
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return { kind: 'failed', error: String(error), ...(offline ? { offline } : {}) };
}
