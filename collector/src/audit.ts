/**
 * The release audit: one line per decision about a release of the deployed `app-config.json`
 * (a canary shipped, a step up, a pause, a deadline, a roll back, a promotion to stable, a
 * restore), who made it and why. It is a record of its own, apart from the telemetry: a
 * JSON-lines file beside the config (`<config's real path>.release-audit.jsonl`), appended to
 * and never rewritten, so resetting the collector's database keeps the history. The release
 * controller and `pnpm release`'s commands write it; `pnpm health` reads it to tell a version
 * already rolled back from one that needs it (`RELEASE_AUDIT`, else the audit of `APP_CONFIG`,
 * else of the local config for PORT_BASE). A collector database from before, whose
 * `release_audit` table held the lines, is still read.
 */
import {
  appendFileSync,
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  realpathSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portBase } from '../../shared/workspace/ports';
import type { Db } from './ingest/store';

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

/** The audit file of a config, however its path is spelled (symlinks resolved). */
export function auditFileOf(configFile: string): string {
  let real = resolve(configFile);
  try {
    real = realpathSync(configFile);
  } catch {
    // no config yet: its path as given
  }
  return `${real}.release-audit.jsonl`;
}

const LOCAL_CONFIGS = join(dirname(fileURLToPath(import.meta.url)), '../../deploy/local');

/** The audit `pnpm health` reads: RELEASE_AUDIT, else APP_CONFIG's, else the local config's. */
export function defaultAuditFile(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE_AUDIT) return env.RELEASE_AUDIT;
  return auditFileOf(env.APP_CONFIG || join(LOCAL_CONFIGS, `app-config.${portBase(env)}.json`));
}

/** Appends one line: to the audit file (a path), or to an older collector database's table. */
export function appendAudit(target: Db | string, line: AuditLine) {
  if (typeof target === 'string') {
    appendFileSync(target, `${JSON.stringify(line)}\n`, { flag: 'a' });
    const fd = openSync(target, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return;
  }
  const db = target;
  ensureAudit(db);
  db.prepare(
    `INSERT INTO release_audit (ts_ms, remote, version, action, actor, from_state, to_state, reason)
     VALUES (@tsMs, @remote, @version, @action, @actor, @from, @to, @reason)`,
  ).run(line);
}

interface AuditFilter {
  remote?: string;
  sinceMs?: number;
}

/** The lines of an audit file; a missing file is no lines, a torn last line is skipped. */
function readAuditFile(file: string, { remote, sinceMs = 0 }: AuditFilter): AuditLine[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const lines: AuditLine[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    try {
      const l = JSON.parse(raw) as AuditLine;
      if (l.tsMs >= sinceMs && (!remote || l.remote === remote)) lines.push(l);
    } catch {
      // a line cut short by a crash mid-write
    }
  }
  return lines.sort((a, b) => a.tsMs - b.tsMs);
}

/**
 * The audit lines, oldest first, of one remote or all, from `sinceMs` on: from the audit file
 * (a path), or from a collector database's table. A database without the table and a missing
 * file (nothing released yet) read as no lines.
 */
export function readAudit(source: Db | string, filter: AuditFilter = {}): AuditLine[] {
  if (typeof source === 'string') return readAuditFile(source, filter);
  const { remote, sinceMs = 0 } = filter;
  const db = source;
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

/** Lines of several sources as one audit, oldest first. */
export const mergeAudit = (...sources: AuditLine[][]) =>
  sources.flat().sort((a, b) => a.tsMs - b.tsMs);

/** Versions of `remote` whose canary a release already took back to 0 % (or restored from). */
export function rolledBackVersions(lines: readonly AuditLine[], remote: string): Set<string> {
  const out = new Set<string>();
  for (const l of lines) {
    if (l.remote !== remote) continue;
    // a restore puts the previous stable back: the version it replaced is rolled back
    if (l.action === 'rollback' || l.action === 'refuse' || l.action === 'restore') {
      out.add(l.version);
    } else if (l.action === 'deadline' && / 0 %$/.test(l.to)) out.add(l.version);
    else if (l.action === 'ship') out.delete(l.version); // shipped again: judged anew
  }
  return out;
}
