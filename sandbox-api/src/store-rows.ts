/**
 * The rows of the database as last written, and the writes that bring them to the state in
 * memory. Each row's JSON is remembered; a merchant the request or the tick touched is compared
 * row by row, and only the rows that differ are written (an item's position in its list is kept
 * in `ord`, so appending writes one row and removing from the front writes none but the delete).
 */
import type Database from 'better-sqlite3';
import type { FeedbackRecord, State, TokenRecord, UserRecord } from './store';
import { COLLECTION_FIELDS, COLLECTIONS, type Collection, TABLES } from './store-db';

interface ItemImage {
  json: string;
  ord: number;
}

interface UserImage {
  ord: number;
  row: string;
  items: Map<string, Map<string | number, ItemImage>>;
}

/** Statements to run in one transaction, and what the images become once it commits. */
export interface Batch {
  writes: (() => void)[];
  after: (() => void)[];
}

export const newBatch = (): Batch => ({ writes: [], after: [] });

/** The user without its lists: the `users` row. */
function userRow(u: UserRecord): string {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(u)) if (!COLLECTION_FIELDS.has(k)) row[k] = v;
  return JSON.stringify(row);
}

/** Keys of a list's items; a repeated key gets a suffix so every row stays its own. */
function keysOf(c: Collection, list: unknown[]): (string | number)[] {
  const seen = new Set<string | number>();
  return list.map((item) => {
    let key = c.key(item as never);
    for (let n = 2; seen.has(key); n++) key = `${c.key(item as never)}#${n}`;
    seen.add(key);
    return key;
  });
}

/**
 * Positions for a list's items: kept where they still run in order (appends go after the last,
 * prepends before the first); all renumbered otherwise.
 */
function positions(keys: (string | number)[], before: Map<string | number, ItemImage>): number[] {
  const ords: (number | undefined)[] = keys.map((k) => before.get(k)?.ord);
  const known = ords.flatMap((o, i) => (o === undefined ? [] : [i]));
  let ordered = true;
  for (let j = 1; j < known.length; j++)
    if (ords[known[j]!]! <= ords[known[j - 1]!]!) ordered = false;
  const first = known[0];
  const last = known.at(-1);
  if (first === undefined || last === undefined || !ordered) return keys.map((_, i) => i);
  for (let i = first; i <= last; i++) if (ords[i] === undefined) return keys.map((_, j) => j);
  for (let i = first - 1; i >= 0; i--) ords[i] = ords[i + 1]! - 1;
  for (let i = last + 1; i < keys.length; i++) ords[i] = ords[i - 1]! + 1;
  return ords as number[];
}

export class Rows {
  private users = new Map<number, UserImage>();
  private tokens = new Map<string, string>();
  private feedbackIds = new Set<number>();
  private metaJson = '';
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    const upsertItem = (table: string) =>
      db.prepare(
        `INSERT INTO ${table} (user_id, id, ord, data) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, id) DO UPDATE SET ord = excluded.ord, data = excluded.data`,
      );
    this.stmt = {
      user: db.prepare(
        `INSERT INTO users (id, ord, username, data) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET username = excluded.username, data = excluded.data`,
      ),
      deleteUser: db.prepare('DELETE FROM users WHERE id = ?'),
      item: new Map(COLLECTIONS.map((c) => [c.field, upsertItem(c.field)])),
      deleteItem: new Map(
        COLLECTIONS.map((c) => [
          c.field,
          db.prepare(`DELETE FROM ${c.field} WHERE user_id = ? AND id = ?`),
        ]),
      ),
      deleteItemsOf: COLLECTIONS.map((c) => db.prepare(`DELETE FROM ${c.field} WHERE user_id = ?`)),
      token: db.prepare(
        `INSERT INTO tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (token) DO UPDATE SET user_id = excluded.user_id,
           created_at = excluded.created_at, expires_at = excluded.expires_at`,
      ),
      deleteToken: db.prepare('DELETE FROM tokens WHERE token = ?'),
      feedback: db.prepare('INSERT OR REPLACE INTO feedback (id, user_id, data) VALUES (?, ?, ?)'),
      meta: db.prepare(
        "INSERT INTO meta (key, value) VALUES ('state', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ),
    };
  }

  has(userId: number): boolean {
    return this.users.has(userId);
  }

  userIds(): number[] {
    return [...this.users.keys()];
  }

  // ---------- reading ----------

  private readUsers(where: string, args: unknown[]): UserRecord[] {
    const users = new Map<number, UserRecord>();
    const rows = this.db
      .prepare(`SELECT id, ord, data FROM users ${where} ORDER BY ord`)
      .all(...args) as { id: number; ord: number; data: string }[];
    for (const r of rows) {
      const u = JSON.parse(r.data) as UserRecord;
      const items = new Map<string, Map<string | number, ItemImage>>();
      for (const c of COLLECTIONS) {
        (u as unknown as Record<string, unknown[]>)[c.field] = [];
        items.set(c.field, new Map());
      }
      users.set(r.id, u);
      this.users.set(r.id, { ord: r.ord, row: r.data, items });
    }
    if (!users.size) return [];
    for (const c of COLLECTIONS) {
      const where2 = where ? where.replace('id', 'user_id') : '';
      const items = this.db
        .prepare(`SELECT user_id, id, ord, data FROM ${c.field} ${where2} ORDER BY user_id, ord`)
        .all(...args) as { user_id: number; id: string | number; ord: number; data: string }[];
      for (const it of items) {
        const u = users.get(it.user_id);
        if (!u) continue;
        (u as unknown as Record<string, unknown[]>)[c.field]!.push(JSON.parse(it.data));
        this.users.get(it.user_id)!.items.get(c.field)!.set(it.id, { json: it.data, ord: it.ord });
      }
    }
    return [...users.values()];
  }

