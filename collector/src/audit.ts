/**
 * The release audit: one line per change a release makes to the deployed `app-config.json`
 * (a canary shipped, a step up, a roll back, a promotion to stable, a restore), kept in the
 * collector's database beside the telemetry that decided it. The release controller writes
 * it; `pnpm health` reads it to tell a version already rolled back from one that needs it.
 */
import type { Db } from './store';

export type AuditAction =
  | 'ship'
  | 'step'
  | 'pause'
  | 'resume'
  | 'approve'
  | 'deadline'
  | 'rollback'
  | 'promote'
  | 'restore'
  | 'refuse';

export interface AuditLine {
  /** ms since the epoch */
  tsMs: number;
  remote: string;
  /** the canary's version the change is about ('' when none, e.g. a restore) */
  version: string;
  action: AuditAction;
  /** who or what: `release-controller (pid 123 on host)`, `alice via pnpm release --rollback` */
  actor: string;
  /** the state before and after, in words (`canary 5 %`, `canary 0 %`, `stable v42`) */
  from: string;
  to: string;
  /** why, in words: the verdict's evidence, a pre-flight failure, an operator's command */
  reason: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS release_audit (
  id INTEGER PRIMARY KEY,
  ts_ms INTEGER NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  from_state TEXT NOT NULL,
  to_state TEXT NOT NULL,
  reason TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS release_audit_remote_ts ON release_audit (remote, ts_ms);
`;

/** Creates the table where it is missing (a database of a collector older than the audit). */
export function ensureAudit(db: Db) {
  db.exec(SCHEMA);
}

export function appendAudit(db: Db, line: AuditLine) {
  ensureAudit(db);
  db.prepare(
    `INSERT INTO release_audit (ts_ms, remote, version, action, actor, from_state, to_state, reason)
     VALUES (@tsMs, @remote, @version, @action, @actor, @from, @to, @reason)`,
  ).run(line);
}

/**
 * The audit lines, oldest first, of one remote or all, from `sinceMs` on. A read-only
 * database without the table (nothing released yet) reads as no lines.
 */
export function readAudit(
  db: Db,
  { remote, sinceMs = 0 }: { remote?: string; sinceMs?: number } = {},
) {
  const exists = db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'release_audit'`)
    .get();
  if (!exists) return [];
  const where = remote ? 'ts_ms >= ? AND remote = ?' : 'ts_ms >= ?';
  const args = remote ? [sinceMs, remote] : [sinceMs];
  return db
    .prepare(
      `SELECT ts_ms AS tsMs, remote, version, action, actor, from_state AS "from",
         to_state AS "to", reason
       FROM release_audit WHERE ${where} ORDER BY ts_ms, id`,
    )
    .all(...args) as AuditLine[];
}

/** Versions of `remote` whose canary a release already took back to 0 % (or restored from). */
export function rolledBackVersions(lines: readonly AuditLine[], remote: string): Set<string> {
  const out = new Set<string>();
  for (const l of lines) {
    if (l.remote !== remote) continue;
    if (l.action === 'rollback' || l.action === 'refuse') out.add(l.version);
    else if (l.action === 'deadline' && / 0 %$/.test(l.to)) out.add(l.version);
    else if (l.action === 'ship') out.delete(l.version); // shipped again: judged anew
  }
  return out;
}
