/** The HTTP server: CORS, routing, the {code, msg, data} envelope, auth, forced answers. */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORT_BASE } from '../../shared/build/apps';
import { appOrigin } from '../../shared/build/ports';
import type { Envelope } from '../../shared/src/wire/types.ts';
import { requestLanguage } from './content/localize';
import { ApiError, badParams, CODE, DEFAULT_MSG } from './errors';
import { type App, assertActive, type Ctx, headerToken, type Route, readBody } from './http';
import { Lockouts } from './lockout';
import { setHashCost } from './passwords';
import { adcenterRoutes } from './routes/adcenter';
import { authRoutes } from './routes/auth';
import { notificationRoutes } from './routes/notifications';
import { planRoutes } from './routes/plan';
import { UPLOAD_KEEP_BYTES, uploadRoutes } from './routes/upload';
import { userRoutes } from './routes/user';
import { walletRoutes } from './routes/wallet';
import { seedAll } from './seed';
import { startTicker, tick } from './simulation';
import { serveStatic } from './static';
import { emptyState, Store } from './store';
import { handleTest, takeForce } from './test-mode';
import { iso } from './time';

/** The host's origins in a local topology on `base` (CORS: the host page calls the API). */
export function hostOrigins(base: number): string[] {
  return [appOrigin('host', 'localhost', base), appOrigin('host', '127.0.0.1', base)];
}

/** The host's origins of the local topology on its usual ports. */
export const DEFAULT_ORIGINS = hostOrigins(DEFAULT_PORT_BASE);
const JSON_LIMIT = 1024 * 1024;
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface SandboxOptions {
  /** 0 picks a free port */
  port: number;
  dataFile: string;
  testMode?: boolean;
  /** the clock, in ms since the epoch */
  now?: () => number;
  /** simulation tick interval; 0 turns the automatic tick off (default 5000) */
  tickMs?: number;
  /** allowed CORS origins (default the host app's) */
  origins?: string[];
  /** token lifetime (default 24 h) */
  tokenTtlSeconds?: number;
  /** public base URL for links to the sandbox's own files (default http://localhost:<port>) */
  publicUrl?: string;
  /** listen address (default 127.0.0.1) */
  host?: string;
  /** log every request */
  log?: boolean;
  /** scrypt cost for new password hashes (default 16384; the unit tests use less) */
  hashCost?: number;
}

export interface Sandbox {
  url: string;
  port: number;
  app: App;
  close(): Promise<void>;
}

export const ROUTES: Route[] = [
  ...authRoutes,
  ...userRoutes,
  ...uploadRoutes,
  ...adcenterRoutes,
  ...planRoutes,
  ...walletRoutes,
  ...notificationRoutes,
];

