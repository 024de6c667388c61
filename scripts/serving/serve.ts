/**
 * Serves the production builds, each app on its own origin as it would be deployed:
 * host on PORT_BASE (3000), remotes on +1..+4, with the headers of docs/deploy.md
 * (scripts/serving/serve-headers.ts): precompressed .br/.gz copies per Accept-Encoding, hashed
 * assets immutable, the rest no-cache, CORS only for our origins and always `Vary: Origin`.
 *
 * Security headers on every answer (nosniff, Referrer-Policy, a CSP;
 * scripts/serving/security-headers.ts): the host's HTML gets the
 * app's Content-Security-Policy, built on every request from the config file as it is on disk
 * and from the inline code of index.html (by hash), so repointing a remote in the config moves
 * the policy with it; everything else gets `default-src 'none'`.
 *
 * The host's `/app-config.json` is deployment data, not build output: it is read from the file
 * APP_CONFIG names on every request, as it is on disk, so editing it repoints a remote on the
 * next page load. With APP_CONFIG set, the file is written from PORT_BASE only when absent
 * (scripts/dev/start.sh sets it); without it, a scratch file per PORT_BASE in the temp folder is
 * written fresh at each start (what the e2e run uses: an edited local config never leaks in).
 *
 *   pnpm serve                      all five apps
 *   pnpm serve host wallet          only these
 */

import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { APP_NAMES, APPS, type AppName } from '../../shared/workspace/apps';
import { appPort, knownOrigins, portBase, runtimeConfig } from '../../shared/workspace/ports';
import { versionFiles, versionPath, versionsDir } from '../release/versions';
import {
  type CspConfig,
  contentSecurityPolicy,
  devSocketSources,
  inlineHashes,
  isHtmlPath,
  SW_PATH,
  securityHeaders,
  WORKER_CSP,
  withConnectSources,
} from './security-headers';
import {
  APP_CONFIG_PATH,
  configHeaders,
  corsHeaders,
  etagMatches,
  notFoundHeaders,
  staticHeaders,
  vary,
} from './serve-headers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ServedApp = AppName;

/** Each app's folder in the workspace (shared/workspace/apps.ts). */
export const APP_DIRS = Object.fromEntries(
  APP_NAMES.map((name) => [name, APPS[name].dir]),
) as Record<ServedApp, string>;

/** The host's config file: APP_CONFIG, else a scratch file per PORT_BASE in the temp folder. */
export function appConfigFile(): string {
  return process.env.APP_CONFIG
    ? resolve(process.env.APP_CONFIG)
    : join(tmpdir(), `adnet-app-config-${portBase()}.json`);
}

