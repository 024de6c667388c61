/**
 * The health report: events and vitals of a time window, grouped per remote, version and
 * track, with a verdict each. `pnpm health` (health.ts) prints it, the collector's page
 * (`GET /api/health`) draws it, the release controller acts on it; all call `healthDetails`,
 * so they cannot disagree.
 *
 * Definitions: views = `adnet.page_view` events; loads = `adnet.remote.load` events, every
 * attempt; load failures = loads with outcome `failed`; errors = `adnet.error` events; p75 =
 * nearest rank. Sessions, failed and error sessions, merchants: sessions.ts. The verdict:
 * verdict.ts, from the tests of monitor.ts. A record without `adnet.remote.track` counts as
 * stable (a session with no canary), one without a remote or a version under `unknown`.
 */
import type { Track } from '@adnet/shared/telemetry';
import {
  aggregate,
  compareTracks,
  type GroupStats,
  type Row,
  rowsOf,
  type TrackComparison,
} from './aggregate';
import { defaultAuditFile, mergeAudit, readAudit, rolledBackVersions } from './audit';
import type { CanaryMonitor } from './monitor';
import { bucketOf, bucketsOf, type SeriesLine, series } from './series';
import {
  canaryStream,
  type EvidenceTrace,
  feed,
  groupId,
  type SessionCounts,
  sessionCounts,
  sessionsOf,
} from './sessions';
import { type Db, openDb, readFacts } from './store';
import { THRESHOLDS, type Thresholds } from './thresholds';
import { judgeCanary, judgeStable, type Verdict } from './verdict';
import { p75 } from './vitals';

export type { TrackComparison, TrackFigures } from './aggregate';
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

/** One line of `pnpm health --json`: these fields, in this order (new ones only ever added). */
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
  /** page sessions with an event of this line (a canary's counted under the canary only) */
  sessions: number;
  failedSessions: number;
  errorSessions: number;
  /** a canary's merchants (distinct canary keys) and those who left it; null on stable */
  merchants: number | null;
  merchantsLeft: number | null;
  /** what decided, in words */
  evidence: string;
}

export interface HealthReport {
  remotes: RemoteHealth[];
}

/** A group with its p75s, rates and verdict: a line of the table and of the page. */
export interface GroupHealth extends RemoteHealth {
  failuresByCode: Record<string, number>;
  /** failed / loads, null without a load */
  failureRate: number | null;
  /** errors per 1,000 views, null without a view */
  errorsPer1000: number | null;
  samples: { lcp: number; inp: number; cls: number };
  /** every rule's state, in words */
  reasons: string[];
  /** the rules that fired ('failures', 'errors', 'run', 'lcp', 'inp') */
  fired: string[];
}

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

/** The `--json` line of a group: the fields of `RemoteHealth`, in that order. */
export function toRemoteHealth(g: GroupHealth): RemoteHealth {
  const { name, version, track, views, loads, loadFailures, errors, lcpP75, inpP75, clsP75 } = g;
  const { verdict, sessions, failedSessions, errorSessions, merchants, merchantsLeft } = g;
  return {
    ...{ name, version, track, views, loads, loadFailures, errors, lcpP75, inpP75, clsP75 },
    ...{ verdict, sessions, failedSessions, errorSessions, merchants, merchantsLeft },
    evidence: g.evidence,
  };
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

/** A canary's evidence over time, with the values that roll back (the page's threshold lines). */
export interface CanaryEvidence extends EvidenceTrace {
  name: string;
  version: string;
  failuresBound: number;
  errorsBound: number;
}

export interface HealthDetails {
  /** the window as asked (`1h`), null when asked from an absolute `sinceMs` */
  since: string | null;
  fromMs: number;
  toMs: number;
  bucketMs: number;
  /** start of each bucket, ms since the epoch */
  buckets: number[];
  groups: GroupHealth[];
  compare: TrackComparison[];
  series: SeriesLine[];
  evidence: CanaryEvidence[];
  thresholds: Thresholds;
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

/** The figures, verdicts and time series of a window: what the page and the CLI show. */
export function healthDetails(query: HealthQuery): HealthDetails {
  const { db, since = '1h', remote, now = Date.now(), thresholds: t = THRESHOLDS } = query;
  if (query.sinceMs !== undefined && !Number.isFinite(query.sinceMs)) {
    throw new Error(`sinceMs: expected ms since the epoch, got ${query.sinceMs}`);
  }
  const fromMs = query.sinceMs ?? now - parseSince(since);
  const bucketMs = bucketOf(Math.max(now - fromMs, 1));
  const buckets = bucketsOf(fromMs, now, bucketMs);
  return withDb(db, (d): HealthDetails => {
    const { events, vitals } = readFacts(d, fromMs, remote);
    const rows = rowsOf(events, vitals);
    const stats = aggregate(rows);
    const sessions = sessionsOf(events);
    const monitors = new Map<string, CanaryMonitor>();
    const evidence: CanaryEvidence[] = [];
    for (const g of stats) {
      if (g.track !== 'canary') continue;
      const stream = canaryStream(g.name, g.version, sessions.get(g.name), vitals);
      const { monitor, trace } = feed(stream, t, buckets, bucketMs);
      monitors.set(groupId(g), monitor);
      evidence.push({
        name: g.name,
        version: g.version,
        ...trace,
        failuresBound: monitor.failures.state.bound,
        errorsBound: monitor.errors.state.bound,
      });
    }
    const only = remote ? { remote } : {};
    const audit = mergeAudit(readAudit(defaultAuditFile(), only), readAudit(d, only));
    const rolledBack = (name: string, version: string) =>
      rolledBackVersions(audit, name).has(version);
    const groups = judge(stats, sessionCounts(sessions), monitors, rolledBack, t);
    return {
      since: query.sinceMs === undefined ? since : null,
      fromMs,
      toMs: now,
      bucketMs,
      buckets,
      groups,
      compare: compareTracks(rows, groups),
      series: series(events, buckets, bucketMs),
      evidence,
      thresholds: t,
    };
  });
}

/** `pnpm health --json`: `{ remotes: [...] }` with the fields of `RemoteHealth`. */
export function healthReport(query: HealthQuery): HealthReport {
  return { remotes: healthDetails(query).groups.map(toRemoteHealth) };
}
