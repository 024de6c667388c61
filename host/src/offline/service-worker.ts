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
import { inBatches, isManifestLike, KEEP_BATCH, remoteFiles } from './remote-files';
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

/**
 * Resolves when a worker controls the page: at once on a page it served, else when the worker
 * this page registered has installed (its precache can take a while on a slow connection).
 */
function controlled(): Promise<void> {
  const sw = navigator.serviceWorker;
  if (sw.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!sw.controller) return;
      sw.removeEventListener('controllerchange', onChange);
      resolve();
    };
    sw.addEventListener('controllerchange', onChange);
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

async function filesOf(
  remote: RemoteToKeep,
  hostProvides: (name: string) => boolean,
): Promise<string[]> {
  if (isManifestLike(remote.snapshot)) {
    return remoteFiles(remote.snapshot, remote.manifest, hostProvides);
  }
  // through the worker, which keeps the manifest for the next start without the network;
  // the runtime has just fetched it: the browser's cache answers (`force-cache`)
  const res = await fetch(remote.manifest, { cache: 'force-cache', credentials: 'omit' });
  if (!res.ok) return [];
  const json: unknown = await res.json();
  return isManifestLike(json) ? remoteFiles(json, remote.manifest, hostProvides) : [];
}

/** Hands the worker what this page loaded before it controlled the page (none if it did). */
function handOver(): Promise<void> {
  return controlledAtStart ? Promise.resolve() : cacheUrls(startFiles());
}

/** The files of the page's start, when the worker did not see them (see the module's comment). */
export async function keepStart(): Promise<void> {
  if (!supported() || controlledAtStart) return;
  await controlled();
  await handOver();
}

/**
 * Resolves in a moment the browser has nothing else to do (30 s at the latest); where there is
 * no `requestIdleCallback` (WebKit), after `withoutIdleMs`.
 */
function idle(withoutIdleMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const w = globalThis as {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    };
    if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: 30_000 });
    else setTimeout(resolve, withoutIdleMs);
  });
}

/**
 * Resolves when no new build's worker is on its way in (30 s at the latest). A worker that
 * waits to take over does so only in a moment the one in charge handles nothing, and a page
 * that hands it batch after batch leaves it none: keeping pauses until the new one is in
 * charge (its caches are the same, so nothing kept is lost) or has failed.
 */
async function noUpdateOnItsWay(ms = 30_000): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  const next = reg?.installing ?? reg?.waiting;
  if (!next) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      next.removeEventListener('statechange', onState);
      resolve();
    };
    const onState = () => {
      if (next.state === 'activated' || next.state === 'redundant') done();
    };
    const timer = setTimeout(done, ms);
    next.addEventListener('statechange', onState);
  });
}

/**
 * Every remote's entry and route chunks, one remote after the other, `KEEP_BATCH` files at a
 * time, each batch once `quiet` resolves (the page's caller: no recent input) and in an idle
 * moment (the page's own requests go first), and none while a new worker is on its way in; a
 * remote that cannot be read now is skipped (the next load tries again).
 */
export async function keepRemotes(
  remotes: (() => Promise<RemoteToKeep>)[],
  hostProvides: (name: string) => boolean,
  quiet: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  if (!supported()) return;
  await controlled();
  for (const which of remotes) {
    try {
      await idle();
      for (const batch of inBatches(await filesOf(await which(), hostProvides), KEEP_BATCH)) {
        await quiet();
        // (between batches, a short pause where idle cannot be told: a remote is 14 to 24 batches)
        await idle(250);
        await noUpdateOnItsWay();
        await cacheUrls(batch);
      }
    } catch (e) {
      console.warn('service worker: a remote was not kept for offline', e);
    }
  }
  // what was still loading when the start was handed over (a remote's own shared modules)
  await handOver();
}
