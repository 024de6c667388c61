/**
 * Registers the host's service worker (docs/offline.md) and, once it controls the page, asks
 * it to keep what the app needs to open again without the network:
 * - when this page started without the worker (the first visit, or the visit that installed
 *   a new one): the page itself, app-config.json and every hashed file the page has loaded so
 *   far (the worker saw none of those requests);
 * - after login, when the browser is idle: for every remote of the run-time config, the build
 *   this merchant runs (stable or canary), its entry and the chunks of its routes, read from
 *   the config's snapshot of its manifest when there is one, else from its `mf-manifest.json`.
 *
 * The worker caches them with its own rules (Serwist's `CACHE_URLS` message: each URL goes
 * through the route that would serve it), so nothing here writes a cache. No worker where the
 * browser has none (a webview, docs/offline.md): the app works the same, online only.
 * Production builds only; `"serviceWorker": false` in app-config.json unregisters it.
 */
import { isHashedAsset, SW_PATH } from './sw-rules';

function supported(): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

/** True when the worker already served this page's start (it saw every request of it). */
const controlledAtStart = supported() && navigator.serviceWorker.controller !== null;

/** Registers the worker once the page has loaded, or unregisters it when the config says so. */
export function registerServiceWorker(config: { serviceWorker?: boolean }): void {
  if (!supported()) return;
  const sw = navigator.serviceWorker;
  if (config.serviceWorker === false) {
    void sw
      .getRegistrations()
      .then((all) => Promise.all(all.map((r) => r.unregister())))
      .catch(() => {});
    return;
  }
  const register = () =>
    void sw
      .register(SW_PATH, { scope: '/', updateViaCache: 'none' })
      .catch((e) => console.warn('service worker:', e));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Resolves when a worker controls the page (at most `ms` later: false then). */
function controlled(ms = 30_000): Promise<boolean> {
  const sw = navigator.serviceWorker;
  if (sw.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), ms);
    const onChange = () => done(sw.controller !== null);
    sw.addEventListener('controllerchange', onChange);
    function done(ok: boolean) {
      clearTimeout(timer);
      sw.removeEventListener('controllerchange', onChange);
      resolve(ok);
    }
  });
}

/** Asks the controlling worker to cache `urls`; resolves when it says it did (or gave up). */
function cacheUrls(urls: string[], ms = 120_000): Promise<void> {
  const worker = navigator.serviceWorker.controller;
  if (!worker || urls.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, ms);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

/** The fields of a federation manifest (or a config snapshot of one) read here. */
export interface ManifestLike {
  metaData: {
    publicPath?: string;
    remoteEntry: { name: string; path?: string };
  };
  exposes?: {
    assets?: {
      js?: { sync?: string[]; async?: string[] };
      css?: { sync?: string[]; async?: string[] };
    };
  }[];
}

export function isManifestLike(v: unknown): v is ManifestLike {
  const m = v as ManifestLike | null;
  return (
    !!m &&
    typeof m === 'object' &&
    !!m.metaData &&
    typeof m.metaData.remoteEntry?.name === 'string' &&
    (m.exposes === undefined || Array.isArray(m.exposes))
  );
}

/**
 * A remote build's entry and the chunks of everything it exposes (its routes: the pages, their
 * strings, their styles), as absolute URLs. Paths are relative to the manifest's own URL when
 * its publicPath is `auto` (every remote here), else to that publicPath.
 */
export function remoteFiles(manifest: ManifestLike, manifestUrl: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base =
    !publicPath || publicPath === 'auto'
      ? new URL('.', manifestUrl)
      : new URL(publicPath, manifestUrl);
  const paths = [
    `${remoteEntry.path ?? ''}${remoteEntry.name}`,
    ...(manifest.exposes ?? []).flatMap((e) => [
      ...(e.assets?.js?.sync ?? []),
      ...(e.assets?.js?.async ?? []),
      ...(e.assets?.css?.sync ?? []),
      ...(e.assets?.css?.async ?? []),
    ]),
  ];
  const urls = paths.map((p) => new URL(p.replace(/^\//, ''), base).href);
  return [...new Set(urls)];
}

/** What this page loaded before the worker controlled it: the page, its config, its files. */
function startFiles(): string[] {
  const urls = [
    new URL('./', document.baseURI).href,
    new URL('app-config.json', document.baseURI).href,
  ];
  for (const entry of performance.getEntriesByType('resource')) {
    try {
      if (isHashedAsset(new URL(entry.name))) urls.push(entry.name);
    } catch {
      // not a URL
    }
  }
  return urls;
}

export interface RemoteToKeep {
  /** The manifest of the build this merchant runs. */
  manifest: string;
  /** The config's snapshot of that manifest, when the config carries one. */
  snapshot?: unknown;
}

async function filesOf(remote: RemoteToKeep): Promise<string[]> {
  if (isManifestLike(remote.snapshot)) return remoteFiles(remote.snapshot, remote.manifest);
  // through the worker, which keeps the manifest for the next start without the network;
  // the runtime has just fetched it: the browser's cache answers (`force-cache`)
  const res = await fetch(remote.manifest, { cache: 'force-cache', credentials: 'omit' });
  if (!res.ok) return [];
  const json: unknown = await res.json();
  return isManifestLike(json) ? remoteFiles(json, remote.manifest) : [];
}

/** The files of the page's start, when the worker did not see them (see the module's comment). */
export async function keepStart(): Promise<void> {
  if (!supported() || controlledAtStart) return;
  if (!(await controlled())) return;
  await cacheUrls(startFiles());
}

/**
 * Every remote's entry and route chunks, one remote after the other; a remote that cannot be
 * read now is skipped (the next load tries again).
 */
export async function keepRemotes(remotes: (() => Promise<RemoteToKeep>)[]): Promise<void> {
  if (!supported() || !(await controlled())) return;
  for (const which of remotes) {
    try {
      await cacheUrls(await filesOf(await which()));
    } catch (e) {
      console.warn('service worker: a remote was not kept for offline', e);
    }
  }
}
