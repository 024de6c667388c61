/**
 * What the release controller reads of the collector, through the collector's one verdict
 * (`healthDetails`, what `pnpm health` prints) and its one definition of a session
 * (verdict/sessions.ts): the canary's judgement over the release's own window, from its ship,
 * and how many of its sessions began since a time (the step's start).
 */
import type { Db } from '../ingest/store';
import { readFacts } from '../ingest/store';
import { sessionsOf } from '../verdict/sessions';
import { THRESHOLDS } from '../verdict/thresholds';
import type { Judgement } from '../verdict/verdict';
import { healthDetails } from './report';

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
export function releaseVerdict(
  db: Db,
  { remote, version, sinceMs, nowMs }: ReleaseQuery,
  { promoteSessions }: ReleaseOptions = {},
): Judgement {
  const thresholds =
    promoteSessions === undefined ? THRESHOLDS : { ...THRESHOLDS, promoteSessions };
  const { groups } = healthDetails({ db, remote, sinceMs, now: nowMs, thresholds });
  const g = groups.find((r) => r.name === remote && r.version === version && r.track === 'canary');
  if (!g) return NOTHING_YET;
  const fired = g.fired as Judgement['fired'];
  return { verdict: g.verdict, reasons: g.reasons, evidence: g.evidence, fired };
}

/** How far before `sinceMs` a session's beginning is looked for (a session still going). */
const SESSION_LOOK_BACK_MS = 3_600_000;

/** The canary sessions of this remote and version that began at or after `sinceMs`. */
export function canarySessionsSince(
  db: Db,
  { remote, version, sinceMs }: Omit<ReleaseQuery, 'nowMs'>,
): number {
  const { events } = readFacts(db, sinceMs - SESSION_LOOK_BACK_MS, remote);
  let n = 0;
  for (const s of sessionsOf(events).get(remote)?.values() ?? []) {
    if (!s.canaries.has(version)) continue;
    const first = Math.min(
      ...[...s.parts.values()]
        .filter((p) => p.key.track === 'canary' && p.key.version === version)
        .map((p) => p.first),
    );
    if (first >= sinceMs) n++;
  }
  return n;
}
