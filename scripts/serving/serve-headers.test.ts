/** The caching and CORS headers of serve-headers.ts (the security headers: security-headers.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  configHeaders,
  etagMatches,
  IMMUTABLE,
  isHashedAsset,
  NO_CACHE,
  notFoundHeaders,
  staticHeaders,
  vary,
} from './serve-headers';

const allowed = new Set(['http://localhost:3000']);

describe('cache control', () => {
  it('makes content-hashed files under static/ immutable', () => {
    for (const p of [
      '/static/js/wallet.ca866d3815.js',
      '/static/js/async/6p.4f74a56bbe.js',
      '/static/css/async/x.17ad69d471.css',
      '/static/js/async/1.55fc9277a8.js.LICENSE.txt',
      '/static/js/index.e689e9204a.js.br',
    ]) {
      expect(isHashedAsset(p), p).toBe(true);
      expect(cacheControl(p)).toBe(IMMUTABLE);
    }
  });

  it('revalidates everything a deploy may change', () => {
    for (const p of [
      '/',
      '/index.html',
      '/mf-manifest.json',
      '/mf-stats.json',
      '/app-config.json',
      '/favicon.svg',
      '/remoteEntry.js',
      '/independent-packages/react_router/7.18.5/share-entry.js',
      '/static/js/index.js',
      '/static/js/not-a-hash.abc.js',
      '/wallet',
    ]) {
      expect(isHashedAsset(p), p).toBe(false);
      expect(cacheControl(p)).toBe(NO_CACHE);
    }
  });
});

describe('vary', () => {
  it('adds Accept-Encoding for text files and the host routes only', () => {
    expect(vary('/static/js/a.1234567890.js')).toBe('Origin, Accept-Encoding');
    expect(vary('/mf-manifest.json')).toBe('Origin, Accept-Encoding');
    expect(vary('/')).toBe('Origin, Accept-Encoding');
    expect(vary('/static/image/logo.1234567890.png')).toBe('Origin');
    expect(vary('/app-config.json')).toBe('Origin');
  });
});

describe('CORS', () => {
  it('echoes an allowed origin, and varies by Origin either way', () => {
    const ok = staticHeaders('/mf-manifest.json', 'http://localhost:3000', allowed);
    expect(ok['Access-Control-Allow-Origin']).toBe('http://localhost:3000');
    expect(ok.Vary).toContain('Origin');
    const foreign = staticHeaders('/mf-manifest.json', 'https://evil.example', allowed);
    expect(foreign['Access-Control-Allow-Origin']).toBeUndefined();
    expect(foreign.Vary).toContain('Origin');
    const none = staticHeaders('/mf-manifest.json', undefined, allowed);
    expect(none['Access-Control-Allow-Origin']).toBeUndefined();
    expect(none.Vary).toContain('Origin');
  });

  it('a 404 is neither immutable nor without Vary', () => {
    const h = notFoundHeaders('http://localhost:3000', allowed);
    expect(h).toMatchObject({ Vary: 'Origin', 'Cache-Control': NO_CACHE });
    expect(h['Access-Control-Allow-Origin']).toBe('http://localhost:3000');
  });

  it('the config is JSON, no-cache, with its ETag', () => {
    expect(configHeaders(undefined, allowed, '"x"')).toEqual({
      Vary: 'Origin',
      'Cache-Control': NO_CACHE,
      'Content-Type': 'application/json; charset=utf-8',
      ETag: '"x"',
    });
  });
});

describe('etagMatches', () => {
  it('compares weakly and reads lists', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
