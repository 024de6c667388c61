/**
 * A remote's snapshot: what the host needs of its `mf-manifest.json` to load it, written into
 * the run-time config (`app-config.json`) by the deploy step (scripts/deploy/config-snapshot.ts), so a
 * remote's first route does not wait for its manifest: the host goes straight to the entry and
 * fetches the chunks of `./routes` with it.
 *
 * - {@link snapshotOf} (the deploy step, in Node): a manifest → its snapshot, every path
 *   resolved against the manifest's URL;
 * - {@link manifestOf} (the host): the snapshot → the manifest the federation runtime reads,
 *   served to it in place of the network (runtime-plugin.ts, its `fetch` hook, with manifests.ts) under
 *   {@link snapshotUrl}.
 *
 * A snapshot serves only the manifest URL it was read from (`manifest`): a config edited to
 * point a remote elsewhere (a redeploy by config, a rollback, a dev override) loads the new
 * manifest from the network. One that no longer matches the deployed remote (redeployed in
 * place without the deploy step) is left for the manifest on this device as soon as that
 * shows: the remote fails to load from it, one of its pages' chunks is gone, or the idle
 * preload finds another entry in the manifest (../load.ts).
 */

/** A shared module the remote requires: what the host's contract check reads. */
export interface SnapshotShared {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** An exposed module and the files it needs at once (JS and CSS, relative to `publicPath`). */
export interface SnapshotExpose {
  name: string;
  path: string;
  js: string[];
  css: string[];
}

export interface RemoteSnapshot {
  /** The manifest it was read from; the snapshot serves that URL only. */
  manifest: string;
  /** Where the remote's files are (absolute, ends with `/`). */
  publicPath: string;
  /** The entry's file, relative to `publicPath`: the entry URL is the two joined. */
  remoteEntry: string;
  /** How the entry is loaded, as the manifest says ('global' when absent). */
  remoteEntryType?: string;
  /** The global the entry defines (the federation name). */
  globalName: string;
  buildVersion: string;
  buildName: string;
  shared: SnapshotShared[];
  exposes: SnapshotExpose[];
}

/** The URL the runtime is given for a remote served from its snapshot. */
export function snapshotUrl(manifest: string): string {
  return `${manifest.replace(/#.*$/, '')}#snapshot`;
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The part of an `mf-manifest.json` read here. */
export interface ManifestLike {
  id?: string;
  name?: string;
  metaData: {
    name?: string;
    globalName: string;
    publicPath?: string;
    buildInfo?: { buildVersion?: string; buildName?: string };
    remoteEntry: { name: string; path?: string; type?: string };
  };
  shared: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  exposes: { name: string; path: string; assets?: ManifestAssets }[];
}

function isManifest(v: unknown): v is ManifestLike {
  const m = v as ManifestLike | null;
  return Boolean(
    m &&
      typeof m === 'object' &&
      m.metaData &&
      typeof m.metaData.globalName === 'string' &&
      typeof m.metaData.remoteEntry?.name === 'string' &&
      Array.isArray(m.shared) &&
      Array.isArray(m.exposes),
  );
}

const joinPath = (dir: string | undefined, file: string) =>
  dir && dir !== '.' && dir !== './' ? `${dir.replace(/^\.?\/|\/$/g, '')}/${file}` : file;

/**
 * The entry file a manifest names, relative to its public path ('' when it names none): what
 * tells one build of a remote from another.
 */
export function entryFileOf(manifest: unknown): string {
  const entry = (manifest as Partial<ManifestLike> | null)?.metaData?.remoteEntry;
  return typeof entry?.name === 'string' && entry.name ? joinPath(entry.path, entry.name) : '';
}

/** The snapshot of `manifest`, read from `manifestUrl` (the deploy step). */
export function snapshotOf(manifest: unknown, manifestUrl: string): RemoteSnapshot {
  if (!isManifest(manifest)) throw new Error(`${manifestUrl} is not a federation manifest`);
  const { metaData } = manifest;
  const declared = metaData.publicPath;
  const publicPath =
    !declared || declared === 'auto'
      ? new URL('./', manifestUrl).href
      : new URL(declared.endsWith('/') ? declared : `${declared}/`, manifestUrl).href;
  return {
    manifest: manifestUrl,
    publicPath,
    remoteEntry: entryFileOf(manifest),
    ...(metaData.remoteEntry.type ? { remoteEntryType: metaData.remoteEntry.type } : {}),
    globalName: metaData.globalName,
    buildVersion: metaData.buildInfo?.buildVersion ?? '',
    buildName: metaData.buildInfo?.buildName ?? '',
    shared: manifest.shared.map(({ name, version, requiredVersion, singleton }) => ({
      name,
      version,
      ...(requiredVersion !== undefined ? { requiredVersion } : {}),
      ...(singleton !== undefined ? { singleton } : {}),
    })),
    exposes: manifest.exposes.map((e) => ({
      name: e.name,
      path: e.path,
      js: [...(e.assets?.js?.sync ?? [])],
      css: [...(e.assets?.css?.sync ?? [])],
    })),
  };
}

const isStringList = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** True when `v` has a snapshot's shape (an edited config may not). */
export function isSnapshot(v: unknown): v is RemoteSnapshot {
  const s = v as RemoteSnapshot | null;
  const httpUrl = (u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u);
  return Boolean(
    s &&
      typeof s === 'object' &&
      httpUrl(s.manifest) &&
      httpUrl(s.publicPath) &&
      s.publicPath.endsWith('/') &&
      typeof s.remoteEntry === 'string' &&
      s.remoteEntry.length > 0 &&
      (s.remoteEntryType === undefined || typeof s.remoteEntryType === 'string') &&
      typeof s.globalName === 'string' &&
      typeof s.buildVersion === 'string' &&
      typeof s.buildName === 'string' &&
      Array.isArray(s.shared) &&
      s.shared.every((x) => x && typeof x.name === 'string' && typeof x.version === 'string') &&
      Array.isArray(s.exposes) &&
      s.exposes.every(
        (e) =>
          e &&
          typeof e.name === 'string' &&
          typeof e.path === 'string' &&
          isStringList(e.js) &&
          isStringList(e.css),
      ),
  );
}

/** The manifest the federation runtime reads for a remote served from `snapshot`. */
export function manifestOf(name: string, snapshot: RemoteSnapshot) {
  const none = { sync: [] as string[], async: [] as string[] };
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: snapshot.globalName,
      buildInfo: { buildVersion: snapshot.buildVersion, buildName: snapshot.buildName },
      publicPath: snapshot.publicPath,
      remoteEntry: {
        name: snapshot.remoteEntry,
        path: '',
        type: snapshot.remoteEntryType ?? 'global',
      },
      types: { path: '', name: '', zip: '', api: '' },
    },
    shared: snapshot.shared.map((s) => ({
      id: `${name}:${s.name}`,
      ...s,
      assets: { js: none, css: none },
    })),
    remotes: [],
    exposes: snapshot.exposes.map((e) => ({
      id: `${name}:${e.name}`,
      name: e.name,
      path: e.path,
      assets: { js: { sync: e.js, async: [] }, css: { sync: e.css, async: [] } },
    })),
  };
}

/** URL → the manifest to answer with instead of the network (set by ../load.ts). */
const served = new Map<string, unknown>();

export function serveSnapshot(url: string, manifest: unknown) {
  served.set(url, manifest);
}

/** The manifest `url` is answered with, or undefined: the network answers. */
export function servedManifest(url: string): unknown {
  return served.get(url);
}
