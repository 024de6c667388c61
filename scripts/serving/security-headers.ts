/**
 * The security headers of a deployed app, as pure functions (docs/deploy.md "Security
 * headers"; scripts/serving/serve.ts sends them, scripts/deploy/nginx-render.ts writes the same
 * policy for nginx). The caching and CORS headers are in serve-headers.ts.
 *
 * Every answer: `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * strict-origin-when-cross-origin` and a Content-Security-Policy. The host's HTML gets the
 * app's policy, built from the run-time config (app-config.json as it is on disk); every other
 * answer (scripts, styles, JSON, images, 404s) the policy of a file that is never a document:
 * `default-src 'none'` (a browser ignores the CSP of a script or a style it loads, so this only
 * bites when such a file is opened as a page).
 */

import { createHash } from 'node:crypto';

export const NOSNIFF = 'nosniff';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The CSP of every answer that is not the host's HTML. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The host's service worker script (host/build/service-worker.ts; docs/offline.md). */
export const SW_PATH = '/sw.js';

/**
 * The policy of the service worker script, which a worker runs under (a browser applies the
 * CSP of a worker's own script): it may load no other script and no page may frame it, and it
 * may fetch from any http(s) origin. What it fetches is what the app's pages ask for, which
 * the page's policy has already checked, and the files of the remotes the run-time config
 * names; the worker cannot follow that config (a new remote origin needs no new worker), so
 * connect-src is not narrowed to today's origins.
 */
export const WORKER_CSP = "default-src 'none'; connect-src *; frame-ancestors 'none'";

