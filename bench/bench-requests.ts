/**
 * Who answered a page's requests in `pnpm bench` (bench/bench-visits.ts records them over the
 * DevTools protocol): the service worker, the HTTP cache, the network or nobody, counted for
 * the app's code and for the rest, and the line the bench prints per second visit. Tested in
 * bench/bench-requests.test.ts.
 */

import { majority, median, yesNo } from './bench-figures';

/** One request of a page as the DevTools protocol reports it (Network domain events). */
export interface RequestRecord {
  url: string;
  /** `Network.responseReceived`: HTTP status; absent when no response came. After a
   * revalidation it is the cached answer's (200). */
  status?: number;
  /** `Network.responseReceivedExtraInfo`: the status as it came over the wire (304 for a
   * revalidation); absent when nothing came over the wire. */
  wireStatus?: number;
  fromServiceWorker?: boolean;
  fromDiskCache?: boolean;
  fromPrefetchCache?: boolean;
  /** `Network.requestServedFromCache` (the memory cache). */
  servedFromCache?: boolean;
  /** `Network.loadingFailed` with no response. */
  failed?: boolean;
}

export type Source = 'service-worker' | 'http-cache' | 'network' | 'failed';

/**
 * Who answered: the service worker (whatever it did to answer), the browser's HTTP cache
 * (disk, memory or prefetch cache, no round trip), the network (a 304 revalidation counts:
 * it is a round trip), or nobody (failed).
 */
export function sourceOf(r: RequestRecord): Source {
  if (r.fromServiceWorker) return 'service-worker';
  if (r.fromDiskCache || r.fromPrefetchCache || r.servedFromCache) return 'http-cache';
  if (r.status === undefined) return 'failed';
  return 'network';
}

export interface SourceCounts {
  total: number;
  network: number;
  /** Of `network`: answered 304 Not Modified. */
  revalidated: number;
  serviceWorker: number;
  httpCache: number;
  failed: number;
}

const zero = (): SourceCounts => ({
  total: 0,
  network: 0,
  revalidated: 0,
  serviceWorker: 0,
  httpCache: 0,
  failed: 0,
});

/**
 * Counts a page's requests by who answered them, split into code (any request to one of
 * `codeOrigins`, the app's own servers: the host first, then the remotes) and the rest (the
 * API and anything else), and lists the code requests that reached the network. `data:` and
 * `blob:` URLs are not requests and are left out.
 */
export function classifyRequests(
  records: readonly RequestRecord[],
  codeOrigins: readonly string[],
): { code: SourceCounts; other: SourceCounts; codeFromNetwork: string[] } {
  const out = { code: zero(), other: zero(), codeFromNetwork: [] as string[] };
  const origins = new Set(codeOrigins);
  for (const r of records) {
    let origin: string;
    try {
      const u = new URL(r.url);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') continue;
      origin = u.origin;
    } catch {
      continue;
    }
    const counts = origins.has(origin) ? out.code : out.other;
    counts.total += 1;
    const source = sourceOf(r);
    if (source === 'service-worker') counts.serviceWorker += 1;
    else if (source === 'http-cache') counts.httpCache += 1;
    else if (source === 'failed') counts.failed += 1;
    else {
      const status = r.wireStatus ?? r.status;
      counts.network += 1;
      if (status === 304) counts.revalidated += 1;
      if (counts === out.code) {
        // the host's paths as they are, another origin's (a remote) with its host and port
        const where = origin === codeOrigins[0] ? '' : new URL(origin).host;
        out.codeFromNetwork.push(`${where}${r.url.slice(origin.length)} ${status}`);
      }
    }
  }
  return out;
}

export interface SecondVisitRun {
  /** ms from navigation start until the page was usable (kept figures, dated, count). */
  usable: number;
  /** ms until its figures were the API's fresh ones (no "As of" label left) */
  confirmed?: number;
  code: SourceCounts;
  other: SourceCounts;
  /** The code requests that reached the network: path and status. */
  codeFromNetwork: string[];
  /** A service worker controlled the page. */
  controlled: boolean;
}

/** One line per second-visit measurement: who answered the code and the API calls. */
export function secondVisitDetail(label: string, runs: SecondVisitRun[]): string {
  if (!runs.length) return '';
  const m = (f: (r: SecondVisitRun) => number) => median(runs.map(f));
  const controlled = majority(runs.map((r) => r.controlled));
  return `${label}: code requests ${m((r) => r.code.total)} — network ${m((r) => r.code.network)} (304: ${m((r) => r.code.revalidated)}), service worker ${m((r) => r.code.serviceWorker)}, HTTP cache ${m((r) => r.code.httpCache)}, failed ${m((r) => r.code.failed)}; other requests (API) ${m((r) => r.other.total)} — network ${m((r) => r.other.network)}, service worker ${m((r) => r.other.serviceWorker)}; controlled by a service worker: ${yesNo(controlled)}; from the network (first run): ${runs[0]?.codeFromNetwork.join(', ') || 'nothing'}`;
}
