/**
 * What the runtime plugin keeps of each remote's manifest as the runtime resolves it, and the
 * answer a snapshot in the run-time config gives for a manifest instead of the network
 * (snapshot.ts). The manifest tells the build a remote was loaded from (its hashed entry
 * file), so a later chunk failure can tell "redeployed since this page loaded" from "down",
 * and what it requires of the host (contract-check.ts).
 */
import { entryFileOf, servedManifest } from './snapshot';

export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface Manifest {
  metaData?: { remoteEntry?: { name?: string }; buildInfo?: { buildVersion?: string } };
  shared?: ManifestShared[];
}

/** Remote name → the manifest it was last resolved from. */
const manifests = new Map<string, Manifest>();

/** Keeps the manifest `remote` was resolved from (the runtime's `loadRemoteSnapshot`). */
export function rememberManifest(remote: string, manifest: Manifest) {
  manifests.set(remote, manifest);
}

/** The manifest `remote` was last resolved from, if any. */
export function manifestOfRemote(remote: string): Manifest | undefined {
  return manifests.get(remote);
}

/** The hashed entry file of the build a remote was loaded from ('' when not known). */
export function buildIdOf(remote: string): string {
  return entryFileOf(manifests.get(remote));
}

/** The build version a remote's manifest names (MF_BUILD_VERSION at its build), or ''. */
export function buildVersionOf(remote: string): string {
  return manifests.get(remote)?.metaData?.buildInfo?.buildVersion ?? '';
}

/** The build a manifest describes: its entry file, as {@link buildIdOf} reads it. */
export function buildIdOfManifest(m: unknown): string {
  return entryFileOf(m);
}

/** The answer for `url` when a snapshot serves it (snapshot.ts), else undefined: the network. */
export function snapshotResponse(url: string): Promise<Response> | undefined {
  const manifest = servedManifest(url);
  if (manifest === undefined) return undefined;
  return Promise.resolve(
    new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
  );
}
