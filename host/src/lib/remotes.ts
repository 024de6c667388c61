/**
 * Remote apps, registered from the run-time config and loaded on first visit of a path
 * they own. A failure is remembered per remote so its routes show the retry state, and
 * cleared by a retry; other remotes and the host are untouched.
 */
import type { RemoteRoutesModule } from '@adnet/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import type { RouteObject } from 'react-router';
import type { RemoteEntry } from './runtime-config';

let remotes: RemoteEntry[] = [];

export function registerRemoteApps(list: RemoteEntry[]) {
  remotes = list;
  registerRemotes(list.map((r) => ({ name: r.name, entry: r.manifest })));
}

export function remoteForPath(path: string): RemoteEntry | undefined {
  return remotes.find((r) => r.prefixes.some((p) => path === p || path.startsWith(`${p}/`)));
}

/** name → error of its last failed load; read by the gate route. */
export const remoteFailuresAtom = atom<Record<string, string>>({});

/** Route objects of the remotes loaded so far. */
export const loadedRemotes = new Map<string, RouteObject[]>();

export async function loadRemoteRoutes(name: string): Promise<RouteObject[]> {
  const cached = loadedRemotes.get(name);
  if (cached) return cached;
  const mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!mod || !Array.isArray(mod.routes)) throw new Error(`${name}/routes exposes no routes`);
  loadedRemotes.set(name, mod.routes);
  return mod.routes;
}