/** Writes the config of this PORT_BASE's topology to `file` (when absent, unless `overwrite`). */
export function writeDefaultConfig(file: string, overwrite = false): void {
  if (!overwrite && existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(runtimeConfig(), null, 2)}\n`);
}

export interface ServeOptions {
  /** The folder to serve; default the app's `dist/` (e.g. `remote-wallet/dist-canary`). */
  dist?: string;
  /** Host only: the app-config.json file to answer with; default `appConfigFile()`. */
  config?: string;
  /** Origins CORS allows; default `knownOrigins()` (the local topology). */
  origins?: readonly string[];
  /**
   * A remote only: the folder of its other builds, served under `/versions/<version>/`
   * (scripts/release/versions.ts); default `deploy/local/versions/<remote>/`.
   */
  versions?: string;
}

async function readJson(file: string): Promise<CspConfig | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return value && typeof value === 'object' ? (value as CspConfig) : null;
  } catch {
    return null; // no config, no remotes: the policy allows the host alone
  }
}

/** The host page's policy from the config on disk and the inline code of dist/index.html. */
export async function hostPolicy(configFile: string, dist: string): Promise<string> {
  const [config, html] = await Promise.all([
    readJson(configFile),
    readFile(join(dist, 'index.html'), 'utf8').catch(() => ''),
  ]);
  // The dev loop's reload sockets (scripts/dev/dev.mjs sets DEV_RELOAD_SOCKETS); none otherwise.
  const policy = withConnectSources(
    contentSecurityPolicy(config, inlineHashes(html)),
    devSocketSources(process.env.DEV_RELOAD_SOCKETS),
  );
  return process.env.CSP_REPORT_LOG ? `${policy}; report-uri ${CSP_REPORT_PATH}` : policy;
}

/**
 * A debugging aid, off by default: with CSP_REPORT_LOG=<file>, the host's policy names
 * `report-uri /__csp-report` and every report the browser posts there is appended to the file
 * (one JSON per line), so a whole e2e run can be checked for violations.
 */
export const CSP_REPORT_PATH = '/__csp-report';

function logCspReport(req: IncomingMessage, res: ServerResponse, file: string) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8').slice(0, 20_000).replace(/\n/g, ' ');
    appendFileSync(file, `${body}\n`);
    res.writeHead(204).end();
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body = '') {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.writeHead(status).end(body);
}

async function serveConfig(
  file: string,
  req: IncomingMessage,
  res: ServerResponse,
  origins: Set<string>,
) {
  const origin = req.headers.origin;
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    send(res, 404, notFoundHeaders(origin, origins), 'Not found');
    return;
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = configHeaders(origin, origins, etag);
  if (etagMatches(req.headers['if-none-match'], etag)) {
    send(res, 304, headers);
    return;
  }
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}

export function serveApp(
  name: ServedApp,
  port = appPort(name),
  options: ServeOptions = {},
): Promise<Server> {
  const dist = resolve(options.dist ?? join(root, APP_DIRS[name], 'dist'));
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run the build first`);
  const origins = new Set(options.origins ?? knownOrigins());
  const configFile = name === 'host' ? (options.config ?? appConfigFile()) : undefined;
  if (configFile) writeDefaultConfig(configFile);
  // dev: files are looked up on every request, so a deploy in place (new files beside the
  // kept ones) is served without a restart; the headers are ours (setHeaders below).
  const files = sirv(dist, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    single: name === 'host',
    // sirv sets `Vary: Accept-Encoding` alone; put Origin back.
    setHeaders: (res, pathname) => res.setHeader('Vary', vary(pathname)),
  });
  const versions =
    name === 'host' ? null : versionFiles(options.versions ?? versionsDir(name), vary);
  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    for (const [k, v] of Object.entries(securityHeaders())) res.setHeader(k, v);
    let pathname = (req.url ?? '/').split('?')[0] ?? '/';
    try {
      pathname = decodeURI(pathname);
    } catch {
      // malformed: looked up as is, and not found
    }
    if (req.method === 'OPTIONS') {
      send(res, 204, {
        ...corsHeaders(origin, origins),
        Vary: 'Origin',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Max-Age': '600',
      });
      return;
    }
    const reportLog = process.env.CSP_REPORT_LOG;
    if (configFile && reportLog && req.method === 'POST' && pathname === CSP_REPORT_PATH) {
      logCspReport(req, res, reportLog);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, {
        ...corsHeaders(origin, origins),
        Vary: 'Origin',
        Allow: 'GET, HEAD, OPTIONS',
      });
      return;
    }
    if (configFile && pathname === APP_CONFIG_PATH) {
      void serveConfig(configFile, req, res, origins);
      return;
    }
    // another build of this remote, served as its live one is (`pnpm build:version`)
    const other = versions && versionPath(pathname);
    for (const [k, v] of Object.entries(
      staticHeaders(other ? other.inner : pathname, origin, origins),
    )) {
      res.setHeader(k, v);
    }
    // index.html, `/` and the client routes answered with it (200 and 304 alike)
    if (configFile && isHtmlPath(pathname)) {
      res.setHeader('Content-Security-Policy', await hostPolicy(configFile, dist));
    }
    // the host's service worker runs under its own script's policy (docs/offline.md)
    if (configFile && pathname === SW_PATH) {
      res.setHeader('Content-Security-Policy', WORKER_CSP);
    }
    const notFound = () => {
      res.removeHeader('Cache-Control');
      for (const [k, v] of Object.entries(securityHeaders())) res.setHeader(k, v);
      send(res, 404, notFoundHeaders(origin, origins), 'Not found');
    };
    if (versions && other) {
      req.url = other.inner + (req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
      versions(other.version, req, res, notFound);
      return;
    }
    files(req, res, notFound);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolveListen(server));
  });
}

async function main() {
  // A dist/ rebuilt while it is being served makes a read fail: answer that request, not die.
  process.on('uncaughtException', (e) => console.error('serve:', e.message));
  const names = (
    process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(APP_DIRS)
  ) as ServedApp[];
  for (const name of names) {
    if (name === 'host') {
      const file = appConfigFile();
      // The scratch default is this run's own: fresh at each start. A named file is
      // deployment data: written only when absent, then left to whoever edits it.
      writeDefaultConfig(file, !process.env.APP_CONFIG);
      await serveApp(name, appPort(name), { config: file });
      console.log(`${name.padEnd(10)} http://localhost:${appPort(name)}  (config: ${file})`);
      continue;
    }
    await serveApp(name);
    const others = existsSync(versionsDir(name)) ? readdirSync(versionsDir(name)) : [];
    console.log(
      `${name.padEnd(10)} http://localhost:${appPort(name)}${others.length ? `  (also /versions/: ${others.join(', ')})` : ''}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void main();
}
