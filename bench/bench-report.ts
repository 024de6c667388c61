/**
 * The pure parts of `pnpm bench` (bench/bench.ts): medians, ratios, the formats of the
 * figures, the classification of a page's requests by who answered them, the latency of a
 * tap from Event Timing entries, and the table of rows the bench prints. No browser here, so
 * bench/bench-report.test.ts covers all of it.
 */

export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
export const secs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
export const millis = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : '–');
export const count = (n: number) => (Number.isFinite(n) ? String(n) : '–');
export const yesNo = (b: boolean | undefined) => (b === undefined ? '–' : b ? 'yes' : 'no');

/** The median of the finite values; NaN when there is none. */
export function median(xs: readonly number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** a / b with two decimals; "–" when either is missing or b is 0. */
export function ratio(a: number, b: number): string {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? (a / b).toFixed(2) : '–';
}

/** The median of one numeric field over the runs. */
export function pick<T>(runs: readonly T[], key: keyof T): number {
  return median(runs.map((r) => r[key] as unknown as number));
}

/** What most of the runs said (ties: true), or undefined with no run. */
export function majority(values: readonly boolean[]): boolean | undefined {
  if (!values.length) return undefined;
  return values.filter(Boolean).length * 2 >= values.length;
}

// ---- who answered a request ----

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

// ---- the latency of a tap ----

/** A `PerformanceEventTiming` entry as the page hands it over. */
export interface EventEntry {
  interactionId: number;
  name: string;
  duration: number;
  /** When the event happened (ms from the page's time origin). */
  startTime: number;
}

/**
 * The latency of one tap from the page's Event Timing entries, as INP counts an interaction:
 * the longest duration of the events of the interactions that started at or after `since`
 * (the moment before the tap; an earlier tap's entries can arrive late), and of a tap that
 * made more than one interaction, the longest of them. 0 when no entry came: the page
 * observes with Event Timing's smallest threshold (16 ms), so the tap took less.
 */
export function interactionLatency(entries: readonly EventEntry[], since = 0): number {
  let worst = 0;
  for (const e of entries) {
    if (e.interactionId > 0 && e.startTime >= since && e.duration > worst) worst = e.duration;
  }
  return worst;
}

/** A tap's latency for the table: below Event Timing's threshold it reads "< 16 ms". */
export const tapLatency = (ms: number) =>
  Number.isFinite(ms) ? (ms < 16 ? '< 16 ms' : millis(ms)) : '–';

// ---- the table ----

export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export interface StartRun {
  requests: number;
  levels: number;
  ready: number;
  lcp: number;
  /** Level → the paths sent at that level. */
  chain?: string[][];
  /** The document's protocol as negotiated. */
  protocol?: string;
}
export interface JsSizes {
  gzip: number;
  sent: number;
  files: number;
}
export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}
export interface VisitRun {
  first: number;
  second: number;
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
export interface OfflineRun {
  /** The navigation ended on the browser's error page. */
  errorPage: boolean;
  /** The app's frame (its header bar) was on the screen. */
  frame: boolean;
  /** The last figures (the ad centre's metrics, with digits) were on the screen. */
  figures: boolean;
}

/** The taps whose latency the bench measures, in the order it prints them. */
export const TAPS = {
  put: 'put (plan detail, "Put now")',
  withdraw: 'withdraw confirm (password keypad)',
  language: 'language confirm (header sheet)',
  periodTab: 'tab switch (ad centre period)',
  planTab: 'tab switch (plan status)',
} as const;
export type Tap = keyof typeof TAPS;

export interface VariantResults {
  js?: JsSizes;
  start: StartRun[];
  lighthouse: LighthouseRun[];
  visits: VisitRun[];
  visitsNoPreload: VisitRun[];
  secondLogin: SecondVisitRun[];
  secondCenter: SecondVisitRun[];
  offline: OfflineRun[];
  taps: Partial<Record<Tap, number[]>>;
}

export const emptyResults = (): VariantResults => ({
  start: [],
  lighthouse: [],
  visits: [],
  visitsNoPreload: [],
  secondLogin: [],
  secondCenter: [],
  offline: [],
  taps: {},
});

/** A row: what, federated, SPA, ratio federated/SPA, goal. */
export type Row = [string, string, string, string, string];

const pair = (a: string, b: string) => `${a} / ${b}`;
const codeNetwork = (runs: SecondVisitRun[]) => median(runs.map((r) => r.code.network)).toString();

/**
 * The rows of the table, federated against SPA, for the measurements present in `fed` and
 * `spa` (a section not run has no row). `remoteEntries` are the remotes' entries, gzip -9 bytes.
 */
export function reportRows(
  fed: VariantResults,
  spa: VariantResults,
  remoteEntries: [string, number][] = [],
): Row[] {
  const rows: Row[] = [];
  if (fed.start.length && spa.start.length) {
    const [fl, sl] = [pick(fed.start, 'lcp'), pick(spa.start, 'lcp')];
    const [fr, sr] = [pick(fed.start, 'ready'), pick(spa.start, 'ready')];
    rows.push(['`/#/login` LCP, throttled', secs(fl), secs(sl), ratio(fl, sl), 'keep ≤ 0.8 s']);
    rows.push([
      'login usable (hydrated), throttled',
      secs(fr),
      secs(sr),
      ratio(fr, sr),
      "≤ the SPA's, and ≤ 2.5 s",
    ]);
  }
  const [fq, sq] = [pick(fed.start, 'requests'), pick(spa.start, 'requests')];
  if (fed.js && spa.js) {
    rows.push([
      'start requests / JS gzip -9',
      pair(count(fq), kib(fed.js.gzip)),
      pair(count(sq), kib(spa.js.gzip)),
      pair(ratio(fq, sq), ratio(fed.js.gzip, spa.js.gzip)),
      '≤ 12 requests; JS ratio ≤ 1.1',
    ]);
    rows.push([
      'start request levels / JS as sent (brotli)',
      pair(count(pick(fed.start, 'levels')), kib(fed.js.sent)),
      pair(count(pick(spa.start, 'levels')), kib(spa.js.sent)),
      pair(
        ratio(pick(fed.start, 'levels'), pick(spa.start, 'levels')),
        ratio(fed.js.sent, spa.js.sent),
      ),
      '–',
    ]);
  } else if (fed.start.length && spa.start.length) {
    rows.push([
      'start requests / request levels',
      pair(count(fq), count(pick(fed.start, 'levels'))),
      pair(count(sq), count(pick(spa.start, 'levels'))),
      pair(ratio(fq, sq), ratio(pick(fed.start, 'levels'), pick(spa.start, 'levels'))),
      '≤ 12 requests',
    ]);
  }
  if (fed.lighthouse.length && spa.lighthouse.length) {
    const lh = (x: LighthouseRun[]) =>
      `${pick(x, 'score')} / ${secs(pick(x, 'lcp'))} / ${millis(pick(x, 'tbt'))} (FCP ${secs(pick(x, 'fcp'))})`;
    rows.push([
      'Lighthouse mobile score / LCP / TBT on `/#/login`',
      lh(fed.lighthouse),
      lh(spa.lighthouse),
      `LCP ${ratio(pick(fed.lighthouse, 'lcp'), pick(spa.lighthouse, 'lcp'))}, TBT ${ratio(pick(fed.lighthouse, 'tbt'), pick(spa.lighthouse, 'tbt'))}`,
      '≥ 97 / ≤ 1.2 s / ≤ 100 ms',
    ]);
  }
  if (fed.visits.length && spa.visits.length) {
    const v = (x: VisitRun[]) => pair(secs(pick(x, 'first')), secs(pick(x, 'second')));
    rows.push([
      '`/#/wallet` first visit after the idle preload / second, throttled',
      v(fed.visits),
      v(spa.visits),
      pair(
        ratio(pick(fed.visits, 'first'), pick(spa.visits, 'first')),
        ratio(pick(fed.visits, 'second'), pick(spa.visits, 'second')),
      ),
      "first ≤ the SPA's",
    ]);
  }
  if (fed.visitsNoPreload.length) {
    rows.push([
      '`/#/wallet` first visit, Save-Data on (no preload), throttled',
      secs(pick(fed.visitsNoPreload, 'first')),
      '–',
      '–',
      '–',
    ]);
  }
  if (remoteEntries.length) {
    rows.push([
      'remote entry, gzip -9',
      remoteEntries.map(([name, size]) => `${name} ${kib(size)}`).join(', '),
      '–',
      '–',
      '≤ 10 KiB',
    ]);
  }
  const second = (label: string, f: SecondVisitRun[], s: SecondVisitRun[], goal: string) => {
    if (!f.length || !s.length) return;
    const [fu, su] = [pick(f, 'usable'), pick(s, 'usable')];
    rows.push([
      label,
      pair(codeNetwork(f), secs(fu)),
      pair(codeNetwork(s), secs(su)),
      pair(
        ratio(median(f.map((r) => r.code.network)), median(s.map((r) => r.code.network))),
        ratio(fu, su),
      ),
      goal,
    ]);
  };
  second(
    'second visit `/#/ad-center` (new tab, same context, logged in): code requests to the network / usable (the kept figures, dated), throttled',
    fed.secondCenter,
    spa.secondCenter,
    '≤ 2 / ≤ 1.0 s',
  );
  const confirmedOf = (runs: SecondVisitRun[]) => median(runs.map((r) => r.confirmed ?? r.usable));
  if (fed.secondCenter.length && spa.secondCenter.length) {
    const [fc, sc] = [confirmedOf(fed.secondCenter), confirmedOf(spa.secondCenter)];
    rows.push([
      'second visit `/#/ad-center`: figures confirmed (the fresh answers in place of the kept ones), throttled',
      secs(fc),
      secs(sc),
      ratio(fc, sc),
      '–',
    ]);
  }
  second(
    'second visit `/#/login` (new tab, same context): code requests to the network / usable, throttled',
    fed.secondLogin,
    spa.secondLogin,
    '≤ 2 / ≤ 1.0 s',
  );
  if (fed.offline.length && spa.offline.length) {
    const o = (x: OfflineRun[]) =>
      `frame shown ${yesNo(majority(x.map((r) => r.frame)))}, last figures shown ${yesNo(majority(x.map((r) => r.figures)))}`;
    rows.push([
      'offline start (`/#/ad-center` reloaded with no network, in the tab of the visit)',
      o(fed.offline),
      o(spa.offline),
      '–',
      'the frame and the last figures, dated',
    ]);
  }
  for (const tap of Object.keys(TAPS) as Tap[]) {
    const f = fed.taps[tap];
    const s = spa.taps[tap];
    if (!f?.length || !s?.length) continue;
    const [fm, sm] = [median(f), median(s)];
    rows.push([
      `INP, ${TAPS[tap]}, 4x CPU`,
      tapLatency(fm),
      tapLatency(sm),
      ratio(fm, sm),
      '≤ 200 ms',
    ]);
  }
  return rows;
}

/** One line per second-visit measurement: who answered the code and the API calls. */
export function secondVisitDetail(label: string, runs: SecondVisitRun[]): string {
  if (!runs.length) return '';
  const m = (f: (r: SecondVisitRun) => number) => median(runs.map(f));
  const controlled = majority(runs.map((r) => r.controlled));
  return `${label}: code requests ${m((r) => r.code.total)} — network ${m((r) => r.code.network)} (304: ${m((r) => r.code.revalidated)}), service worker ${m((r) => r.code.serviceWorker)}, HTTP cache ${m((r) => r.code.httpCache)}, failed ${m((r) => r.code.failed)}; other requests (API) ${m((r) => r.other.total)} — network ${m((r) => r.other.network)}, service worker ${m((r) => r.other.serviceWorker)}; controlled by a service worker: ${yesNo(controlled)}; from the network (first run): ${runs[0]?.codeFromNetwork.join(', ') || 'nothing'}`;
}
