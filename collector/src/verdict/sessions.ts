/**
 * Events → sessions: the unit the verdict counts. A page session (`session.id`) is counted
 * once per remote, version and track it has an event of, and:
 *
 * - *failed* for a build when, for that build, a load failed, the contract check refused it, a
 *   route's boundary caught a render error (the error screen), or the merchant left its canary
 *   (`adnet.canary.fallback`). The canary's render error turns into a fallback where stable's
 *   shows the error screen, so both count the same way;
 * - *an error session* when it has an `adnet.error` of that build, or a render fallback.
 *
 * A session that ran a remote's canary counts under that canary only, not under stable as
 * well: a merchant who failed on the canary and went on on stable is one failed canary
 * session (not one stable session more). Merchants are the canary's keys (`adnet.canary.key`,
 * one per merchant, device and canary version); a canary session without a key (a host older
 * than the key) counts as a merchant of its own.
 */
import { EVENTS, type Track, VITALS } from '@adnet/shared/telemetry';
import type { EventFact, VitalFact } from '../ingest/store';
import { CanaryMonitor } from './monitor';
import type { Arm } from './sequential';
import type { Thresholds } from './thresholds';

const UNKNOWN = 'unknown';

export interface GroupKey {
  name: string;
  version: string;
  track: Track;
}

export function keyOf(r: { remote: string | null; version: string | null; track: string | null }) {
  const track: Track = r.track === 'canary' ? 'canary' : 'stable';
  return { name: r.remote ?? UNKNOWN, version: r.version ?? UNKNOWN, track };
}

export const groupId = (k: GroupKey) => `${k.name}\u0000${k.version}\u0000${k.track}`;

/** An event that makes its session a failed one for the event's build. */
export function isFailure(e: EventFact): boolean {
  return (
    (e.event === EVENTS.remoteLoad && e.outcome === 'failed') ||
    e.event === EVENTS.contract ||
    e.event === EVENTS.canaryFallback ||
    (e.event === EVENTS.error && e.errorSource === 'boundary')
  );
}

/** An event that makes its session an error session for the event's build. */
export function isError(e: EventFact): boolean {
  return (
    e.event === EVENTS.error || (e.event === EVENTS.canaryFallback && e.fallbackReason === 'render')
  );
}

/** One session's part in one group: when it began there, failed, had an error, fell back. */
interface Part {
  key: GroupKey;
  first: number;
  failedAt: number | null;
  erroredAt: number | null;
  fellBack: boolean;
}

/** A page session as seen by one remote. */
export interface RemoteSession {
  id: string;
  /** the canary versions of this remote the session ran */
  canaries: Set<string>;
  /** its canary key, else null */
  canaryKey: string | null;
  parts: Map<string, Part>;
}

/** remote → session id → the session. */
export function sessionsOf(events: readonly EventFact[]): Map<string, Map<string, RemoteSession>> {
  const out = new Map<string, Map<string, RemoteSession>>();
  for (const e of events) {
    const key = keyOf(e);
    let remote = out.get(key.name);
    if (!remote) {
      remote = new Map();
      out.set(key.name, remote);
    }
    const id = e.session ?? '';
    let s = remote.get(id);
    if (!s) {
      s = { id, canaries: new Set(), canaryKey: null, parts: new Map() };
      remote.set(id, s);
    }
    if (key.track === 'canary') {
      s.canaries.add(key.version);
      if (s.canaryKey === null && e.canaryKey) s.canaryKey = e.canaryKey;
    }
    const gid = groupId(key);
    let part = s.parts.get(gid);
    if (!part) {
      part = { key, first: e.tsMs, failedAt: null, erroredAt: null, fellBack: false };
      s.parts.set(gid, part);
    }
    if (isFailure(e) && part.failedAt === null) part.failedAt = e.tsMs;
    if (isError(e) && part.erroredAt === null) part.erroredAt = e.tsMs;
    if (e.event === EVENTS.canaryFallback) part.fellBack = true;
  }
  return out;
}

export interface SessionCounts {
  sessions: number;
  failedSessions: number;
  errorSessions: number;
  /** a canary's merchants (distinct keys), and those who left it; null on stable */
  merchants: number | null;
  merchantsLeft: number | null;
}

const merchantOf = (s: RemoteSession) => s.canaryKey ?? `session:${s.id}`;

