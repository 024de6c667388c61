/**
 * What the release controller reads of the collector, through a store (the SQLite file or
 * ClickHouse: report/stores.ts), the collector's one verdict (`healthDetailsFrom`, what
 * `pnpm health` prints) and its one definition of a session (verdict/sessions.ts, as the
 * store's `parts` carry it): the canary's judgement over the release's own window, from its
 * ship, and how many of its sessions began since a time (the step's start).
 */
import { THRESHOLDS } from '../verdict/thresholds';
import type { Judgement } from '../verdict/verdict';
import { healthDetailsFrom } from './report';
import type { TelemetryStore } from './window';

export interface ReleaseQuery {
  remote: string;
  version: string;
  /** the release's start (its ship), ms since the epoch */
  sinceMs: number;
  nowMs: number;
}

export interface ReleaseOptions {
  /** a trial's `--promote-sessions`: see `promoteSessions` in thresholds.ts */
  promoteSessions?: number;
}

/** No canary session yet: nothing to judge, so no step is widened. */
const NOTHING_YET: Judgement = {
  verdict: 'hold',
  reasons: ['no canary sessions yet'],
  evidence: 'no canary sessions yet',
  fired: [],
};

/** The canary's judgement since the release shipped it, against stable over the same time. */
export async function releaseVerdict(
  store: TelemetryStore,
  { remote, version, sinceMs, nowMs }: ReleaseQuery,
  { promoteSessions }: ReleaseOptions = {},
): Promise<Judgement> {
  const thresholds =
    promoteSessions === undefined ? THRESHOLDS : { ...THRESHOLDS, promoteSessions };
  const { groups } = await healthDetailsFrom(store, { remote, sinceMs, now: nowMs, thresholds });
  const g = groups.find((r) => r.name === remote && r.version === version && r.track === 'canary');
  if (!g) return NOTHING_YET;
  const fired = g.fired as Judgement['fired'];
  return { verdict: g.verdict, reasons: g.reasons, evidence: g.evidence, fired };
}

/** How far before `sinceMs` a session's beginning is looked for (a session still going). */
export const SESSION_LOOK_BACK_MS = 3_600_000;

/**
 * The canary sessions of this remote and version that began at or after `sinceMs`: a session
 * counts when its part in that canary line began then or later (its first event in the line,
 * read from an hour before, so that a session already going is not counted anew).
 */
export async function canarySessionsSince(
  store: TelemetryStore,
  { remote, version, sinceMs }: Omit<ReleaseQuery, 'nowMs'>,
): Promise<number> {
  const fromMs = sinceMs - SESSION_LOOK_BACK_MS;
  const { parts } = await store.count({
    fromMs,
    remote,
    bucketsFrom: fromMs,
    bucketMs: SESSION_LOOK_BACK_MS,
  });
  const sessions = new Set<string>();
  for (const p of parts) {
    if (p.remote !== remote || p.track !== 'canary' || p.version !== version) continue;
    if (p.first >= sinceMs) sessions.add(p.session);
  }
  return sessions.size;
}
