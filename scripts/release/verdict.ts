/**
 * What the controller reads of the collector: the canary's verdict, judged on everything since
 * the canary was shipped against stable over the same window (the collector's own report,
 * `healthReport`, as `pnpm health` prints it), and how many canary sessions began since a time.
 */

import { healthReport, type RemoteHealth, type Verdict } from '@adnet/collector/report';
import type { Db } from '@adnet/collector/store';
import { THRESHOLDS } from '@adnet/collector/thresholds';

export interface Judgement {
  verdict: Verdict;
  reasons: string[];
}

interface Query {
  remote: string;
  version: string;
  sinceMs: number;
  nowMs: number;
}

interface Options {
  /** the sessions a promotion needs, in place of the collector's (`--promote-sessions`) */
  promoteSessions?: number;
}

/** The report's window covering `sinceMs` to `nowMs`, in whole minutes. */
const windowOf = (sinceMs: number, nowMs: number) =>
  `${Math.max(1, Math.ceil((nowMs - sinceMs) / 60_000))}m`;

/** A row's evidence in words: the report's own when it gives one, else its figures. */
function reasonsOf(row: RemoteHealth & { evidence?: unknown; reasons?: unknown }): string[] {
  if (typeof row.evidence === 'string' && row.evidence) return [row.evidence];
  if (Array.isArray(row.reasons) && row.reasons.every((r) => typeof r === 'string')) {
    return row.reasons as string[];
  }
  return [
    `${row.loadFailures} of ${row.loads} loads failed, ${row.errors} errors in ${row.views} views`,
  ];
}

/** The canary row of the report: this remote, this version, track canary. */
export function judgeCanary(
  db: Db,
  { remote, version, sinceMs, nowMs }: Query,
  { promoteSessions }: Options = {},
): Judgement {
  const thresholds = promoteSessions === undefined ? undefined : { ...THRESHOLDS, promoteSessions };
  const { remotes } = healthReport({
    db,
    remote,
    since: windowOf(sinceMs, nowMs),
    now: nowMs,
    ...(thresholds ? { thresholds } : {}),
  });
  const row = remotes.find(
    (r) => r.name === remote && r.version === version && r.track === 'canary',
  );
  if (!row) return { verdict: 'hold', reasons: ['no canary events yet'] };
  return { verdict: row.verdict, reasons: reasonsOf(row) };
}

/** Canary sessions of this remote and version whose first event is at or after `sinceMs`. */
export function canarySessions(db: Db, { remote, version, sinceMs }: Omit<Query, 'nowMs'>) {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM (
         SELECT session FROM events
         WHERE remote = ? AND version = ? AND track = 'canary' AND session IS NOT NULL
         GROUP BY session HAVING MIN(ts_ms) >= ?)`,
    )
    .get(remote, version, sinceMs) as { n: number };
  return row.n;
}
