/**
 * The collector's HTTP server: OTLP/HTTP JSON in (`POST /v1/logs`, `POST /v1/metrics`), the
 * health page and its data out (`GET /`, `GET /api/health`). Node's `http` alone.
 *
 * - CORS for the host's origins only, preflight included; any other origin gets no CORS
 *   header, so its browser keeps the answer from it (and refuses a preflighted send), and a
 *   post from another origin is refused (403) and not stored.
 * - `application/json` and `text/plain` bodies, both parsed as JSON: `navigator.sendBeacon`
 *   (the one send that survives the page being closed) can post cross-origin without a
 *   preflight only with a CORS-safelisted type, and `text/plain` is the one that fits a JSON
 *   string. Anything else is 415.
 * - A size limit: a larger body is answered 413 and not read further.
 * - A batch is decoded and checked whole, then stored in one transaction: a malformed batch
 *   is 400 with an OTLP status (`{"code":3,"message":...}`) saying what is wrong, and
 *   nothing of it is kept. Success is OTLP's `{"partialSuccess":{}}`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OTLP_PATHS } from '@adnet/shared/telemetry';
import { healthDetails } from '../report/report';
import { BatchError, decodeLogs, decodeMetrics } from './otlp';
import { createStore, type Db } from './store';

export interface CollectorOptions {
  db: Db;
  /** port to listen on; 0 for any free one */
  port: number;
  /** origins allowed by CORS, `http://localhost:3000` (no trailing slash) */
  origins: readonly string[];
  /** the largest body accepted, in bytes */
  maxBody: number;
  /** interface to bind; default all */
  host?: string;
}

export interface Collector {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** google.rpc.Code INVALID_ARGUMENT, what OTLP answers a batch it cannot take with. */
const INVALID_ARGUMENT = 3;
/** google.rpc.Code PERMISSION_DENIED: a post from a page that is not the host. */
const PERMISSION_DENIED = 7;

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..', 'public');
// chart.js's exports map hides dist/ files; its main entry sits in the same folder
const CHART_JS = join(
  dirname(createRequire(import.meta.url).resolve('chart.js')),
  'chart.umd.min.js',
);

/** The page's files: name → [path, content type]. Read on request, small and rarely asked. */
const STATIC: Record<string, [string, string]> = {
  '/': [join(PUBLIC_DIR, 'index.html'), 'text/html; charset=utf-8'],
  '/health': [join(PUBLIC_DIR, 'index.html'), 'text/html; charset=utf-8'],
  '/health.js': [join(PUBLIC_DIR, 'health.js'), 'text/javascript; charset=utf-8'],
  '/health-charts.js': [join(PUBLIC_DIR, 'health-charts.js'), 'text/javascript; charset=utf-8'],
  '/health.css': [join(PUBLIC_DIR, 'health.css'), 'text/css; charset=utf-8'],
  '/chart.umd.min.js': [CHART_JS, 'text/javascript; charset=utf-8'],
};

/** The page runs its own files only: no inline script or style, nothing from elsewhere. */
export const PAGE_CSP =
  "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function status(res: ServerResponse, code: number, message: string) {
  json(res, code, { code: INVALID_ARGUMENT, message });
}

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Reads the body up to `max` bytes; null (and a 413 sent) when it is larger. */
function readBody(req: IncomingMessage, res: ServerResponse, max: number): Promise<string | null> {
  const tooLarge = () => {
    // close the connection after the answer: the rest of the body is never read
    res.setHeader('Connection', 'close');
    status(res, 413, `the body is larger than ${max} bytes`);
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) {
    tooLarge();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.off('data', onData);
        req.pause();
        tooLarge();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function startCollector(options: CollectorOptions): Promise<Collector> {
  const store = createStore(options.db);
  const origins = new Set(options.origins);

  async function ingest(req: IncomingMessage, res: ServerResponse, kind: 'logs' | 'metrics') {
    const type = mediaType(req.headers['content-type']);
    if (type !== 'application/json' && type !== 'text/plain') {
      status(res, 415, `Content-Type must be application/json or text/plain, got "${type}"`);
      return;
    }
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') {
      status(res, 415, `Content-Encoding "${encoding}" is not accepted: send the JSON as is`);
      return;
    }
    const body = await readBody(req, res, options.maxBody);
    if (body === null) return;
    try {
      if (kind === 'logs') store.insert(decodeLogs(body), []);
      else store.insert([], decodeMetrics(body));
    } catch (e) {
      if (!(e instanceof BatchError)) throw e;
      status(res, 400, e.message);
      return;
    }
    json(res, 200, { partialSuccess: {} });
  }

  function page(path: string, res: ServerResponse, head: boolean) {
    const [file, type] = STATIC[path] ?? [];
    if (!file || !type) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const body = readFileSync(file);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      ...(type.startsWith('text/html') ? { 'Content-Security-Policy': PAGE_CSP } : {}),
    });
    res.end(head ? undefined : body);
  }

  function api(url: URL, res: ServerResponse) {
    let details: ReturnType<typeof healthDetails>;
    try {
      details = healthDetails({
        db: options.db,
        since: url.searchParams.get('since') || '1h',
        remote: url.searchParams.get('remote') || undefined,
      });
    } catch (e) {
      status(res, 400, (e as Error).message);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    json(res, 200, details);
  }

  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      // sendBeacon sends with credentials; the collector reads no cookie, but a beacon of
      // application/json is refused by the browser without this.
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    const url = new URL(req.url ?? '/', 'http://collector');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (method === 'OPTIONS') {
      if (origin && origins.has(origin)) {
        res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.writeHead(204).end();
      return;
    }
    if (path === OTLP_PATHS.logs || path === OTLP_PATHS.metrics) {
      if (method !== 'POST') {
        res.writeHead(405, { Allow: 'POST, OPTIONS' }).end();
        return;
      }
      // A text/plain beacon needs no preflight, so CORS alone would let any page a merchant
      // visits write here: a browser's post names its page's origin, and only the host's are
      // taken. Posts without an Origin (curl, a server-side exporter, demo.ts) are not a page's.
      if (origin && !origins.has(origin)) {
        json(res, 403, {
          code: PERMISSION_DENIED,
          message: `origin ${origin} is not allowed (COLLECTOR_ORIGINS)`,
        });
        return;
      }
      ingest(req, res, path === OTLP_PATHS.logs ? 'logs' : 'metrics').catch((e: unknown) => {
        console.error('[collector]', e);
        if (!res.headersSent) status(res, 500, 'the batch could not be stored');
      });
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/api/health') api(url, res);
    // browsers ask for it on every page; nothing to show, and no 404 in the console
    else if (path === '/favicon.ico') res.writeHead(204).end();
    else page(path, res, method === 'HEAD');
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
