/** serve.ts against a small dist in a temp folder: encodings, cache headers, CORS, the config. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../deploy/compress.mjs';
import { NON_HTML_CSP, WORKER_CSP } from './security-headers';
import { serveApp, writeDefaultConfig } from './serve';
import { IMMUTABLE } from './serve-headers';

const HOST = 'http://localhost:3000';
let dir: string;
let config: string;
let server: Server;
let port: number;

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'static/js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(50)}`);
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'x'.repeat(500) }));
  writeFileSync(join(dist, 'static/js/main.0123456789.js'), `console.log(1);${' '.repeat(2000)}`);
  writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch',()=>{});${' '.repeat(2000)}`);
  compressDist(dist);
  config = join(dir, 'conf/app-config.json');
  server = await serveApp('host', 0, { dist, config, origins: [HOST] });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serve.ts', () => {
  it('sends the brotli or gzip copy per Accept-Encoding, and the file as is without it', async () => {
    const path = '/static/js/main.0123456789.js';
    const br = await get(path, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    const gz = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^console\.log/);
  });

  it('serves the service worker no-cache, as a script, under the policy a worker runs with', async () => {
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['content-security-policy']).toBe(WORKER_CSP);
    expect(WORKER_CSP).toContain('connect-src *');
    expect(WORKER_CSP).not.toMatch(/script-src/);
    // any other file keeps the policy of a file that is never a page
    const js = await get('/static/js/main.0123456789.js');
    expect(js.headers['content-security-policy']).toBe(NON_HTML_CSP);
  });

  it('revalidates index.html, client routes and the manifest', async () => {
    for (const path of ['/', '/index.html', '/wallet', '/mf-manifest.json']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-encoding'], path).toBe('br');
    }
  });

  it('varies by Origin on 200, 304 and 404, allowed origin or not', async () => {
    const first = await get('/mf-manifest.json', { Origin: HOST });
    expect(first.headers['access-control-allow-origin']).toBe(HOST);
    const again = await get('/mf-manifest.json', {
      Origin: 'https://evil.example',
      'If-None-Match': first.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toContain('Origin');
    expect(again.headers['access-control-allow-origin']).toBeUndefined();
    const missing = await get('/static/js/gone.9876543210.js', { Origin: HOST });
    expect(missing.status).toBe(404);
    expect(missing.headers.vary).toBe('Origin');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['access-control-allow-origin']).toBe(HOST);
  });

  it('writes the config once, then serves the file as it is on disk on every request', async () => {
    const first = await get('/app-config.json');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Origin');
    expect(JSON.parse(first.body.toString()).remotes).toHaveLength(4);
    const revalidated = await get('/app-config.json', {
      'If-None-Match': first.headers.etag ?? '',
    });
    expect(revalidated.status).toBe(304);

    writeFileSync(config, '{"apiBase":"http://api.example","remotes":[]}');
    const edited = await get('/app-config.json', { 'If-None-Match': first.headers.etag ?? '' });
    expect(edited.status).toBe(200);
    expect(JSON.parse(edited.body.toString())).toEqual({
      apiBase: 'http://api.example',
      remotes: [],
    });

    writeDefaultConfig(config); // present: left as it is
    expect(JSON.parse((await get('/app-config.json')).body.toString()).remotes).toEqual([]);

    rmSync(config);
    expect((await get('/app-config.json')).status).toBe(404);
  });

  it('serves files of a build made in place without a restart', async () => {
    const path = '/static/js/later.abcdef0123.js';
    expect((await get(path)).status).toBe(404);
    writeFileSync(join(dir, 'dist', path), 'console.log(2);');
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers preflight and refuses other methods', async () => {
    const pre = await get('/mf-manifest.json', { Origin: HOST }, 'OPTIONS');
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(HOST);
    expect(pre.headers.vary).toBe('Origin');
    expect((await get('/index.html', {}, 'POST')).status).toBe(405);
  });
});
