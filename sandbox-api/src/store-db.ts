/**
 * The sandbox's database file (SQLite, WAL): its tables, opening it, and what an older data file
 * becomes. A table per entity the API serves, each row its entity as JSON beside the columns it is
 * looked up by (a merchant's rows by `user_id`, a user by `username`, a session by `token`).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { State, UserRecord } from './store';

/** The tables' layout (`PRAGMA user_version`); a file of another layout is moved aside. */
export const SCHEMA_VERSION = 1;

type CollectionField =
  | 'plans'
  | 'ledger'
  | 'coupons'
  | 'notifications'
  | 'assistance'
  | 'acceptor_orders'
  | 'requests';

/** A merchant's list kept as a table of its own: a row per item, in the list's order (`ord`). */
export interface Collection {
  field: CollectionField & keyof UserRecord;
  /** the item's key among the merchant's items */
  key: (item: never) => string | number;
}

const byId = (item: { id: number }) => item.id;

export const COLLECTIONS: Collection[] = [
  { field: 'plans', key: byId },
  { field: 'ledger', key: byId },
  { field: 'coupons', key: byId },
  { field: 'notifications', key: byId },
  { field: 'assistance', key: byId },
  { field: 'acceptor_orders', key: byId },
  {
    field: 'requests',
    key: (r: { kind: string; request_id: string }) => `${r.kind}:${r.request_id}`,
  },
];

export const COLLECTION_FIELDS: ReadonlySet<string> = new Set(COLLECTIONS.map((c) => c.field));

const collectionTable = (name: string, idType: string) => `
  CREATE TABLE ${name} (
    user_id INTEGER NOT NULL,
    id ${idType} NOT NULL,
    ord INTEGER NOT NULL,
    data TEXT NOT NULL,
    UNIQUE (user_id, id)
  );`;

const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    ord INTEGER NOT NULL,
    username TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX users_username ON users (username COLLATE NOCASE);
  CREATE TABLE tokens (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_user ON tokens (user_id);
  CREATE TABLE feedback (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE INDEX feedback_user ON feedback (user_id);
  ${COLLECTIONS.map((c) => collectionTable(c.field, c.field === 'requests' ? 'TEXT' : 'INTEGER')).join('\n')}
`;

export const TABLES = ['meta', 'users', 'tokens', 'feedback', ...COLLECTIONS.map((c) => c.field)];

/** A JSON state file of the store this one replaced, if `file` holds one of the current version. */
function readJsonState(file: string, version: number): State | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as State;
    if (parsed?.version !== version || !Array.isArray(parsed.users)) return null;
    return parsed;
  } catch {
    return null;
  }
}

function removeSidecars(file: string): void {
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
}

function connect(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // a commit reaches the WAL at once and the disk at the next checkpoint: a crash of the
  // process loses nothing, a power cut at most the last commits (a development backend)
  db.pragma('synchronous = NORMAL');
  return db;
}

export interface Opened {
  db: Database.Database;
  /** the file holds the tables of this version (read them); otherwise they are empty */
  existing: boolean;
  /** a JSON state file found in place of the database, or beside it, to import */
  imported: State | null;
}

/**
 * Opens `file`, creating it with empty tables when it is missing. A JSON state file named like it
 * (`state.json` beside `state.db`) is imported once. A file that is no database of this layout
 * (corrupt, another version, a JSON state file) is moved aside to `<file>.old`, its JSON state
 * imported when it is one.
 */
export function openDatabase(file: string, stateVersion: number): Opened {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file)) {
    let db: Database.Database | null = null;
    try {
      db = connect(file);
      const layout = db.pragma('user_version', { simple: true });
      const meta = db.prepare("SELECT value FROM meta WHERE key = 'state'").get() as
        | { value: string }
        | undefined;
      if (layout === SCHEMA_VERSION && meta && JSON.parse(meta.value).version === stateVersion)
        return { db, existing: true, imported: null };
    } catch {
      // not a database (or not ours): moved aside below
    }
    db?.close();
    const imported = readJsonState(file, stateVersion);
    renameSync(file, `${file}.old`);
    removeSidecars(file);
    return { db: create(file), existing: false, imported };
  }
  // a database file removed by hand may have left its log behind: it belongs to no file now
  removeSidecars(file);
  const json = file.replace(/\.(db|sqlite3?)$/, '.json');
  const imported = json !== file && existsSync(json) ? readJsonState(json, stateVersion) : null;
  return { db: create(file), existing: false, imported };
}

function create(file: string): Database.Database {
  const db = connect(file);
  db.exec(SCHEMA);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
  return db;
}
