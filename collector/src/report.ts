/**
 * The health report: events and vitals of a time window, grouped per remote, version and
 * track, with a verdict each. `pnpm health` (health.ts) prints it, the collector's page
 * (`GET /api/health`) draws it; both call `healthDetails`, so they cannot disagree.
 *
 * Definitions: views = `adnet.page_view` events; loads = `adnet.remote.load` events, every
 * attempt; load failures = loads with outcome `failed`; errors = `adnet.error` events; p75 =
 * nearest rank on the samples. A record without `adnet.remote.track` counts as stable (a
 * session with no canary), one without a remote or a version under `unknown`.
 */
import { EVENTS, type Track, VITALS } from '@adnet/shared/telemetry';
import { type Db, type EventFact, openDb, readFacts, type VitalFact } from './store';
import { THRESHOLDS, type Thresholds } from './thresholds';

export type Verdict = 'promote' | 'hold' | 'roll back';

/** One line of `pnpm health --json`: exactly these fields. */
export interface RemoteHealth {
  name: string;
  version: string;
  track: Track;
  views: number;
  loads: number;
  loadFailures: number;
  errors: number;
  /** ms; null without a sample */
  lcpP75: number | null;
  /** ms; null without a sample */
  inpP75: number | null;
  /** unitless; null without a sample */
  clsP75: number | null;
  verdict: Verdict;
}

export interface HealthReport {
  remotes: RemoteHealth[];
}

/** A group's figures before the verdict, with what the verdict and the table also need. */
export interface GroupStats {
  name: string;
  version: string;
  track: Track;
  views: number;
  loads: number;
  loadFailures: number;
  /** failed loads by `adnet.load.error_code` ('' when the host had none) */
  failuresByCode: Record<string, number>;
  errors: number;
  lcp: number[];
  inp: number[];
  cls: number[];
}

/** A group with its p75s, rates and verdict: a line of the table and of the page. */
export interface GroupHealth extends RemoteHealth {
  failuresByCode: Record<string, number>;
  /** failed / loads, null without a load */
  failureRate: number | null;
  /** errors per 1,000 views, null without a view */
  errorsPer1000: number | null;
  samples: { lcp: number; inp: number; cls: number };
  /** why the verdict, in words */
  reasons: string[];
}

/** An event or a vital sample as `aggregate` reads it (store.ts's facts, or a test's). */
export interface Row {
  kind: 'event' | 'vital';
  name: string;
  value?: number;
  remote: string | null;
  version: string | null;
  track: string | null;
  outcome?: string | null;
  errorCode?: string | null;
}

/** p75 by nearest rank: the smallest sample with at least 75% of them at or below it. */
export function p75(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

const UNKNOWN = 'unknown';

function keyOf(r: { remote: string | null; version: string | null; track: string | null }) {
  const track: Track = r.track === 'canary' ? 'canary' : 'stable';
  return { name: r.remote ?? UNKNOWN, version: r.version ?? UNKNOWN, track };
}

/** Stable before canary, then by remote and version: canary sits under its stable. */
type GroupKey = { name: string; version: string; track: Track };

function compareGroups(a: GroupKey, b: GroupKey): number {
  return (
    a.name.localeCompare(b.name) ||
    (a.track === b.track ? 0 : a.track === 'stable' ? -1 : 1) ||
    a.version.localeCompare(b.version)
  );
}

/** Events and vitals → one `GroupStats` per remote, version and track, sorted. */
export function aggregate(rows: Iterable<Row>): GroupStats[] {
  const groups = new Map<string, GroupStats>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = `${key.name}\u0000${key.version}\u0000${key.track}`;
    let g = groups.get(id);
    if (!g) {
      g = {
        ...key,
        views: 0,
        loads: 0,
        loadFailures: 0,
        failuresByCode: {},
        errors: 0,
        lcp: [],
        inp: [],
        cls: [],
      };
      groups.set(id, g);
    }
    if (row.kind === 'event') {
      if (row.name === EVENTS.pageView) g.views++;
      else if (row.name === EVENTS.error) g.errors++;
      else if (row.name === EVENTS.remoteLoad) {
        g.loads++;
        if (row.outcome === 'failed') {
          g.loadFailures++;
          const code = row.errorCode ?? '';
          g.failuresByCode[code] = (g.failuresByCode[code] ?? 0) + 1;
        }
      }
    } else if (typeof row.value === 'number') {
      if (row.name === VITALS.lcp) g.lcp.push(row.value);
      else if (row.name === VITALS.inp) g.inp.push(row.value);
      else if (row.name === VITALS.cls) g.cls.push(row.value);
    }
  }
  return [...groups.values()].sort(compareGroups);
}

