/**
 * The store on SQLite (the `Store` of ./store.ts): the state in memory, its rows in the database
 * (./store-db.ts), and units of work that write only the rows that changed (./store-rows.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Timestamp } from '@adnet/shared/wire';
import type Database from 'better-sqlite3';
import {
  emptyState,
  type IdKind,
  STATE_VERSION,
  type State,
  type Store,
  type TokenRecord,
  type UserRecord,
} from './store';
import { openDatabase } from './store-db';
import { newBatch, Rows } from './store-rows';

/** What one request (or one tick) touched: the merchants and sessions whose rows it may change. */
interface Work {
  users: Set<number>;
  tokens: Set<string>;
}

const newWork = (): Work => ({ users: new Set(), tokens: new Set() });

export class SqliteStore implements Store {
  private current: State;
  private rawTokens: Record<string, TokenRecord> = {};
  private readonly rows: Rows;
  private readonly work = new AsyncLocalStorage<Work>();
  private readonly outside = newWork();
  /** the whole state was replaced (a reseed, an import): every row is written again */
  private replaced = false;
  private written: { users: UserRecord[]; length: number } = { users: [], length: 0 };
  private index: {
    users: UserRecord[] | null;
    length: number;
    byId: Map<number, UserRecord>;
    byName: Map<string, UserRecord>;
  } = { users: null, length: 0, byId: new Map(), byName: new Map() };
  private closed = false;

  private constructor(
    readonly file: string,
    private readonly db: Database.Database,
  ) {
    this.rows = new Rows(db);
    this.current = emptyState('');
  }

  /**
   * Opens the database `file` (./store-db.ts): `loaded` is false when it held no state, which the
   * caller then seeds (`state` is empty meanwhile).
   */
  static open(file: string, seededAt: Timestamp): { store: SqliteStore; loaded: boolean } {
    const { db, existing, imported } = openDatabase(file, STATE_VERSION);
    const store = new SqliteStore(file, db);
    if (existing) {
      store.current = store.track(store.rows.load());
      store.written = { users: store.current.users, length: store.current.users.length };
      return { store, loaded: true };
    }
    store.state = imported ?? emptyState(seededAt);
    if (imported) store.changed();
    return { store, loaded: imported !== null };
  }

  get state(): State {
    return this.current;
  }

  /** Replacing the whole state (a reseed) writes every row again at the next commit. */
  set state(next: State) {
    this.current = this.track(next);
    this.replaced = true;
  }

  /** Sessions are a map changed in place: its keys and records note what they changed. */
  private track(state: State): State {
    const raw = state.tokens;
    const mark = (key: string) => this.touched().tokens.add(key);
    const wrap = (key: string, rec: TokenRecord) =>
      new Proxy(rec, {
        set: (t, p, v) => {
          (t as unknown as Record<string | symbol, unknown>)[p] = v;
          mark(key);
          return true;
        },
      });
    for (const [k, v] of Object.entries(raw)) raw[k] = wrap(k, v);
    this.rawTokens = raw;
    state.tokens = new Proxy(raw, {
      set: (t, k, v) => {
        if (typeof k !== 'string') return false;
        t[k] = wrap(k, v as TokenRecord);
        mark(k);
        return true;
      },
      deleteProperty: (t, k) => {
        if (typeof k !== 'string') return false;
        delete t[k];
        mark(k);
        return true;
      },
    });
    return state;
  }

  /** Runs `fn` (one request) as a unit of work: `changed()` writes what it touched. */
  unit<T>(fn: () => T): T {
    return this.work.run(newWork(), fn);
  }

  private touched(): Work {
    return this.work.getStore() ?? this.outside;
  }

  /** Marks a merchant as touched: its rows are compared at the next commit. */
  touch(u: UserRecord): void {
    this.touched().users.add(u.id);
  }

  nextId(kind: IdKind): number {
    this.current.ids[kind] += 1;
    return this.current.ids[kind];
  }

  private lookup() {
    const users = this.current.users;
    if (this.index.users !== users || this.index.length !== users.length) {
      const byId = new Map<number, UserRecord>();
      const byName = new Map<string, UserRecord>();
      for (const u of users) {
        if (!byId.has(u.id)) byId.set(u.id, u);
        const name = u.username.toLowerCase();
        if (!byName.has(name)) byName.set(name, u);
      }
      this.index = { users, length: users.length, byId, byName };
    }
    return this.index;
  }

  userById(id: number): UserRecord | undefined {
    const u = this.lookup().byId.get(id);
    if (u) this.touch(u);
    return u;
  }

  userByName(username: string): UserRecord | undefined {
    const u = this.lookup().byName.get(username.trim().toLowerCase());
    if (u) this.touch(u);
    return u;
  }

  /**
   * Commits the current unit of work (the request's, or outside any request the tick's and the
   * seed's): the rows of what it touched that differ from those written, in one transaction.
   * Nothing changed, nothing written (the state's counters are written beside other rows).
   */
  changed(force = false): void {
    if (this.closed) return;
    const work = this.touched();
    const state = this.current;
    const batch = newBatch();
    const replaced = this.replaced;
    if (replaced) this.rows.clear(batch);
    const users = state.users;
    const { byId } = this.lookup();
    if (replaced || users !== this.written.users || users.length !== this.written.length) {
      // users added or removed since the last commit
      for (const id of this.rows.userIds()) if (!byId.has(id)) this.rows.deleteUser(id, batch);
      for (const u of users) if (!this.rows.has(u.id)) work.users.add(u.id);
    }
    for (const id of work.users) {
      const u = byId.get(id);
      // a user's place among the users matters only for its first row
      if (u) this.rows.diffUser(u, this.rows.has(id) ? 0 : users.indexOf(u), batch);
    }
    const tokenKeys = replaced ? Object.keys(this.rawTokens) : work.tokens;
    for (const key of tokenKeys) this.rows.token(key, this.rawTokens[key], batch);
    this.rows.feedback(state.feedback, batch);
    if (batch.writes.length || force) this.rows.meta(state, batch);
    this.rows.commit(batch);
    this.replaced = false;
    this.written = { users, length: users.length };
    work.users.clear();
    work.tokens.clear();
  }

  /**
   * Undoes in memory what the current unit of work changed and did not commit (a failed request):
   * its merchants and sessions are read back as written; a merchant it added and never wrote goes.
   */
  rollback(): void {
    if (this.closed || this.replaced) return;
    const work = this.touched();
    for (const id of work.users) {
      const u = this.lookup().byId.get(id);
      if (!u) continue;
      const stored = this.rows.reloadUser(id);
      if (stored) {
        for (const k of Object.keys(u))
          if (!(k in stored)) delete (u as unknown as Record<string, unknown>)[k];
        Object.assign(u, stored);
      } else {
        const users = this.current.users;
        users.splice(users.indexOf(u), 1);
      }
    }
    for (const key of work.tokens) {
      const rec = this.rows.reloadToken(key);
      if (rec) this.current.tokens[key] = rec;
      else delete this.current.tokens[key];
    }
    work.users.clear();
    work.tokens.clear();
    this.written = { users: this.current.users, length: this.current.users.length };
  }

  /** Commits what is pending and moves the log into the database file. */
  async flush(): Promise<void> {
    if (this.closed) return;
    this.changed(true);
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
    this.db.close();
  }
}
