/**
 * The host's Module Federation runtime plugin, applied to the host and (as a global plugin)
 * to every remote container created after it: the runtime's hooks, wired to what each rule
 * needs. Two rules:
 *
 * 1. Fault isolation (share-provider.ts). A shared module is served either by the host or by
 *    the app that asks for it, never by another remote. A failed load of a shared module is
 *    also forgotten, so the next attempt reaches the network instead of re-reading the cached
 *    rejection.
 *
 * 2. The shared contract (contract-check.ts). Before a remote's entry runs, its manifest's
 *    shared requirements are checked against what the host provides; a remote built against a
 *    newer contract is refused with a `RemoteIncompatibleError`.
 *
 * It also keeps each remote's manifest as the runtime resolves it (its build identity, what
 * it requires) and answers for a remote's manifest from its snapshot in the run-time config
 * (manifests.ts, snapshot.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkContract } from './contract-check';
import { type Manifest, rememberManifest, snapshotResponse } from './manifests';
import {
  HOST_NAME,
  pickProvider,
  providerOf,
  type ShareEntry,
  type Versions,
} from './share-provider';

export function adnetRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'adnet-host-runtime',

    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, shareInfo } = args;
      const requester = shareInfo.from;
      const versions = (shareScopeMap[scope]?.[pkgName] ?? {}) as Versions;
      const resolve = args.resolver;
      args.resolver = () => {
        const chosen = resolve();
        const entry = chosen?.shared as ShareEntry | undefined;
        if (!entry) return chosen;
        const from = providerOf(pkgName, entry);
        if (from === HOST_NAME || from === requester) return chosen;
        const allowed = pickProvider(pkgName, versions, requester);
        // biome-ignore lint/suspicious/noExplicitAny: the runtime's resolver result type
        return allowed ? ({ shared: allowed, useTreesShaking: false } as any) : undefined;
      };
      return args;
    },

    errorLoadShare(args) {
      // A rejected `loading` promise stays on the entry and every later request re-reads it:
      // forget it, so that the next attempt loads again (webpack retries a failed chunk).
      for (const scope of Object.values(args.shareScopeMap)) {
        for (const entry of Object.values((scope[args.pkgName] ?? {}) as Versions)) {
          for (const e of [entry, entry.treeShaking]) {
            if (e && !e.loaded && e.loading) e.loading = null;
          }
        }
      }
    },

    // A remote's snapshot from the run-time config answers for its manifest (snapshot.ts):
    // no round trip before the entry; every other URL goes to the network.
    fetch(url) {
      return snapshotResponse(url);
    },

    async loadRemoteSnapshot(args) {
      const name = args.moduleInfo?.name;
      if (name && args.manifestJson) rememberManifest(name, args.manifestJson as Manifest);
      return args;
    },

    // The runtime's snapshot plugin starts fetching (and running) a remote's entry and first
    // chunks right after it has read the manifest, before `afterResolve` reaches plugins: the
    // check goes here, on the preload it is about to start.
    async beforePreloadRemote(args) {
      if (args.origin.options.name !== HOST_NAME) return;
      for (const op of args.preloadOps) checkContract(op.nameOrAlias, args.origin);
    },

    async afterResolve(args) {
      const name = args.remoteInfo?.name ?? args.remote?.name;
      if (name && args.origin.options.name === HOST_NAME) checkContract(name, args.origin);
      return args;
    },
  };
}