/** The stable build's vitals of a remote, which its canary is held against. */
export interface Baseline {
  lcp: readonly number[];
  inp: readonly number[];
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;

/**
 * The verdict of one group. `baseline` is the same remote's stable samples (every stable
 * version of the window), used for a canary only.
 */
export function verdictOf(
  g: GroupStats,
  baseline?: Baseline,
  t: Thresholds = THRESHOLDS,
): { verdict: Verdict; reasons: string[] } {
  const rollBack: string[] = [];
  if (g.loads >= t.minLoads && g.loadFailures / g.loads > t.maxLoadFailureRate) {
    rollBack.push(
      `${g.loadFailures} of ${g.loads} loads failed (more than ${t.maxLoadFailureRate * 100}%)`,
    );
  }
  if (g.views >= t.minViews && (g.errors * 1000) / g.views > t.maxErrorsPer1000Views) {
    rollBack.push(
      `${Math.round((g.errors * 1000) / g.views)} errors per 1,000 views (more than ${t.maxErrorsPer1000Views})`,
    );
  }
  if (g.track === 'canary' && baseline) {
    const worse = (
      label: string,
      canary: readonly number[],
      stable: readonly number[],
      ratio: number,
      byMs: number,
    ) => {
      if (canary.length < t.minVitalSamples || stable.length < t.minVitalSamples) return;
      const c = p75(canary) ?? 0;
      const s = p75(stable) ?? 0;
      if (c > s * ratio && c - s >= byMs) {
        rollBack.push(`p75 ${label} ${ms(c)} against stable's ${ms(s)}`);
      }
    };
    worse('LCP', g.lcp, baseline.lcp, t.lcpWorseRatio, t.lcpWorseByMs);
    worse('INP', g.inp, baseline.inp, t.inpWorseRatio, t.inpWorseByMs);
  }
  if (rollBack.length) return { verdict: 'roll back', reasons: rollBack };

  const few: string[] = [];
  if (g.views < t.minViews) few.push(`${g.views} views (fewer than ${t.minViews})`);
  // the host itself is never loaded as a remote: its views alone decide
  if (g.name !== 'host' && g.loads < t.minLoads) {
    few.push(`${g.loads} loads (fewer than ${t.minLoads})`);
  }
  if (few.length) return { verdict: 'hold', reasons: few };
  return { verdict: 'promote', reasons: ['enough traffic, no threshold crossed'] };
}

const round = (n: number | null, digits: number) =>
  n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;

/** Verdicts for every group, each canary held against its remote's stable samples. */
export function judge(groups: readonly GroupStats[], t: Thresholds = THRESHOLDS): GroupHealth[] {
  const baselines = new Map<string, { lcp: number[]; inp: number[] }>();
  for (const g of groups) {
    if (g.track !== 'stable') continue;
    const b = baselines.get(g.name) ?? { lcp: [], inp: [] };
    b.lcp.push(...g.lcp);
    b.inp.push(...g.inp);
    baselines.set(g.name, b);
  }
  return groups.map((g) => {
    const { verdict, reasons } = verdictOf(g, baselines.get(g.name), t);
    return {
      name: g.name,
      version: g.version,
      track: g.track,
      views: g.views,
      loads: g.loads,
      loadFailures: g.loadFailures,
      errors: g.errors,
      lcpP75: round(p75(g.lcp), 0),
      inpP75: round(p75(g.inp), 0),
      clsP75: round(p75(g.cls), 3),
      verdict,
      failuresByCode: g.failuresByCode,
      failureRate: g.loads ? g.loadFailures / g.loads : null,
      errorsPer1000: g.views ? (g.errors * 1000) / g.views : null,
      samples: { lcp: g.lcp.length, inp: g.inp.length, cls: g.cls.length },
      reasons,
    };
  });
}

/** The `--json` line of a group: exactly the fields of `RemoteHealth`, in that order. */
export function toRemoteHealth(g: GroupHealth): RemoteHealth {
  return {
    name: g.name,
    version: g.version,
    track: g.track,
    views: g.views,
    loads: g.loads,
    loadFailures: g.loadFailures,
    errors: g.errors,
    lcpP75: g.lcpP75,
    inpP75: g.inpP75,
    clsP75: g.clsP75,
    verdict: g.verdict,
  };
}

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `1h`, `24h`, `7d` → milliseconds; anything else throws. */
export function parseSince(since: string): number {
  const m = /^(\d+)([mhd])$/.exec(since.trim());
  const n = Number(m?.[1]);
  if (!m || !(n > 0)) {
    throw new Error(`--since: expected a duration like 30m, 1h, 24h or 7d, got "${since}"`);
  }
  return n * UNITS[m[2] as keyof typeof UNITS];
}

/** Bucket width of the page's time series: about 12 to 48 points whatever the window. */
export function bucketOf(windowMs: number): number {
  for (const b of [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 6 * 3_600_000]) {
    if (windowMs / b <= 48) return b;
  }
  return 86_400_000;
}

export interface SeriesLine {
  name: string;
  version: string;
  track: Track;
  /** per bucket, oldest first, aligned with `HealthDetails.buckets` */
  views: number[];
  loadFailures: number[];
  errors: number[];
}

/** A remote's canary against its stable, every version of each track taken together. */
export interface TrackComparison {
  name: string;
  stable: TrackFigures | null;
  canary: TrackFigures | null;
}

export interface TrackFigures {
  views: number;
  loads: number;
  failureRate: number | null;
  errorsPer1000: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface HealthDetails {
  since: string;
  fromMs: number;
  toMs: number;
  bucketMs: number;
  /** start of each bucket, ms since the epoch */
  buckets: number[];
  groups: GroupHealth[];
  compare: TrackComparison[];
  series: SeriesLine[];
  thresholds: Thresholds;
}

function series(events: readonly EventFact[], buckets: number[], bucketMs: number) {
  const lines = new Map<string, SeriesLine>();
  const first = buckets[0] ?? 0;
  for (const e of events) {
    const field =
      e.event === EVENTS.pageView
        ? 'views'
        : e.event === EVENTS.error
          ? 'errors'
          : e.event === EVENTS.remoteLoad && e.outcome === 'failed'
            ? 'loadFailures'
            : null;
    if (!field) continue;
    const key = keyOf(e);
    const id = `${key.name}\u0000${key.version}\u0000${key.track}`;
    let line = lines.get(id);
    if (!line) {
      const zeros = () => buckets.map(() => 0);
      line = { ...key, views: zeros(), loadFailures: zeros(), errors: zeros() };
      lines.set(id, line);
    }
    const i = Math.floor((e.tsMs - first) / bucketMs);
    if (i >= 0 && i < buckets.length) line[field][i] = (line[field][i] ?? 0) + 1;
  }
  return [...lines.values()].sort(compareGroups);
}

/** Per remote, stable and canary with their versions pooled (the page's side-by-side bars). */
export function compareTracks(rows: readonly Row[]): TrackComparison[] {
  const byRemote = new Map<string, TrackComparison>();
  for (const g of aggregate(rows.map((r) => ({ ...r, version: '*' })))) {
    const c = byRemote.get(g.name) ?? { name: g.name, stable: null, canary: null };
    c[g.track] = {
      views: g.views,
      loads: g.loads,
      failureRate: g.loads ? g.loadFailures / g.loads : null,
      errorsPer1000: g.views ? (g.errors * 1000) / g.views : null,
      lcpP75: round(p75(g.lcp), 0),
      inpP75: round(p75(g.inp), 0),
    };
    byRemote.set(g.name, c);
  }
  return [...byRemote.values()];
}

function rowsOf(events: readonly EventFact[], vitals: readonly VitalFact[]): Row[] {
  return [
    ...events.map((e) => ({
      kind: 'event' as const,
      name: e.event,
      remote: e.remote,
      version: e.version,
      track: e.track,
      outcome: e.outcome,
      errorCode: e.errorCode,
    })),
    ...vitals.map((v) => ({
      kind: 'vital' as const,
      name: v.name,
      value: v.value,
      remote: v.remote,
      version: v.version,
      track: v.track,
    })),
  ];
}

export interface HealthQuery {
  /** the database: an open one, or a file path (opened and closed here) */
  db: Db | string;
  /** the window, `30m` / `1h` / `24h` / `7d`; default 1h */
  since?: string;
  /** one remote only */
  remote?: string;
  /** the end of the window; default now (tests fix it) */
  now?: number;
}

function withDb<T>(db: Db | string, use: (db: Db) => T): T {
  if (typeof db !== 'string') return use(db);
  const opened = openDb(db, { readonly: true });
  try {
    return use(opened);
  } finally {
    opened.close();
  }
}

/** The figures, verdicts and time series of a window: what the page and the CLI show. */
export function healthDetails({ db, since = '1h', remote, now = Date.now() }: HealthQuery) {
  const windowMs = parseSince(since);
  const bucketMs = bucketOf(windowMs);
  const fromMs = now - windowMs;
  // whole buckets from the one holding the window's start to the one filling up now
  const first = Math.floor(fromMs / bucketMs) * bucketMs;
  const count = Math.floor(now / bucketMs) - first / bucketMs + 1;
  const buckets = Array.from({ length: count }, (_, i) => first + i * bucketMs);
  return withDb(db, (d): HealthDetails => {
    const { events, vitals } = readFacts(d, fromMs, remote);
    const rows = rowsOf(events, vitals);
    return {
      since,
      fromMs,
      toMs: now,
      bucketMs,
      buckets,
      groups: judge(aggregate(rows)),
      compare: compareTracks(rows),
      series: series(events, buckets, bucketMs),
      thresholds: THRESHOLDS,
    };
  });
}

/** `pnpm health --json`: `{ remotes: [...] }` with exactly the fields of `RemoteHealth`. */
export function healthReport(query: HealthQuery): HealthReport {
  return { remotes: healthDetails(query).groups.map(toRemoteHealth) };
}