  /** The whole state as written, remembering every row. */
  load(): State {
    const meta = this.db.prepare("SELECT value FROM meta WHERE key = 'state'").get() as {
      value: string;
    };
    this.metaJson = meta.value;
    const head = JSON.parse(meta.value) as Omit<State, 'users' | 'tokens' | 'feedback'>;
    const tokens: Record<string, TokenRecord> = {};
    for (const t of this.db.prepare('SELECT * FROM tokens').all() as (TokenRecord & {
      token: string;
    })[]) {
      tokens[t.token] = { user_id: t.user_id, created_at: t.created_at, expires_at: t.expires_at };
      this.tokens.set(t.token, JSON.stringify(tokens[t.token]));
    }
    const feedback = (
      this.db.prepare('SELECT id, data FROM feedback ORDER BY id').all() as {
        id: number;
        data: string;
      }[]
    ).map((r) => {
      this.feedbackIds.add(r.id);
      return JSON.parse(r.data) as FeedbackRecord;
    });
    return { ...head, users: this.readUsers('', []), tokens, feedback };
  }

  /** One user as written (its rows remembered again), or null when it has no row. */
  reloadUser(id: number): UserRecord | null {
    this.users.delete(id);
    return this.readUsers('WHERE id = ?', [id])[0] ?? null;
  }

  reloadToken(token: string): TokenRecord | null {
    const t = this.db
      .prepare('SELECT user_id, created_at, expires_at FROM tokens WHERE token = ?')
      .get(token) as TokenRecord | undefined;
    return t ? { ...t } : null;
  }

  // ---------- writing ----------

  /** Writes of one user's rows that differ from the last written. */
  diffUser(u: UserRecord, ord: number, batch: Batch): void {
    const before = this.users.get(u.id);
    const row = userRow(u);
    const image: UserImage = { ord: before?.ord ?? ord, row, items: new Map() };
    if (before?.row !== row) {
      const stmt = this.stmt.user;
      batch.writes.push(() => stmt.run(u.id, image.ord, u.username, row));
    }
    for (const c of COLLECTIONS) {
      const list = (u as unknown as Record<string, unknown[]>)[c.field] ?? [];
      const old = before?.items.get(c.field) ?? new Map<string | number, ItemImage>();
      const keys = keysOf(c, list);
      const ords = positions(keys, old);
      const now = new Map<string | number, ItemImage>();
      const upsert = this.stmt.item.get(c.field)!;
      for (const [i, item] of list.entries()) {
        const key = keys[i]!;
        const json = JSON.stringify(item);
        const was = old.get(key);
        const ordI = ords[i]!;
        now.set(key, { json, ord: ordI });
        if (!was || was.json !== json || was.ord !== ordI)
          batch.writes.push(() => upsert.run(u.id, key, ordI, json));
      }
      const remove = this.stmt.deleteItem.get(c.field)!;
      for (const key of old.keys())
        if (!now.has(key)) batch.writes.push(() => remove.run(u.id, key));
      image.items.set(c.field, now);
    }
    batch.after.push(() => this.users.set(u.id, image));
  }

  deleteUser(id: number, batch: Batch): void {
    batch.writes.push(() => {
      this.stmt.deleteUser.run(id);
      for (const s of this.stmt.deleteItemsOf) s.run(id);
    });
    batch.after.push(() => this.users.delete(id));
  }

  token(key: string, rec: TokenRecord | undefined, batch: Batch): void {
    const json = rec ? JSON.stringify(rec) : undefined;
    if (json === this.tokens.get(key)) return;
    if (rec && json) {
      batch.writes.push(() =>
        this.stmt.token.run(key, rec.user_id, rec.created_at, rec.expires_at),
      );
      batch.after.push(() => this.tokens.set(key, json));
    } else {
      batch.writes.push(() => this.stmt.deleteToken.run(key));
      batch.after.push(() => this.tokens.delete(key));
    }
  }

  feedback(list: FeedbackRecord[], batch: Batch): void {
    for (const f of list) {
      if (this.feedbackIds.has(f.id)) continue;
      batch.writes.push(() => this.stmt.feedback.run(f.id, f.user_id, JSON.stringify(f)));
      batch.after.push(() => this.feedbackIds.add(f.id));
    }
  }

  /** The state's counters (ids, ticks); written only beside other rows or when asked. */
  meta(state: State, batch: Batch): void {
    const json = JSON.stringify({
      version: state.version,
      ids: state.ids,
      tick: state.tick,
      seeded_at: state.seeded_at,
    });
    if (json === this.metaJson) return;
    batch.writes.push(() => this.stmt.meta.run(json));
    batch.after.push(() => {
      this.metaJson = json;
    });
  }

  /**
   * Every table emptied, before the whole state is written again: the images are forgotten at
   * once, so every row is written (should the transaction fail, the caller writes all again).
   */
  clear(batch: Batch): void {
    batch.writes.push(() => {
      for (const t of TABLES) this.db.prepare(`DELETE FROM ${t}`).run();
    });
    this.users.clear();
    this.tokens.clear();
    this.feedbackIds.clear();
    this.metaJson = '';
  }

  /** Runs the batch's writes in one transaction; the images change only when it commits. */
  commit(batch: Batch): number {
    if (!batch.writes.length) return 0;
    this.db.transaction(() => {
      for (const w of batch.writes) w();
    })();
    for (const a of batch.after) a();
    return batch.writes.length;
  }
}
