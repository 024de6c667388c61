import {
  type AuditLine,
  defaultAuditFile,
  mergeAudit,
  readAudit,
  rolledBackVersions,
} from '../audit';
import { type Db, openDb } from '../ingest/store';
import type { CanaryMonitor } from '../verdict/monitor';
import {
  canaryStream,
  feed,
  groupId,
  type SessionCounts,
  sessionCounts,
} from '../verdict/sessions';
import { THRESHOLDS, type Thresholds } from '../verdict/thresholds';
import { judgeCanary, judgeStable, type Verdict } from '../verdict/verdict';
import { p75 } from '../verdict/vitals';
import { aggregate, compareTracks, type GroupStats, type Row } from './aggregate';
import { releasesOf } from './releases';
import { bucketOf, bucketsOf, type SeriesLine } from './series';
import {
  type CanaryEvidence,
  type GroupHealth,
  type HealthDetails,
  type HealthReport,
  toRemoteHealth,
} from './shapes';
import {
  seriesOf,
  sessionsFromParts,
  sqliteWindow,
  statsOf,
  type TelemetryStore,
  type WindowCounts,
  type WindowQuery,
} from './window';

export type { TrackComparison, TrackFigures } from './aggregate';
export type {
  CanaryEvidence,
  GroupHealth,
  HealthDetails,
  HealthReport,
  RemoteHealth,
} from './shapes';
export { toRemoteHealth } from './shapes';
export {
  aggregate,
  bucketOf,
  compareTracks,
  type GroupStats,
  p75,
  type Row,
  type SeriesLine,
  type Verdict,
};

const round = (x: number | null, digits: number) =>
  x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits;

const NO_SESSIONS: SessionCounts = {
  sessions: 0,
  failedSessions: 0,
  errorSessions: 0,
  merchants: null,
  merchantsLeft: null,
};

/** Each group's verdict: a canary by its monitor, a stable build by its own sessions. */
function judge(
  stats: readonly GroupStats[],
  counts: Map<string, SessionCounts>,
  monitors: Map<string, CanaryMonitor>,
  rolledBack: (name: string, version: string) => boolean,
  t: Thresholds,
): GroupHealth[] {
  return stats.map((g) => {
    const c = counts.get(groupId(g)) ?? NO_SESSIONS;
    const monitor = monitors.get(groupId(g));
    const j =
      g.track === 'canary' && monitor
        ? judgeCanary(monitor, rolledBack(g.name, g.version), t)
        : judgeStable(g.name, c, t);
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
      verdict: j.verdict,
      sessions: c.sessions,
      failedSessions: c.failedSessions,
      errorSessions: c.errorSessions,
      merchants: c.merchants,
      merchantsLeft: c.merchantsLeft,
      evidence: j.evidence,
      failuresByCode: g.failuresByCode,
      failureRate: g.loads ? g.loadFailures / g.loads : null,
      errorsPer1000: g.views ? (g.errors * 1000) / g.views : null,
      samples: { lcp: g.lcp.length, inp: g.inp.length, cls: g.cls.length },
      reasons: j.reasons,
      fired: j.fired,
    };
  });
}

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `1h`, `24h`, `7d` → milliseconds; anything else throws. */
export function parseSince(since: string): number {
  const m = /^(\d+)([mhd])$/.exec(since.trim());
  const count = Number(m?.[1]);
  if (!m || !(count > 0)) {
    throw new Error(`--since: expected a duration like 30m, 1h, 24h or 7d, got "${since}"`);
  }
  return count * UNITS[m[2] as keyof typeof UNITS];
}

