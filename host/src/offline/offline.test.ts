import { describe, expect, it } from 'vitest';
import { startSet } from '../../build/service-worker';
import { inBatches, isManifestLike, KEEP_BATCH, remoteFiles } from './remote-files';
import {
  CACHES,
  isConfig,
  isHashedAsset,
  isManifest,
  isOldCache,
  isPage,
  pageKey,
} from './sw-rules';

const HOST = 'https://merchant.example.com';
const u = (s: string) => new URL(s);

describe('what the service worker does with a request', () => {
  it('keeps hashed files of any app cache first, never manifests, the config or the API', () => {
    for (const url of [
      `${HOST}/static/js/index.72513ed228.js`,
      'https://wallet.cdn.example.com/v42/static/js/wallet.68daacace6.js',
      'http://localhost:3003/static/js/async/2t.c346622175.js',
      'http://localhost:3003/static/css/async/lp.1c2b65ee88.css',
    ]) {
      expect(isHashedAsset(u(url)), url).toBe(true);
    }
    for (const url of [
      'http://localhost:3003/mf-manifest.json',
      `${HOST}/app-config.json`,
      `${HOST}/sw.js`,
      `${HOST}/static/js/index.js`,
      'https://api.example.com/user/property',
      'https://api.example.com/files/a.0123456789.png',
    ]) {
      expect(isHashedAsset(u(url)), url).toBe(false);
    }
  });

  it('asks the network first for the page, the config and each manifest', () => {
    const nav = { mode: 'navigate', destination: 'document' };
    const plain = { mode: 'cors', destination: '' };
    expect(isPage(nav, u(`${HOST}/`), HOST)).toBe(true);
    expect(isPage(nav, u(`${HOST}/wallet?x=1`), HOST)).toBe(true);
    expect(isPage(nav, u(`${HOST}/index.html`), HOST)).toBe(true);
    expect(isPage(plain, u(`${HOST}/`), HOST)).toBe(true);
    expect(isPage(nav, u(`${HOST}/sw.js`), HOST)).toBe(false);
    expect(isPage(nav, u('https://other.example.com/'), HOST)).toBe(false);
    expect(isPage({ mode: 'no-cors', destination: 'image' }, u(`${HOST}/`), HOST)).toBe(false);
    expect(pageKey(HOST)).toBe(`${HOST}/`);

    expect(isConfig(u(`${HOST}/app-config.json`), HOST)).toBe(true);
    expect(isConfig(u('https://other.example.com/app-config.json'), HOST)).toBe(false);
    expect(isManifest(u('https://wallet.cdn.example.com/v42/mf-manifest.json'))).toBe(true);
    expect(isManifest(u('https://wallet.cdn.example.com/v42/mf-stats.json'))).toBe(false);
  });

  it('removes caches of an earlier version of ours, and only ours', () => {
    const current = [...Object.values(CACHES), 'adnet-precache-v2-https://merchant.example.com/'];
    expect(isOldCache('adnet-assets-v0', current)).toBe(true);
    expect(isOldCache('adnet-pages-v0', current)).toBe(true);
    for (const name of current) expect(isOldCache(name, current), name).toBe(false);
    expect(isOldCache('another-app-cache', current)).toBe(false);
  });
});

describe('what the build precaches', () => {
  it("is the start set index.html names: its scripts, preloads and stylesheets, on the host's origin", () => {
    const html = `<head>
      <link rel="icon" href="/favicon.svg">
      <link rel="preload" href="/static/js/async/start-libs.6422a18a98.js" as="script">
      <link rel="preload" href="/static/css/async/0.857605e3bd.css" as="style">
      <link href="/static/css/index.0123456789.css" rel="stylesheet">
      <link rel="preload" href="https://cdn.example.com/static/js/x.0123456789.js" as="script">
      <script defer src="/static/js/index.72513ed228.js"></script>
      <script>window.inline = 1</script>
      <script defer src="/static/js/index.72513ed228.js"></script>
    </head>`;
    expect(startSet(html)).toEqual([
      '/static/js/async/start-libs.6422a18a98.js',
      '/static/css/async/0.857605e3bd.css',
      '/static/css/index.0123456789.css',
      '/static/js/index.72513ed228.js',
    ]);
  });
});

describe("a remote's files kept for offline", () => {
  const manifest = {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'static/js/wallet.68daacace6.js', path: '' },
    },
    exposes: [
      {
        assets: {
          js: {
            sync: ['static/js/async/__federation_expose_routes.c871fd5c0e.js'],
            async: ['static/js/async/2.9a86fe7b34.js'],
          },
          css: { sync: [], async: ['static/css/async/lp.1c2b65ee88.css'] },
        },
      },
    ],
    shared: [
      { name: 'react', assets: { js: { sync: ['static/js/async/h.9423064eca.js'] } } },
      {
        name: '@arco-design/mobile-react/esm/grid',
        assets: { js: { sync: ['static/js/async/y.68d8af0d00.js'], async: [] } },
      },
    ],
  };

  const hostProvides = (name: string) => name === 'react';

  it('are its entry, the chunks of what it exposes and of the shared modules the host does not provide, beside its manifest', () => {
    expect(isManifestLike(manifest)).toBe(true);
    expect(
      remoteFiles(manifest, 'https://wallet.cdn.example.com/v42/mf-manifest.json', hostProvides),
    ).toEqual([
      'https://wallet.cdn.example.com/v42/static/js/wallet.68daacace6.js',
      'https://wallet.cdn.example.com/v42/static/js/async/__federation_expose_routes.c871fd5c0e.js',
      'https://wallet.cdn.example.com/v42/static/js/async/2.9a86fe7b34.js',
      'https://wallet.cdn.example.com/v42/static/css/async/lp.1c2b65ee88.css',
      'https://wallet.cdn.example.com/v42/static/js/async/y.68d8af0d00.js',
    ]);
  });

  it('follow a publicPath that is not auto, and refuse what is no manifest', () => {
    const moved = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example.com/w/' },
    };
    expect(remoteFiles(moved, 'https://wallet.example.com/mf-manifest.json', hostProvides)[0]).toBe(
      'https://cdn.example.com/w/static/js/wallet.68daacace6.js',
    );
    expect(isManifestLike({ metaData: {} })).toBe(false);
    expect(isManifestLike(null)).toBe(false);
    expect(isManifestLike('x')).toBe(false);
  });
});

describe("a remote's files, asked for in batches", () => {
  it('keeps every file once, in order, at most KEEP_BATCH at a time', () => {
    const files = Array.from({ length: 68 }, (_, i) => `f${i}.js`);
    const batches = inBatches(files, KEEP_BATCH);
    expect(batches.flat()).toEqual(files);
    expect(Math.max(...batches.map((b) => b.length))).toBe(KEEP_BATCH);
    expect(batches).toHaveLength(Math.ceil(68 / KEEP_BATCH));
    expect(batches.at(-1)).toEqual(['f66.js', 'f67.js']);
  });

  it('asks for nothing when a remote has no files, and refuses a batch of none', () => {
    expect(inBatches([], KEEP_BATCH)).toEqual([]);
    expect(() => inBatches(['a'], 0)).toThrow(RangeError);
  });
});
