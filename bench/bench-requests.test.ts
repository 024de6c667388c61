import { describe, expect, it } from 'vitest';
import { classifyRequests, sourceOf } from './bench-requests';

describe('who answered a request', () => {
  const host = 'https://localhost:4340';
  const wallet = 'https://localhost:4343';
  it('tells the service worker, the HTTP cache, the network (304 too) and failures apart', () => {
    expect(sourceOf({ url: host, status: 200, fromServiceWorker: true })).toBe('service-worker');
    // a worker that answered from the network is still the worker's answer
    expect(sourceOf({ url: host, status: 200, fromServiceWorker: true, fromDiskCache: true })).toBe(
      'service-worker',
    );
    expect(sourceOf({ url: host, status: 200, fromDiskCache: true })).toBe('http-cache');
    expect(sourceOf({ url: host, status: 200, servedFromCache: true })).toBe('http-cache');
    expect(sourceOf({ url: host, status: 200, fromPrefetchCache: true })).toBe('http-cache');
    expect(sourceOf({ url: host, status: 304 })).toBe('network');
    expect(sourceOf({ url: host, failed: true })).toBe('failed');
  });

  it('counts code (the app origins) apart from the API, and leaves data: URLs out', () => {
    const { code, other, codeFromNetwork } = classifyRequests(
      [
        { url: `${host}/`, status: 304 },
        { url: `${host}/static/js/index.abc.js`, status: 200, fromDiskCache: true },
        { url: `${host}/app-config.json`, status: 200 },
        // revalidated: the page gets the cached 200, the wire saw a 304
        { url: `${host}/favicon.svg`, status: 200, wireStatus: 304 },
        { url: `${wallet}/mf-manifest.json`, status: 200, fromServiceWorker: true },
        { url: `${wallet}/static/js/remoteEntry.js`, status: 200 },
        { url: `${wallet}/static/js/gone.js`, failed: true },
        { url: 'http://localhost:4310/user/info', status: 200 },
        { url: 'http://localhost:4310/ad/order', status: 200, fromServiceWorker: true },
        { url: 'data:image/png;base64,AAAA', status: 200 },
        { url: 'not a url' },
      ],
      [host, wallet],
    );
    expect(code).toEqual({
      total: 7,
      network: 4,
      revalidated: 2,
      serviceWorker: 1,
      httpCache: 1,
      failed: 1,
    });
    expect(codeFromNetwork).toEqual([
      '/ 304',
      '/app-config.json 200',
      '/favicon.svg 304',
      'localhost:4343/static/js/remoteEntry.js 200',
    ]);
    expect(other).toEqual({
      total: 2,
      network: 1,
      revalidated: 0,
      serviceWorker: 1,
      httpCache: 0,
      failed: 0,
    });
  });
});
