/**
 * The SQLite file the collector writes and `pnpm health` reads: two tables, one row per event
 * and one per vital sample, the attributes the report groups and filters on as columns and
 * everything else kept as JSON. WAL, so the report reads while the collector writes.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ATTR } from '@adnet/shared/telemetry';
import Database from 'better-sqlite3';
import type { EventRow, VitalRow } from './otlp';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  ts_ms INTEGER NOT NULL,
  event TEXT NOT NULL,
  remote TEXT,
  version TEXT,
  track TEXT,
  route TEXT,
  session TEXT,
  outcome TEXT,
  error_code TEXT,
  phase TEXT,
  duration_ms REAL,
  attrs_json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS events_ts ON events (ts_ms);
CREATE INDEX IF NOT EXISTS events_remote_ts ON events (remote, ts_ms);
CREATE TABLE IF NOT EXISTS vitals (
  id INTEGER PRIMARY KEY,
  ts_ms INTEGER NOT NULL,
  name TEXT NOT NULL,
  value REAL NOT NULL,
  remote TEXT,
  version TEXT,
  track TEXT,
  route TEXT,
  session TEXT,
  attrs_json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS vitals_ts ON vitals (ts_ms);
CREATE INDEX IF NOT EXISTS vitals_remote_ts ON vitals (remote, ts_ms);
`;

/**
 * Opens (and creates) the database. `readonly` is for the report: it never creates a file,
 * so a wrong `--db` path is an error rather than an empty report.
 */
export function openDb(file: string, { readonly = false } = {}): Db {
  if (readonly) return new Database(file, { readonly: true, fileMustExist: true });
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL is durable across a crash of the process (WAL); only a power loss can drop the
  // last batches, which telemetry can afford.
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  return db;
}

export interface Store {
  /** Inserts a whole batch in one transaction: all of it or, on any failure, none. */
  insert(events: readonly EventRow[], vitals: readonly VitalRow[]): void;
}

export function createStore(db: Db): Store {
  const addEvent = db.prepare(
    `INSERT INTO events (ts_ms, event, remote, version, track, route, session, outcome,
       error_code, phase, duration_ms, attrs_json)
     VALUES (@tsMs, @event, @remote, @version, @track, @route, @session, @outcome,
       @errorCode, @phase, @durationMs, @attrs)`,
  );
  const addVital = db.prepare(
    `INSERT INTO vitals (ts_ms, name, value, remote, version, track, route, session, attrs_json)
     VALUES (@tsMs, @name, @value, @remote, @version, @track, @route, @session, @attrs)`,
  );
  const insert = db.transaction((events: readonly EventRow[], vitals: readonly VitalRow[]) => {
    for (const e of events) addEvent.run({ ...e, attrs: JSON.stringify(e.attrs) });
    for (const v of vitals) addVital.run({ ...v, attrs: JSON.stringify(v.attrs) });
  });
  return { insert: (events, vitals) => insert(events, vitals) };
}

/** What the report reads of an event. */
export interface EventFact {
  tsMs: number;
  event: string;
  remote: string | null;
  version: string | null;
  track: string | null;
  /** the page session (`session.id`) */
  session: string | null;
  outcome: string | null;
  errorCode: string | null;
  /** `adnet.canary.key`, on a canary's records */
  canaryKey: string | null;
  /** `adnet.error.source` of an error: 'boundary' is a render error on a route */
  errorSource: string | null;
  /** `adnet.canary.reason` of a canary fallback */
  fallbackReason: string | null;
}

/** What the report reads of a vital sample. */
export interface VitalFact {
  tsMs: number;
  name: string;
  value: number;
  remote: string | null;
  version: string | null;
  track: string | null;
  session: string | null;
}

/** Events and vitals from `sinceMs` on, of one remote or all. */
export function readFacts(
  db: Db,
  sinceMs: number,
  remote?: string,
): { events: EventFact[]; vitals: VitalFact[] } {
  const where = remote ? 'ts_ms >= ? AND remote = ?' : 'ts_ms >= ?';
  const args = remote ? [sinceMs, remote] : [sinceMs];
  const events = db
    .prepare(
      `SELECT ts_ms AS tsMs, event, remote, version, track, session, outcome,
         error_code AS errorCode,
         json_extract(attrs_json, '$."${ATTR.canaryKey}"') AS canaryKey,
         json_extract(attrs_json, '$."${ATTR.errorSource}"') AS errorSource,
         json_extract(attrs_json, '$."${ATTR.fallbackReason}"') AS fallbackReason
       FROM events WHERE ${where} ORDER BY ts_ms, id`,
    )
    .all(...args) as EventFact[];
  const vitals = db
    .prepare(
      `SELECT ts_ms AS tsMs, name, value, remote, version, track, session
       FROM vitals WHERE ${where} ORDER BY ts_ms, id`,
    )
    .all(...args) as VitalFact[];
  return { events, vitals };
}
