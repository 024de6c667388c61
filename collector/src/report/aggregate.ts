/**
 * The event figures of each remote, version and track (views, loads, failures by code,
 * errors, vital samples), and each remote's canary against its stable with their versions
 * pooled (the health page's side-by-side bars).
 */
import { EVENTS, type Track, VITALS } from '@adnet/shared/telemetry';
import type { EventFact, VitalFact } from '../ingest/store';
import { groupId, keyOf } from '../verdict/sessions';
import { p75 } from '../verdict/vitals';
import { compareGroups } from './series';

const round = (x: number | null, digits: number) =>
  x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits;

/** A group's event figures before the verdict. */
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

/** An event or a vital sample as `aggregate` reads it. */
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

/** A group with nothing counted yet. */
export function emptyGroup(key: ReturnType<typeof keyOf>): GroupStats {
  return {
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
}

/** Events and vitals → one `GroupStats` per remote, version and track, sorted. */
export function aggregate(rows: Iterable<Row>): GroupStats[] {
  const groups = new Map<string, GroupStats>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = groupId(key);
    let g = groups.get(id);
    if (!g) {
      g = emptyGroup(key);
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

/** The session figures of a line of the report, as `compareTracks` pools them. */
export interface SessionLine {
  name: string;
  track: Track;
  sessions: number;
  failedSessions: number;
  errorSessions: number;
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
  sessions: number;
  /** failed sessions / sessions, null without a session */
  failedShare: number | null;
  errorShare: number | null;
}

/** Each remote's stable and canary figures with their versions pooled (version `*`). */
function pooled(stats: readonly GroupStats[]): GroupStats[] {
  const byTrack = new Map<string, GroupStats>();
  for (const g of stats) {
    const id = `${g.name}\u0000${g.track}`;
    const p = byTrack.get(id);
    if (!p) {
      byTrack.set(id, { ...g, version: '*', lcp: [...g.lcp], inp: [...g.inp], cls: [...g.cls] });
      continue;
    }
    p.views += g.views;
    p.loads += g.loads;
    p.loadFailures += g.loadFailures;
    p.errors += g.errors;
    p.lcp.push(...g.lcp);
    p.inp.push(...g.inp);
    p.cls.push(...g.cls);
  }
  return [...byTrack.values()].sort(compareGroups);
}

/** Per remote, stable and canary with their versions pooled (the page's side-by-side bars). */
export function compareTracks(stats: readonly GroupStats[], groups: readonly SessionLine[] = []) {
  const byRemote = new Map<string, TrackComparison>();
  for (const g of pooled(stats)) {
    const c = byRemote.get(g.name) ?? { name: g.name, stable: null, canary: null };
    const lines = groups.filter((l) => l.name === g.name && l.track === g.track);
    const sum = (f: (l: SessionLine) => number) => lines.reduce((a, l) => a + f(l), 0);
    const sessions = sum((l) => l.sessions);
    c[g.track] = {
      views: g.views,
      loads: g.loads,
      failureRate: g.loads ? g.loadFailures / g.loads : null,
      errorsPer1000: g.views ? (g.errors * 1000) / g.views : null,
      lcpP75: round(p75(g.lcp), 0),
      inpP75: round(p75(g.inp), 0),
      sessions,
      failedShare: sessions ? sum((l) => l.failedSessions) / sessions : null,
      errorShare: sessions ? sum((l) => l.errorSessions) / sessions : null,
    };
    byRemote.set(g.name, c);
  }
  return [...byRemote.values()];
}

export function rowsOf(events: readonly EventFact[], vitals: readonly VitalFact[]): Row[] {
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
