/** The HTTP server: options, the state and its seed, listening, the ticker, closing. */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORT_BASE } from '../../shared/workspace/apps';
import { appOrigin } from '../../shared/workspace/ports';
import { handle, ROUTES } from './dispatch';
import { CODE, DEFAULT_MSG } from './errors';
import type { App } from './http';
import { Lockouts } from './lockout';
import { setHashCost } from './passwords';
import { sendEnvelope } from './respond';
import { seedAll } from './seed';
import { startTicker, tick } from './simulation';
import { SqliteStore } from './sqlite-store';
import { iso } from './time';

/** The host's origins in a local topology on `base` (CORS: the host page calls the API). */
export function hostOrigins(base: number): string[] {
  return [appOrigin('host', 'localhost', base), appOrigin('host', '127.0.0.1', base)];
}

/** The host's origins of the local topology on its usual ports. */
export const DEFAULT_ORIGINS = hostOrigins(DEFAULT_PORT_BASE);
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

/** Starts the sandbox API; the database is read if present, otherwise the demo data is seeded. */
export async function createSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const now = opts.now ?? Date.now;
  if (opts.hashCost) setHashCost(opts.hashCost);
  const dataFile = resolve(opts.dataFile);
  const { store, loaded } = SqliteStore.open(dataFile, iso(now()));
  if (!loaded) await seedAll(store, now());

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
    // each request is a unit of work: its changes are committed together when it ends
    store
      .unit(() => handle(app, routes, origins, req, res))
      .catch((err: unknown) => {
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
  const stopTicker = startTicker(() => {
    try {
      app.tick();
    } catch (err) {
      // what the tick changed stays in memory and is written with the next commit
      console.error('[sandbox-api] could not write the tick:', err);
    }
  }, opts.tickMs ?? 5000);

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
