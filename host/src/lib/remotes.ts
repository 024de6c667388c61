/**
 * Remote apps, registered from the run-time config and loaded on first visit of a path
 * they own. A failure is remembered per remote so its routes show the retry state (or, for
 * a remote built against a newer shared contract, the "needs an app update" state), and
 * cleared by a retry; other remotes and the host are untouched.
 */
import { type RemoteRoutesModule, remoteRoutesProblems } from '@adnet/shared';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import type { RouteObject } from 'react-router';
import { incompatibilityOf } from '../federation/runtime-plugin';
import { recoverableRoutes } from './chunk-recovery';
import type { RemoteEntry } from './runtime-config';

let remotes: RemoteEntry[] = [];

export function registerRemoteApps(list: RemoteEntry[]) {
  remotes = list;
  registerRemotes(list.map((r) => ({ name: r.name, entry: r.manifest })));
}

export function remoteForPath(path: string): RemoteEntry | undefined {
  return remotes.find((r) => r.prefixes.some((p) => path === p || path.startsWith(`${p}/`)));
}

export function remoteByName(name: string): RemoteEntry | undefined {
  return remotes.find((r) => r.name === name);
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

export async function loadRemoteApp(name: string): Promise<LoadedRemote> {
  const cached = loadedRemotes.get(name);
  if (cached) return cached;
  const remote = remoteByName(name);
  const mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  const problems = remoteRoutesProblems(mod, remote?.prefixes ?? []);
  if (!mod || problems.length) throw new RemoteContractError(name, problems);
  const loaded = {
    routes: recoverableRoutes(name, mod.routes),
    buildLabel: typeof mod.buildLabel === 'string' ? mod.buildLabel : '',
  };
  loadedRemotes.set(name, loaded);
  return loaded;
}

/**
 * Fetches a remote's manifest, its entry and the sync chunks of its `./routes` module ahead of
 * a visit (federation/idle-preload.ts). Only the latest attempt of a *visit* records a failure
 * (router.tsx), so a failed preload leaves no trace the visit would read: the runtime forgets a
 * failed manifest or entry load and the visit fetches again.
 */
export function preloadRemoteApp(name: string): Promise<void> {
  if (loadedRemotes.has(name)) return Promise.resolve();
  return preloadRemote([{ nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'sync' }]);
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
