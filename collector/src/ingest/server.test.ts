/**
 * The collector over real HTTP on a free port with a database file in a temp folder: what is
 * stored, what is refused and how, CORS, the page and its data, and the file across a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ATTR, EVENTS } from '@adnet/shared/telemetry';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { about, logsBatch, metricsBatch } from './batches';
import { type Collector, PAGE_CSP, startCollector } from './server';
import { type Db, openDb } from './store';

const HOST = 'http://localhost:4200';
const MAX_BODY = 4096;
let dir: string;
let file: string;
let db: Db;
let collector: Collector;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** One request; `chunks` are written one by one (no Content-Length: chunked). */
function send(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    chunks,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    chunks?: string[];
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string | undefined>,
          body: Buffer.concat(parts).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    if (chunks) for (const c of chunks) req.write(c);
    req.end(body);
  });
}

const post = (path: string, body: unknown, type = 'application/json', origin = HOST) =>
  send(path, {
    method: 'POST',
    headers: { 'Content-Type': type, Origin: origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const count = (table: 'events' | 'vitals') =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const now = Date.now();
const goodLogs = logsBatch([
  { name: EVENTS.pageView, tsMs: now - 1000, attrs: about('wallet', '1.8.0', 'stable') },
  {
    name: EVENTS.remoteLoad,
    tsMs: now - 900,
    attrs: { ...about('wallet', '1.8.0', 'stable'), [ATTR.loadOutcome]: 'loaded' },
  },
]);
const goodMetrics = metricsBatch([
  { vital: 'lcp', value: 1500, tsMs: now - 800, attrs: about('wallet', '1.8.0', 'stable') },
]);

async function start() {
  db = openDb(file);
  collector = await startCollector({ db, port: 0, origins: [HOST], maxBody: MAX_BODY });
  port = Number(new URL(collector.url).port);
}

async function stop() {
  await collector.close();
  db.close();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'collector-test-'));
  file = join(dir, 'data', 'telemetry.sqlite');
  await start();
});

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  db.exec('DELETE FROM events; DELETE FROM vitals;');
});

describe('POST /v1/logs and /v1/metrics', () => {
  it('stores a good batch and answers OTLP success', async () => {
    const logs = await post('/v1/logs', goodLogs);
    expect(logs.status).toBe(200);
    expect(JSON.parse(logs.body)).toEqual({ partialSuccess: {} });
    const metrics = await post('/v1/metrics', goodMetrics);
    expect(metrics.status).toBe(200);
    expect(count('events')).toBe(2);
    expect(count('vitals')).toBe(1);
    const row = db.prepare('SELECT * FROM events WHERE event = ?').get(EVENTS.remoteLoad) as {
      remote: string;
      outcome: string;
      session: string;
      attrs_json: string;
    };
    expect(row).toMatchObject({ remote: 'wallet', outcome: 'loaded', session: 'session-1' });
    expect(JSON.parse(row.attrs_json)[ATTR.remoteVersion]).toBe('1.8.0');
  });

  it('takes text/plain (a beacon without preflight) as JSON', async () => {
    const res = await post('/v1/logs', goodLogs, 'text/plain;charset=UTF-8');
    expect(res.status).toBe(200);
    expect(count('events')).toBe(2);
  });

  it('refuses a malformed batch with 400 and an OTLP status, and stores none of it', async () => {
    // the first record is good, the second has no time: the good one must not be kept
    const batch = logsBatch([
      { name: EVENTS.pageView, tsMs: now },
      { name: EVENTS.error, tsMs: now },
    ]);
    const records = batch.resourceLogs[0]?.scopeLogs[0]?.logRecords ?? [];
    records[1] = { ...records[1], timeUnixNano: '' } as (typeof records)[number];
    const res = await post('/v1/logs', batch);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      code: 3,
      message:
        'resourceLogs[0].scopeLogs[0].logRecords[1]: no time (timeUnixNano or observedTimeUnixNano)',
    });
    expect(count('events')).toBe(0);

    const points = metricsBatch([
      { vital: 'lcp', value: 1, tsMs: now },
      { vital: 'inp', value: Number.NaN, tsMs: now }, // NaN is null in JSON
    ]);
    const bad = await post('/v1/metrics', points);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toMatch(/metrics\[1\].*not a number/);
    expect(count('vitals')).toBe(0);

    const notJson = await post('/v1/logs', 'resourceLogs=1');
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toMatchObject({ code: 3, message: /not JSON/ });
  });

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const big = JSON.stringify({ resourceLogs: [], pad: 'x'.repeat(MAX_BODY) });
    const declared = await post('/v1/logs', big);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).message).toContain(`${MAX_BODY} bytes`);
    const streamed = await send('/v1/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      chunks: ['{"resourceLogs":[],"pad":"', 'x'.repeat(MAX_BODY), '"}'],
    });
    expect(streamed.status).toBe(413);
    expect(count('events')).toBe(0);
  });

  it('refuses other content types and encodings with 415', async () => {
    const form = await post('/v1/logs', goodLogs, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(JSON.parse(form.body).message).toMatch(/application\/json or text\/plain/);
    const protobuf = await post('/v1/metrics', goodMetrics, 'application/x-protobuf');
    expect(protobuf.status).toBe(415);
    const none = await send('/v1/logs', { method: 'POST', body: JSON.stringify(goodLogs) });
    expect(none.status).toBe(415);
    const gzip = await send('/v1/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: JSON.stringify(goodLogs),
    });
    expect(gzip.status).toBe(415);
    expect(count('events')).toBe(0);
  });

  it('answers 405 to a GET of an OTLP path', async () => {
    expect((await send('/v1/logs')).status).toBe(405);
  });
});

