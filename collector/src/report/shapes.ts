/**
 * The report's shapes: a line of `pnpm health --json` and of the table and page, and the
 * details of a window, whatever store counted them (report.ts fills them).
 */
import type { Track } from '@adnet/shared/telemetry';
import type { EvidenceTrace } from '../verdict/sessions';
import type { Thresholds } from '../verdict/thresholds';
import type { Verdict } from '../verdict/verdict';
import type { TrackComparison } from './aggregate';
import type { SeriesLine } from './series';

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
