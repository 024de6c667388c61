/**
 * Where counting meets judging: what a store counts of a window, and the one interface the
 * report reads it through. A store turns its events into
 *
 * - `groups`: per remote, version and track, the event figures (views, loads, failed loads by
 *   code, errors);
 * - `parts`: one row per page session and line it has an event of, with when it began there,
 *   first failed, first had an error, whether it left a canary, and its canary key: the
 *   sessions the verdict counts (sessions.ts defines failed and error);
 * - `vitals`: the LCP, INP and CLS samples, in time order (the rank tests need the samples);
 * - `series`: the page's counts per bucket.
 *
 * Two stores: the collector's SQLite file (`sqliteWindow`, its events counted here in code,
 * as the report always did) and ClickHouse (`clickhouse/store.ts`, the same counts in SQL over
 * the OpenTelemetry Collector exporter's tables). The judging that follows is the same code.
 */
import { EVENTS, type Track, VITALS } from '@adnet/shared/telemetry';
import type { AuditLine } from '../audit';
import { type Db, readFacts, type VitalFact } from '../ingest/store';
import { groupId, keyOf, type RemoteSession, sessionsOf } from '../verdict/sessions';
import { aggregate, emptyGroup, type GroupStats, rowsOf } from './aggregate';
import { compareGroups } from './series';

/** The event figures of one remote, version and track: a group before its vitals. */
export type GroupCounts = Omit<GroupStats, 'lcp' | 'inp' | 'cls'>;

/** A page session's part in one line (remote, version, track). */
export interface SessionPart {
  remote: string;
  session: string;
  version: string;
  track: Track;
  /** its first event in the line, ms */
  first: number;
  failedAt: number | null;
  erroredAt: number | null;
  fellBack: boolean;
  /** the first canary key of a canary line, else null */
  canaryKey: string | null;
  /** when that key was first seen, ms */
  keyAt: number | null;
}

/** Views, failed loads and errors of a line in one bucket (`bucket`: its index). */
export interface SeriesCount {
  name: string;
  version: string;
  track: Track;
  bucket: number;
  views: number;
  loadFailures: number;
  errors: number;
}

export interface WindowCounts {
  groups: GroupCounts[];
  /** in the order of each remote's sessions' first events */
  parts: SessionPart[];
  vitals: VitalFact[];
  series: SeriesCount[];
}

export interface WindowQuery {
  fromMs: number;
  remote?: string;
  /** the series' buckets: the first's start and their width */
  bucketsFrom: number;
  bucketMs: number;
}

/** What the report reads a window through. */
export interface TelemetryStore {
  /** where it reads, for a person: a file, a URL and database */
  readonly where: string;
  count(query: WindowQuery): Promise<WindowCounts>;
  /** the release audit's lines of one remote or all */
  audit(remote?: string): Promise<AuditLine[]>;
  close(): Promise<void>;
}

/** The SQLite file's window: its events read and counted in code. */
export function sqliteWindow(db: Db, query: WindowQuery): WindowCounts {
  const { events, vitals } = readFacts(db, query.fromMs, query.remote);
  const groups: GroupCounts[] = aggregate(rowsOf(events, [])).map((g) => ({
    name: g.name,
    version: g.version,
    track: g.track,
    views: g.views,
    loads: g.loads,
    loadFailures: g.loadFailures,
    failuresByCode: g.failuresByCode,
    errors: g.errors,
  }));
  const parts: SessionPart[] = [];
  for (const [remote, sessions] of sessionsOf(events)) {
    for (const s of sessions.values()) {
      for (const p of s.parts.values()) {
        const own = p.key.track === 'canary' && s.canaryKey !== null;
        parts.push({
          remote,
          session: s.id,
          version: p.key.version,
          track: p.key.track,
          first: p.first,
          failedAt: p.failedAt,
          erroredAt: p.erroredAt,
          fellBack: p.fellBack,
          canaryKey: own ? s.canaryKey : null,
          keyAt: own ? p.first : null,
        });
      }
    }
  }
  const counts = new Map<string, SeriesCount>();
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
    const bucket = Math.floor((e.tsMs - query.bucketsFrom) / query.bucketMs);
    const id = `${groupId(key)}\u0000${bucket}`;
    let c = counts.get(id);
    if (!c) {
      c = { ...key, bucket, views: 0, loadFailures: 0, errors: 0 };
      counts.set(id, c);
    }
    c[field]++;
  }
  return { groups, parts, vitals, series: [...counts.values()] };
}

/** Parts → the sessions of each remote, as `sessionsOf` gives them from events. */
export function sessionsFromParts(parts: readonly SessionPart[]) {
  const out = new Map<string, Map<string, RemoteSession>>();
  const keyAt = new Map<RemoteSession, number>();
  for (const p of parts) {
    let remote = out.get(p.remote);
    if (!remote) {
      remote = new Map();
      out.set(p.remote, remote);
    }
    let s = remote.get(p.session);
    if (!s) {
      s = { id: p.session, canaries: new Set(), canaryKey: null, parts: new Map() };
      remote.set(p.session, s);
    }
    const key = { name: p.remote, version: p.version, track: p.track };
    if (p.track === 'canary') s.canaries.add(p.version);
    if (p.canaryKey !== null && p.keyAt !== null && p.keyAt < (keyAt.get(s) ?? Infinity)) {
      s.canaryKey = p.canaryKey;
      keyAt.set(s, p.keyAt);
    }
    s.parts.set(groupId(key), {
      key,
      first: p.first,
      failedAt: p.failedAt,
      erroredAt: p.erroredAt,
      fellBack: p.fellBack,
    });
  }
  return out;
}

/** The groups' figures with their vital samples: `aggregate` of the events and vitals. */
export function statsOf(groups: readonly GroupCounts[], vitals: readonly VitalFact[]) {
  const byId = new Map<string, GroupStats>();
  for (const g of groups) {
    byId.set(groupId(g), {
      ...g,
      failuresByCode: { ...g.failuresByCode },
      lcp: [],
      inp: [],
      cls: [],
    });
  }
  for (const v of vitals) {
    const key = keyOf(v);
    const id = groupId(key);
    let g = byId.get(id);
    if (!g) {
      g = emptyGroup(key);
      byId.set(id, g);
    }
    if (v.name === VITALS.lcp) g.lcp.push(v.value);
    else if (v.name === VITALS.inp) g.inp.push(v.value);
    else if (v.name === VITALS.cls) g.cls.push(v.value);
  }
  return [...byId.values()].sort(compareGroups);
}

/** The page's series: each line's counts placed in the window's buckets. */
export function seriesOf(counts: readonly SeriesCount[], bucketCount: number) {
  const lines = new Map<
    string,
    {
      name: string;
      version: string;
      track: Track;
      views: number[];
      loadFailures: number[];
      errors: number[];
    }
  >();
  for (const c of counts) {
    const id = groupId(c);
    let line = lines.get(id);
    if (!line) {
      const zeros = () => Array.from({ length: bucketCount }, () => 0);
      line = {
        name: c.name,
        version: c.version,
        track: c.track,
        views: zeros(),
        loadFailures: zeros(),
        errors: zeros(),
      };
      lines.set(id, line);
    }
    if (c.bucket < 0 || c.bucket >= bucketCount) continue;
    line.views[c.bucket] = (line.views[c.bucket] ?? 0) + c.views;
    line.loadFailures[c.bucket] = (line.loadFailures[c.bucket] ?? 0) + c.loadFailures;
    line.errors[c.bucket] = (line.errors[c.bucket] ?? 0) + c.errors;
  }
  return [...lines.values()].sort(compareGroups);
}