describe('CORS', () => {
  it('allows the host origin, and says nothing to another', async () => {
    const allowed = await post('/v1/logs', goodLogs);
    expect(allowed.headers['access-control-allow-origin']).toBe(HOST);
    expect(allowed.headers.vary).toBe('Origin');
    expect(count('events')).toBe(2);
    const other = await post('/v1/logs', goodLogs, 'text/plain', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin');
    // a beacon from another page needs no preflight: it is refused here, not only unreadable
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body)).toMatchObject({ code: 7, message: /evil\.example/ });
    expect(count('events')).toBe(2);
  });

  it('takes a post without an Origin (not a page: curl, a server-side exporter)', async () => {
    const res = await send('/v1/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(goodLogs),
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of the host origin with the methods and Content-Type', async () => {
    const preflight = (origin: string) =>
      send('/v1/metrics', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const ok = await preflight(HOST);
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(HOST);
    expect(ok.headers['access-control-allow-methods']).toContain('POST');
    expect(ok.headers['access-control-allow-headers']).toBe('Content-Type');
    const refused = await preflight('http://localhost:4201');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('the health page', () => {
  it('serves the page under a strict CSP, its script, its style and Chart.js', async () => {
    const page = await send('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(PAGE_CSP).toMatch(/^default-src 'self'/);
    expect(page.body).toContain('<script src="/health.js"');
    expect(page.body).not.toMatch(/<script>|<style|style="/); // nothing inline
    for (const [path, type] of [
      ['/health.js', 'text/javascript'],
      ['/health-charts.js', 'text/javascript'],
      ['/health.css', 'text/css'],
      ['/chart.umd.min.js', 'text/javascript'],
    ]) {
      const res = await send(path ?? '');
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toContain(type);
    }
    expect((await send('/chart.umd.min.js')).body).toContain('Chart');
    expect((await send('/nothing-here')).status).toBe(404);
  });

  it('gives the report, the comparison and the series at /api/health', async () => {
    await post('/v1/logs', goodLogs);
    await post('/v1/metrics', goodMetrics);
    const res = await send('/api/health?since=30m');
    expect(res.status).toBe(200);
    const details = JSON.parse(res.body);
    expect(details.groups).toMatchObject([
      { name: 'wallet', version: '1.8.0', track: 'stable', views: 1, loads: 1, lcpP75: 1500 },
    ]);
    expect(details.compare).toMatchObject([{ name: 'wallet', canary: null }]);
    expect(details.series[0].views.reduce((a: number, b: number) => a + b)).toBe(1);
    expect(details.bucketMs).toBe(60_000);
    expect((await send('/api/health?since=forever')).status).toBe(400);
  });
});

describe('the database file', () => {
  it('keeps what was stored across a restart', async () => {
    await post('/v1/logs', goodLogs);
    await post('/v1/metrics', goodMetrics);
    await stop();
    await start();
    expect(count('events')).toBe(2);
    expect(count('vitals')).toBe(1);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect((await post('/v1/logs', goodLogs)).status).toBe(200);
    expect(count('events')).toBe(4);
  });
});