export interface HealthQuery {
  /** the database: an open one, or a file path (opened and closed here) */
  db: Db | string;
  /** the window, `30m` / `1h` / `24h` / `7d`; default 1h */
  since?: string;
  /** the window's start, ms since the epoch (a release judges from its canary's shipping) */
  sinceMs?: number;
  /** one remote only */
  remote?: string;
  /** the end of the window; default now (tests fix it) */
  now?: number;
  /** the numbers of the verdict; default thresholds.ts */
  thresholds?: Thresholds;
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

/** The window a query asks for: its start, end and the page's buckets. */
function windowOf(query: Omit<HealthQuery, 'db'>) {
  const { since = '1h', now = Date.now() } = query;
  if (query.sinceMs !== undefined && !Number.isFinite(query.sinceMs)) {
    throw new Error(`sinceMs: expected ms since the epoch, got ${query.sinceMs}`);
  }
  const fromMs = query.sinceMs ?? now - parseSince(since);
  const bucketMs = bucketOf(Math.max(now - fromMs, 1));
  const buckets = bucketsOf(fromMs, now, bucketMs);
  const counting: WindowQuery = {
    fromMs,
    bucketsFrom: buckets[0] ?? fromMs,
    bucketMs,
    ...(query.remote ? { remote: query.remote } : {}),
  };
  return { since, now, fromMs, bucketMs, buckets, counting };
}

const canaryKey = (name: string, version: string) => `${name}\u0000${version}`;

/**
 * The canaries judged from another start than the window's: one a release shipped is judged
 * from its shipping (report/releases.ts), unless the query names its own start (`sinceMs`).
 */
function ownStarts(
  query: Omit<HealthQuery, 'db'>,
  window: ReturnType<typeof windowOf>,
  counts: WindowCounts,
  audit: readonly AuditLine[],
) {
  if (query.sinceMs !== undefined) return [];
  const releases = releasesOf(audit, window.now);
  const out: { key: string; query: WindowQuery }[] = [];
  for (const g of statsOf(counts.groups, counts.vitals)) {
    const shippedMs = g.track === 'canary' ? releases.of(g.name, g.version)?.shippedMs : undefined;
    if (shippedMs === undefined || shippedMs === window.fromMs) continue;
    out.push({
      key: canaryKey(g.name, g.version),
      query: { ...window.counting, fromMs: shippedMs, remote: g.name },
    });
  }
  return out;
}

/**
 * The judging, the same whatever store counted: counts and audit → figures and verdicts.
 * `own`: the counts of each canary judged from its own start (`ownStarts`).
 */
function judgeWindow(
  query: Omit<HealthQuery, 'db'>,
  window: ReturnType<typeof windowOf>,
  counts: WindowCounts,
  audit: readonly AuditLine[],
  own: ReadonlyMap<string, WindowCounts>,
): HealthDetails {
  const t = query.thresholds ?? THRESHOLDS;
  const { fromMs, now, bucketMs, buckets } = window;
  const { vitals } = counts;
  const releases = releasesOf(audit, now);
  const stats = statsOf(counts.groups, vitals);
  const sessions = sessionsFromParts(counts.parts);
  const monitors = new Map<string, CanaryMonitor>();
  const evidence: CanaryEvidence[] = [];
  for (const g of stats) {
    if (g.track !== 'canary') continue;
    const release = releases.of(g.name, g.version);
    const mine = own.get(canaryKey(g.name, g.version));
    const stream = canaryStream(
      g.name,
      g.version,
      (mine ? sessionsFromParts(mine.parts) : sessions).get(g.name),
      mine ? mine.vitals : vitals,
    );
    const { monitor, trace } = feed(stream, t, buckets, bucketMs, release?.shareAt);
    monitors.set(groupId(g), monitor);
    evidence.push({
      name: g.name,
      version: g.version,
      ...trace,
      failuresBound: monitor.failures.state.bound,
      errorsBound: monitor.errors.state.bound,
    });
  }
  const rolledBack = (name: string, version: string) =>
    rolledBackVersions(audit, name).has(version);
  const groups = judge(stats, sessionCounts(sessions), monitors, rolledBack, t);
  return {
    since: query.sinceMs === undefined ? window.since : null,
    fromMs,
    toMs: now,
    bucketMs,
    buckets,
    groups,
    compare: compareTracks(stats, groups),
    series: seriesOf(counts.series, buckets.length),
    evidence,
    thresholds: t,
  };
}

/** The figures, verdicts and time series of a window: what the page and the CLI show. */
export function healthDetails(query: HealthQuery): HealthDetails {
  const window = windowOf(query);
  return withDb(query.db, (d) => {
    // the release audit is its own file (beside the config); a database from before kept it
    const only = query.remote ? { remote: query.remote } : {};
    const audit = mergeAudit(readAudit(defaultAuditFile(), only), readAudit(d, only));
    const counts = sqliteWindow(d, window.counting);
    const own = new Map(
      ownStarts(query, window, counts, audit).map((o) => [o.key, sqliteWindow(d, o.query)]),
    );
    return judgeWindow(query, window, counts, audit, own);
  });
}

/** `healthDetails` read through any store: the SQLite file's or ClickHouse's. */
export async function healthDetailsFrom(
  store: TelemetryStore,
  query: Omit<HealthQuery, 'db'>,
): Promise<HealthDetails> {
  const window = windowOf(query);
  const [counts, audit] = await Promise.all([
    store.count(window.counting),
    store.audit(query.remote),
  ]);
  const starts = ownStarts(query, window, counts, audit);
  const owned = await Promise.all(starts.map((o) => store.count(o.query)));
  const own = new Map(starts.map((o, i) => [o.key, owned[i] as WindowCounts]));
  return judgeWindow(query, window, counts, audit, own);
}

/** `pnpm health --json`: `{ remotes: [...] }` with the fields of `RemoteHealth`. */
export function healthReport(query: HealthQuery): HealthReport {
  return { remotes: healthDetails(query).groups.map(toRemoteHealth) };
}
