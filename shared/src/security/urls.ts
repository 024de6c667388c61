/** Checks for URLs that come from a query string or the server before they are framed. */

function isLocalHost(host: string) {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** https anywhere, http only on localhost (development). */
export function parseSafeHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLocalHost(url.hostname)) return url;
  return null;
}

/** The URL when it is safe and its origin is one of the allowed URLs' origins. */
export function allowedFrameUrl(value: string | null | undefined, allowed: string[]): URL | null {
  const url = parseSafeHttpUrl(value);
  if (!url) return null;
  const origins = new Set(
    allowed.map((a) => parseSafeHttpUrl(a)?.origin).filter((o): o is string => Boolean(o)),
  );
  return origins.has(url.origin) ? url : null;
}