/** Per group id, its sessions (a canary's sessions counted under the canary only). */
export function sessionCounts(sessions: Map<string, Map<string, RemoteSession>>) {
  const counts = new Map<string, SessionCounts & { reached: Set<string>; left: Set<string> }>();
  for (const remote of sessions.values()) {
    for (const s of remote.values()) {
      for (const [gid, part] of s.parts) {
        if (part.key.track === 'stable' && s.canaries.size > 0) continue;
        let c = counts.get(gid);
        if (!c) {
          c = {
            sessions: 0,
            failedSessions: 0,
            errorSessions: 0,
            merchants: null,
            merchantsLeft: null,
            reached: new Set(),
            left: new Set(),
          };
          counts.set(gid, c);
        }
        c.sessions++;
        if (part.failedAt !== null) c.failedSessions++;
        if (part.erroredAt !== null) c.errorSessions++;
        if (part.key.track === 'canary') {
          c.reached.add(merchantOf(s));
          if (part.fellBack) c.left.add(merchantOf(s));
          c.merchants = c.reached.size;
          c.merchantsLeft = c.left.size;
        }
      }
    }
  }
  return counts;
}

/** What the monitor is fed, in time order (kind: 0 start, 1 failure, 2 error, 3 vital). */
export interface StreamItem {
  t: number;
  kind: 0 | 1 | 2 | 3;
  arm: Arm;
  /** the session's index in `sessions` (kinds 0 to 2) */
  session: number;
  merchant: string;
  vital?: 'lcp' | 'inp';
  value?: number;
}

const minOf = (values: (number | null)[]) => {
  const xs = values.filter((v): v is number => v !== null);
  return xs.length ? Math.min(...xs) : null;
};

/** Canary `version` of `remote` against the remote's stable: its sessions and vitals in order. */
export function canaryStream(
  remote: string,
  version: string,
  sessions: Map<string, RemoteSession> | undefined,
  vitals: readonly VitalFact[],
): StreamItem[] {
  const items: StreamItem[] = [];
  let index = 0;
  for (const s of sessions?.values() ?? []) {
    let parts: Part[];
    let arm: Arm;
    if (s.canaries.has(version)) {
      arm = 'canary';
      parts = [...s.parts.values()].filter(
        (p) => p.key.track === 'canary' && p.key.version === version,
      );
    } else if (s.canaries.size === 0) {
      arm = 'stable';
      parts = [...s.parts.values()];
    } else continue; // another canary's session
    const i = index++;
    const merchant = merchantOf(s);
    const start = minOf(parts.map((p) => p.first)) ?? 0;
    items.push({ t: start, kind: 0, arm, session: i, merchant });
    const failed = minOf(parts.map((p) => p.failedAt));
    if (failed !== null) items.push({ t: failed, kind: 1, arm, session: i, merchant });
    const errored = minOf(parts.map((p) => p.erroredAt));
    if (errored !== null) items.push({ t: errored, kind: 2, arm, session: i, merchant });
  }
  for (const v of vitals) {
    const vital = v.name === VITALS.lcp ? 'lcp' : v.name === VITALS.inp ? 'inp' : null;
    if (!vital || (v.remote ?? UNKNOWN) !== remote) continue;
    const key = keyOf(v);
    if (key.track === 'canary' && key.version !== version) continue;
    items.push({
      t: v.tsMs,
      kind: 3,
      arm: key.track,
      session: -1,
      merchant: '',
      vital,
      value: v.value,
    });
  }
  return items.sort((a, b) => a.t - b.t || a.kind - b.kind);
}

/** The evidence of the failure and error tests at the end of each bucket (null before). */
export interface EvidenceTrace {
  failures: (number | null)[];
  errors: (number | null)[];
}

/**
 * Feeds a stream to a new monitor; with `buckets` (their starts, `bucketMs` wide), also the
 * evidence at the end of each.
 */
export function feed(
  items: readonly StreamItem[],
  t: Thresholds,
  buckets: readonly number[] = [],
  bucketMs = 0,
  /** the canary's share by the assignment at a time, when a release says (report/releases.ts) */
  shareAt?: (tsMs: number) => number | undefined,
) {
  const monitor = new CanaryMonitor(t);
  const handles: ReturnType<CanaryMonitor['start']>[] = [];
  const trace: EvidenceTrace = { failures: [], errors: [] };
  let begun = false;
  let b = 0;
  const snapshot = () => {
    trace.failures.push(begun ? monitor.failures.state.evidence : null);
    trace.errors.push(begun ? monitor.errors.state.evidence : null);
  };
  for (const item of items) {
    while (b < buckets.length && item.t >= (buckets[b] ?? 0) + bucketMs) {
      snapshot();
      b++;
    }
    if (item.kind === 0) {
      handles[item.session] = monitor.start(item.arm, item.merchant, shareAt?.(item.t));
      if (item.arm === 'canary') begun = true;
    } else if (item.kind === 3) {
      if (item.vital && item.value !== undefined) monitor.vital(item.arm, item.vital, item.value);
    } else {
      const h = handles[item.session];
      if (h) item.kind === 1 ? monitor.fail(h) : monitor.error(h);
    }
  }
  while (b < buckets.length) {
    snapshot();
    b++;
  }
  return { monitor, trace };
}
