/**
 * The caching and CORS headers of a deployed app, as pure functions (scripts/serving/serve.ts
 * uses them; the nginx template in deploy/nginx/ and docs/deploy.md say the same in their own
 * terms). The security headers (the Content-Security-Policy and its kin) are in
 * security-headers.ts.
 *
 * - Files under `static/` whose name carries a content hash (`wallet.ca866d3815.js`,
 *   `async/6p.9624ad189b.css`) never change: cached for a year, `immutable`.
 * - Everything else — `index.html` (and the host's client-side routes that answer with it),
 *   `mf-manifest.json`, `mf-stats.json`, `app-config.json`, `favicon.svg`,
 *   `independent-packages/**` — may change with the next deploy: `no-cache` (the browser
 *   revalidates with the ETag on every use).
 * - Every answer varies by `Origin` (CORS: remotes are fetched cross-origin), even when the
 *   origin is not allowed and on 304/404, so no cache hands one origin's answer to another;
 *   text files that have precompressed copies also vary by `Accept-Encoding`.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The run-time config of the host: deployment data, not build output. */
export const APP_CONFIG_PATH = '/app-config.json';

/** Extensions the build precompresses (scripts/deploy/compress.mjs): text, not source maps. */
export const COMPRESSIBLE_EXTENSIONS = ['js', 'mjs', 'css', 'html', 'json', 'svg'] as const;

const HASHED = /^\/static\/(?:[^/]+\/)*[^/]+\.[0-9a-f]{8,}\.[a-z0-9.]+$/i;
const EXTENSION = /\.([a-z0-9]+)$/i;

/** `/static/js/async/6p.4f74a56bbe.js` → true; `/mf-manifest.json`, `/index.html` → false. */
export function isHashedAsset(pathname: string): boolean {
  return HASHED.test(pathname);
}

export function cacheControl(pathname: string): string {
  return isHashedAsset(pathname) ? IMMUTABLE : NO_CACHE;
}

/**
 * True for a path whose answer may come precompressed: a text file of the build, or a path
 * without an extension (the host answers those with index.html).
 */
export function isCompressible(pathname: string): boolean {
  if (pathname === APP_CONFIG_PATH) return false;
  const ext = EXTENSION.exec(pathname.split('/').pop() ?? '')?.[1]?.toLowerCase();
  return ext === undefined || (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(ext);
}

export function vary(pathname: string): string {
  return isCompressible(pathname) ? 'Origin, Accept-Encoding' : 'Origin';
}

/** CORS for one answer: the origin is echoed only when allowed; `Vary` always. */
export function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  return origin && allowed.has(origin) ? { 'Access-Control-Allow-Origin': origin } : {};
}

/** Headers set before the file is looked up (so they are on 200, 304 and 206 alike). */
export function staticHeaders(
  pathname: string,
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  return {
    ...corsHeaders(origin, allowed),
    Vary: vary(pathname),
    'Cache-Control': cacheControl(pathname),
  };
}

/** A 404 must not be cached as if it were the immutable file it stands for. */
export function notFoundHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  return { ...corsHeaders(origin, allowed), Vary: 'Origin', 'Cache-Control': NO_CACHE };
}

/** Headers of the host's app-config.json, read from disk on every request. */
export function configHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
  etag: string,
): Record<string, string> {
  return {
    ...corsHeaders(origin, allowed),
    Vary: 'Origin',
    'Cache-Control': NO_CACHE,
    'Content-Type': 'application/json; charset=utf-8',
    ETag: etag,
  };
}

/** True when the request's If-None-Match names `etag` (weak comparison, lists allowed). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || strip(t) === strip(etag));
}
