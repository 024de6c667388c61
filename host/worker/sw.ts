/// <reference lib="webworker" />
/**
 * The host's service worker (docs/offline.md): a second visit takes its code from here, and the
 * app opens with no network. Built by the host's production build only (build/service-worker.ts)
 * into dist/sw.js, registered by src/offline/service-worker.ts; the caching is Serwist's, the
 * rules which request goes where are src/offline/sw-rules.ts.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistPlugin,
} from 'serwist';
import { answerEarly, EarlyReads } from '../src/offline/config-with-page';
import {
  ASSET_MAX_AGE_S,
  ASSET_MAX_ENTRIES,
  CACHE_PREFIX,
  CACHES,
  CONFIG_PATH,
  isConfig,
  isHashedAsset,
  isManifest,
  isOldCache,
  isPage,
  NETWORK_TIMEOUT_S,
  pageKey,
} from '../src/offline/sw-rules';

declare const self: ServiceWorkerGlobalScope;
/** The host's start set, written in by the build: the files index.html names. */
declare const __ADNET_PRECACHE__: PrecacheEntry[];

const origin = self.location.origin;

/** Every path of the host answers the same index.html: one copy, under one key. */
const onePage: SerwistPlugin = {
  cacheKeyWillBeUsed: async () => pageKey(origin),
};

/**
 * A remote's scripts and styles are requested by `<script>` and `<link>` without CORS (an
 * opaque answer, which hides a 404 and cannot be told from a good one): the worker asks for
 * them with CORS instead, which every remote's server allows for the host's origin, so only a
 * real 200 is kept.
 */
const withCors: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin === origin || request.mode === 'cors'
      ? request
      : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
};

/**
 * The config's read sent with the page's navigation, and the page's own read answered from it
 * (src/offline/config-with-page.ts): one round trip less before a remote can load, the config
 * still the network's.
 */
const earlyConfig = new EarlyReads();
const configUrl = `${origin}${CONFIG_PATH}`;
const configFirst = new NetworkFirst({
  cacheName: CACHES.config,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  matchOptions: { ignoreSearch: true },
});
const pageFirst = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [onePage],
});

const serwist = new Serwist({
  precacheEntries: __ADNET_PRECACHE__,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 6 },
  cacheId: CACHE_PREFIX,
  // a new build's worker takes over at once: the page is network first anyway, and its
  // files are in the new precache
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPage(request, url, origin),
      handler: (options) => {
        const { event, request } = options;
        if (request.mode === 'navigate' && event instanceof FetchEvent) {
          earlyConfig.start(event.resultingClientId, () =>
            fetch(configUrl, { cache: 'no-store', credentials: 'same-origin' }),
          );
        }
        return pageFirst.handle(options);
      },
    },
    {
      matcher: ({ url }) => isConfig(url, origin),
      handler: (options) => {
        const { event, request } = options;
        const early =
          event instanceof FetchEvent && request.method === 'GET'
            ? earlyConfig.take(event.clientId)
            : undefined;
        if (!early) return configFirst.handle(options);
        return answerEarly(early, {
          timeoutMs: NETWORK_TIMEOUT_S * 1000,
          kept: () => caches.match(request, { cacheName: CACHES.config, ignoreSearch: true }),
          keep: (response) => caches.open(CACHES.config).then((c) => c.put(request, response)),
          waitUntil: (p) => event.waitUntil(p),
        });
      },
    },
    {
      matcher: ({ url }) => isManifest(url),
      handler: new NetworkFirst({
        cacheName: CACHES.manifests,
        networkTimeoutSeconds: NETWORK_TIMEOUT_S,
        plugins: [new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => isHashedAsset(url),
      handler: new CacheFirst({
        cacheName: CACHES.assets,
        plugins: [
          withCors,
          new ExpirationPlugin({
            maxEntries: ASSET_MAX_ENTRIES,
            maxAgeSeconds: ASSET_MAX_AGE_S,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
  ],
});

// Caches of an earlier version of this worker (other names) go when this one takes over.
self.addEventListener('activate', (event) => {
  const current = [...Object.values(CACHES), serwist.precacheStrategy.cacheName];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => isOldCache(n, current)).map((n) => caches.delete(n))),
      ),
  );
});

serwist.addEventListeners();