function sendEnvelope(res: ServerResponse, code: number, msg: string, data: unknown): void {
  const body: Envelope<unknown> = { code, msg, data: data === undefined ? null : data };
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

function sendPlain(
  res: ServerResponse,
  status: number,
  statusText: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, statusText, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(statusText);
}

function setCors(req: IncomingMessage, res: ServerResponse, origins: Set<string>): void {
  // an answer's own content follows Accept-Language (content/localize.ts)
  res.setHeader('Vary', 'Origin, Accept-Language');
  const origin = req.headers.origin;
  if (!origin || !origins.has(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-CT, X-TZ, Accept-Language');
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const { data, truncated } = await readBody(req, JSON_LIMIT);
  if (truncated) throw badParams('body too large');
  const text = data.toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badParams('body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badParams('body must be a JSON object');
  return parsed as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function authenticate(app: App, route: Route, token: string | null): Promise<Ctx['user']> {
  if (route.auth === 'none') return null;
  const rec = token ? app.store.state.tokens[token] : undefined;
  const required = route.auth === 'user' || route.auth === 'store';
  if (!rec) {
    if (required) throw new ApiError(CODE.noAuth);
    return null;
  }
  if (rec.expires_at <= app.now()) {
    if (required) throw new ApiError(CODE.expired);
    return null;
  }
  const user = app.store.userById(rec.user_id) ?? null;
  if (!user) {
    if (required) throw new ApiError(CODE.noAuth);
    return null;
  }
  if (required) assertActive(user);
  if (route.auth === 'store' && !user.store_opened) {
    throw new ApiError(CODE.noAuth, 'the ad account is not opened yet');
  }
  return user;
}

async function handle(
  app: App,
  routes: Map<string, Route>,
  origins: Set<string>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  setCors(req, res, origins);
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://sandbox.local');
  } catch {
    sendPlain(res, 400, 'Bad Request');
    return;
  }
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  const path = url.pathname;
  if (await serveStatic(req, res, url, app)) return;

  if (path === '/health' && method === 'GET') {
    sendEnvelope(res, CODE.ok, 'success', {
      ok: true,
      test_mode: app.testMode,
      tick: app.store.state.tick,
    });
    return;
  }

  if (path.startsWith('/__test/')) {
    if (!app.testMode) {
      sendPlain(res, 404, 'Not Found');
      return;
    }
    try {
      const body = method === 'POST' ? await readJson(req) : {};
      const result = await handleTest(app, method, path, body, url.searchParams);
      if (!result) {
        sendPlain(res, 404, 'Not Found');
        return;
      }
      app.store.changed();
      sendEnvelope(res, CODE.ok, 'success', result.data);
    } catch (err) {
      answerError(res, err);
    }
    return;
  }

  const route = routes.get(path);
  if (!route) {
    sendPlain(res, 404, 'Not Found');
    return;
  }
  if (route.method !== method) {
    req.resume();
    sendPlain(res, 405, 'Method Not Allowed', { Allow: `${route.method}, OPTIONS` });
    return;
  }

  const token = headerToken(req);
  const rule = takeForce(app, path, token);
  if (rule?.delay_ms) await sleep(rule.delay_ms);
  if (rule?.code !== undefined) {
    req.resume();
    sendEnvelope(res, rule.code, rule.msg ?? DEFAULT_MSG[rule.code] ?? 'forced', rule.data ?? null);
    return;
  }

  try {
    let body: Record<string, unknown> = {};
    let raw: Buffer | null = null;
    let rawTruncated = false;
    if (method === 'POST') {
      if (route.multipart) {
        const read = await readBody(req, UPLOAD_KEEP_BYTES);
        raw = read.data;
        rawTruncated = read.truncated;
      } else {
        body = await readJson(req);
      }
    }
    const user = await authenticate(app, route, token);
    const ctx: Ctx = {
      app,
      req,
      path,
      query: url.searchParams,
      body,
      raw,
      rawTruncated,
      token,
      user,
      lang: requestLanguage(req),
    };
    const data = await route.handler(ctx);
    if (method === 'POST') app.store.changed();
    sendEnvelope(res, CODE.ok, 'success', data ?? null);
  } catch (err) {
    req.resume();
    answerError(res, err);
  }
}

function answerError(res: ServerResponse, err: unknown): void {
  if (err instanceof ApiError) {
    sendEnvelope(res, err.code, err.message, err.data);
    return;
  }
  console.error('[sandbox-api] unexpected error:', err);
  sendEnvelope(res, CODE.server, DEFAULT_MSG[CODE.server]!, null);
}

/** Starts the sandbox API; the state file is read if present, otherwise the demo data is seeded. */
export async function createSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const now = opts.now ?? Date.now;
  if (opts.hashCost) setHashCost(opts.hashCost);
  const dataFile = resolve(opts.dataFile);
  const existing = Store.read(dataFile);
  const store = new Store(dataFile, existing ?? emptyState(iso(now())));
  if (!existing) await seedAll(store, now());

  const app: App = {
    store,
    now,
    baseUrl: '',
    tokenTtlMs: (opts.tokenTtlSeconds ?? 24 * 3600) * 1000,
    testMode: opts.testMode ?? false,
    uploadsDir: join(dirname(dataFile), 'uploads'),
    staticDir: join(PACKAGE_DIR, 'static'),
    forces: [],
    lockouts: new Lockouts(now),
    tick: () => tick(store, now()),
    reseed: () => seedAll(store, now()),
  };
  const routes = new Map(ROUTES.map((r) => [r.path, r]));
  const origins = new Set(opts.origins ?? DEFAULT_ORIGINS);

  const server = createServer((req, res) => {
    const started = Date.now();
    if (opts.log) {
      res.on('finish', () =>
        console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`),
      );
    }
    handle(app, routes, origins, req, res).catch((err: unknown) => {
      console.error('[sandbox-api] request failed:', err);
      if (!res.headersSent) sendEnvelope(res, CODE.server, DEFAULT_MSG[CODE.server]!, null);
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  app.baseUrl = (opts.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const stopTicker = startTicker(app.tick, opts.tickMs ?? 5000);

  let closing: Promise<void> | null = null;
  return {
    url: app.baseUrl,
    port,
    app,
    close() {
      closing ??= (async () => {
        stopTicker();
        await new Promise<void>((r) => {
          server.close(() => r());
          server.closeAllConnections();
        });
        await store.close();
      })();
      return closing;
    },
  };
}
