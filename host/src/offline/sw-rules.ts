/**
 * What the service worker (host/worker/sw.ts) does with each request, as pure functions the
 * worker and its unit tests share (docs/offline.md):
 *
 * - **the page** (a navigation, or the page's own `fetch('./')`): network first, the last copy
 *   when the network fails or says nothing within `NETWORK_TIMEOUT_S`; every path of the host
 *   answers the same index.html, so one copy is kept (`PAGE_KEY`);
 * - **app-config.json** and every **mf-manifest.json**: network first, the last copy offline,
 *   so a new host build or a remote repointed by config is picked up on the next load;
 * - **hashed files** under `static/` (the host's and every remote's scripts, styles and
 *   images, whose names change with their content): cache first. The host's start set is
 *   precached by the build; the rest is cached on first use and by the page's warm-up
 *   (offline/service-worker.ts), and expires after `ASSET_MAX_AGE_S`;
 * - **everything else** (the API, telemetry, images of the API): not touched, as if there
 *   were no worker. API answers are never cached here (the API client keeps the last answers
 *   of a few read-only calls itself, per merchant: shared/src/api/last-answers.ts).
 */

/** The cache names of this worker's version; a cache of ours under another name is removed. */
export const CACHE_PREFIX = 'adnet';
export const CACHES = {
  pages: `${CACHE_PREFIX}-pages-v1`,
  config: `${CACHE_PREFIX}-config-v1`,
  manifests: `${CACHE_PREFIX}-manifests-v1`,
  assets: `${CACHE_PREFIX}-assets-v1`,
} as const;

/** A request over the network that says nothing for this long is answered from the cache. */
export const NETWORK_TIMEOUT_S = 4;
/** Hashed files are kept this long after they were fetched (then fetched again on use). */
export const ASSET_MAX_AGE_S = 7 * 24 * 60 * 60;
/** At most this many hashed files (the start set, four remotes' routes, other languages). */
export const ASSET_MAX_ENTRIES = 1000;

/** The path of the worker script beside index.html (served `no-cache`, never hashed). */
export const SW_PATH = '/sw.js';

const HASHED =
  /\/static\/(?:[^/]+\/)*[^/]+\.[0-9a-f]{8,}\.(?:js|css|svg|png|jpe?g|gif|webp|woff2?)$/i;

/** `/static/js/async/6p.4f74a56bbe.js` on any origin → true; `/mf-manifest.json` → false. */
export function isHashedAsset(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && HASHED.test(url.pathname);
}

export function isManifest(url: URL): boolean {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname.endsWith('/mf-manifest.json')
  );
}

/** The run-time config's path on the host's origin. */
export const CONFIG_PATH = '/app-config.json';

export function isConfig(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === CONFIG_PATH;
}

/**
 * The host's page: a navigation of the host's origin, or a plain fetch of `/` (the page's
 * check for a newer build, the warm-up's copy). A navigation to a file (`/sw.js`, a hashed
 * script opened as a page) is not the page.
 */
export function isPage(
  request: { mode: string; destination: string },
  url: URL,
  origin: string,
): boolean {
  if (url.origin !== origin) return false;
  if (request.mode === 'navigate')
    return !/\.[a-z0-9]+$/i.test(url.pathname) || /\.html?$/i.test(url.pathname);
  return request.destination === '' && (url.pathname === '/' || url.pathname === '/index.html');
}

/** The one key the page is kept under, whatever path or query it was asked with. */
export function pageKey(origin: string): string {
  return `${origin}/`;
}

/** The caches of ours a new worker removes: our prefix, not one of this version's names. */
export function isOldCache(name: string, current: readonly string[]): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`) && !current.includes(name);
}