/** Any port of the loopback host: a local topology, or dev overrides (`devOverrides: true`). */
export const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** The fields of app-config.json the policy reads (anything else is ignored). */
export interface CspConfig {
  apiBase?: unknown;
  remotes?: unknown;
  /** The host lets a stored override point a remote at localhost/127.0.0.1 (host/src/remotes/dev-overrides.ts). */
  devOverrides?: unknown;
  /** Origins of the customer-service pages /customer may frame, besides the API's origin. */
  frameSources?: unknown;
  /** Origins that may embed the app in a frame (a web portal); default none but the host. */
  frameAncestors?: unknown;
  /** Health events go to `telemetry.endpoint` (docs/release.md): exactly its two OTLP paths. */
  telemetry?: unknown;
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** `https://wallet.cdn.example/v42/mf-manifest.json` → `https://wallet.cdn.example`; only http(s). */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    // The URL parser lets `;`, quotes, `$` or `*` through in a host name: any of them in a
    // policy (or an nginx string) would add a source or a directive. A DNS name, an IPv4 or
    // a bracketed IPv6 address only.
    return SAFE_ORIGIN.test(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
}

const SAFE_ORIGIN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function origins(values: unknown): string[] {
  return Array.isArray(values) ? values.map(originOf).filter((o): o is string => o !== null) : [];
}

function isLoopback(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * The two URLs health events are posted to, `{endpoint}/v1/logs` and `/v1/metrics`, when the
 * config sends any (an http(s) endpoint, not switched off); the path may hold only plain URL
 * characters, since it goes into the policy as it is.
 */
export function telemetrySources(config: CspConfig | null | undefined): string[] {
  const t = config?.telemetry as { endpoint?: unknown; enabled?: unknown } | undefined;
  if (!t || typeof t !== 'object' || t.enabled === false) return [];
  const origin = originOf(t.endpoint);
  if (!origin) return [];
  const path = new URL(String(t.endpoint)).pathname.replace(/\/+$/, '');
  if (!/^[A-Za-z0-9/._~-]*$/.test(path)) return [];
  return [`${origin}${path}/v1/logs`, `${origin}${path}/v1/metrics`];
}

/** The origins the config names: the API, each remote's manifest (and canary's), the frame sources/ancestors. */
export function configOrigins(config: CspConfig | null | undefined) {
  const remotes = Array.isArray(config?.remotes)
    ? (config.remotes as { manifest?: unknown; canary?: { manifest?: unknown } }[]).flatMap((r) => [
        originOf(r?.manifest),
        originOf(r?.canary?.manifest),
      ])
    : [];
  const api = originOf(config?.apiBase);
  return {
    api,
    remotes: [...new Set(remotes.filter((o): o is string => o !== null))],
    /** The API's origin (the app frames landing pages only from there, and the sandbox's
     * customer-service pages live there) and the customer-service origins `frameSources`. */
    frames: [...new Set([...(api ? [api] : []), ...origins(config?.frameSources)])],
    ancestors: origins(config?.frameAncestors),
  };
}

/**
 * True when the config describes a local topology (its API and every remote on loopback) or
 * enables dev overrides: then any loopback port may serve remotes (a remote repointed to
 * another local port, a dev server), and nothing else is widened.
 */
export function allowsLoopback(config: CspConfig | null | undefined): boolean {
  if (config?.devOverrides === true) return true;
  const { api, remotes } = configOrigins(config);
  const all = [...(api ? [api] : []), ...remotes];
  return all.length > 0 && all.every(isLoopback);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Hashes of the inline `<script>` and `<style>` elements of an HTML page (a `<script src>`
 * or a JSON `<script type="application/json">`… is hashed all the same: harmless). The host's
 * index.html carries the prerendered start's critical `<style>` and its two small scripts
 * (host/build/prerender.ts; docs/performance.md "The first paint"), allowed by these hashes,
 * never by 'unsafe-inline'.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    scripts.push(sha256(m[2] ?? ''));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    styles.push(sha256(m[1] ?? ''));
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The Content-Security-Policy of the host's HTML for this config (docs/deploy.md says why each
 * source is there):
 * - script-src: the host and each remote's origin (entries, chunks, the shared router), inline
 *   scripts by hash only, no 'unsafe-eval' (neither the Module Federation runtime nor the
 *   build's output evaluates strings);
 * - style-src: the same origins and inline styles by hash only: every stylesheet of the build
 *   is a file (<link>), React and Arco set styles through the CSSOM (`element.style`), which
 *   CSP does not restrict, so no 'unsafe-inline';
 * - connect-src: the host, the remotes (manifests, strings), the API and the telemetry
 *   endpoint's two OTLP paths, no more of that origin;
 * - img-src / media-src: the host, the remotes, the API (product covers, the product video,
 *   uploaded images), `data:` and `blob:` (inline images of the styles, picked-image previews);
 * - frame-src: the API's origin (landing pages, the sandbox's customer-service pages) and the
 *   customer-service origins the config lists (`frameSources`);
 * - worker-src 'self': the host's service worker (docs/offline.md), nothing else;
 * - object-src 'none', base-uri 'self', form-action 'self';
 * - frame-ancestors: 'self' and `frameAncestors` (a native webview loads the app as its
 *   top-level page, which frame-ancestors does not restrict).
 */
export function contentSecurityPolicy(
  config: CspConfig | null | undefined,
  hashes: InlineHashes = { scripts: [], styles: [] },
): string {
  const { api, remotes, frames, ancestors } = configOrigins(config);
  const loopback = allowsLoopback(config) ? [...LOOPBACK_SOURCES] : [];
  const apps = ["'self'", ...remotes, ...loopback];
  const list = (...sources: (string | null)[]) =>
    [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list(...apps, ...hashes.scripts)],
    ['style-src', list(...apps, ...hashes.styles)],
    ['img-src', list(...apps, api, 'data:', 'blob:')],
    ['media-src', list(...apps, api, 'blob:')],
    ['font-src', list(...apps, 'data:')],
    ['connect-src', list(...apps, api, ...telemetrySources(config))],
    ['frame-src', list(...frames) || "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', list("'self'", ...ancestors)],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * The security headers of an answer: the app's policy for the host's HTML, WORKER_CSP for the
 * service worker script, else NON_HTML_CSP.
 */
export function securityHeaders(htmlPolicy?: string): Record<string, string> {
  return {
    'Content-Security-Policy': htmlPolicy ?? NON_HTML_CSP,
    'X-Content-Type-Options': NOSNIFF,
    'Referrer-Policy': REFERRER_POLICY,
  };
}

/**
 * True when the host answers `pathname` with index.html: `/`, `*.html`, or a path without an
 * extension (a client route; sirv's `single` fallback).
 */
export function isHtmlPath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.html?$/i.test(last) || !/\.\w+$/.test(last);
}

/* ------------------------------------------------------------------------------------------
 * The dev loop (`pnpm dev:<remote>`, scripts/dev/dev.mjs): the production host serves a remote's
 * dev server, whose live-reload client opens a WebSocket to that server
 * (`ws://localhost:<its port>/rsbuild-hmr`). `http://localhost:*` in connect-src does not
 * match a `ws:` URL, so the app's policy refuses it and no save ever shows. dev.mjs names the
 * dev servers' sockets (DEV_RELOAD_SOCKETS) and scripts/serving/serve.ts adds exactly those to the
 * policy; without the variable — production, scripts/dev/start.sh, the e2e run — nothing changes.
 * ---------------------------------------------------------------------------------------- */

const DEV_SOCKET = /^ws:\/\/(?:localhost|127\.0\.0\.1):([1-9]\d{0,4})$/;

/**
 * `ws://localhost:3003,ws://127.0.0.1:3003` → the two sources. Only `ws://` on loopback with
 * an explicit port is taken: anything else (a wildcard, another host, a path) throws, so a
 * typo cannot widen the policy.
 */
export function devSocketSources(list: string | undefined): string[] {
  const sources = (list ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const source of sources) {
    const port = Number(DEV_SOCKET.exec(source)?.[1]);
    if (!(port > 0 && port < 65536)) {
      throw new Error(`DEV_RELOAD_SOCKETS: "${source}" is not ws://localhost:<port>`);
    }
  }
  return [...new Set(sources)];
}

/** `policy` with `sources` added to its connect-src (the policy unchanged when none). */
export function withConnectSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) =>
      directive.startsWith('connect-src ') ? [directive, ...sources].join(' ') : directive,
    )
    .join('; ');
}
