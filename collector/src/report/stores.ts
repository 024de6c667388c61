/**
 * Opening the store a command reads (settings: clickhouse/settings.ts): the SQLite file, the
 * default, or ClickHouse, whose client is loaded here on demand only, so that a run on the
 * default never loads it.
 */
import { type AuditLine, defaultAuditFile, mergeAudit, readAudit } from '../audit';
import type { openClickhouseStore } from '../clickhouse/connect';
import type { StoreKind } from '../clickhouse/settings';
import { type Db, openDb } from '../ingest/store';
import { sqliteWindow, type TelemetryStore } from './window';

/**
 * The SQLite file as a store: its window counted in code (`sqliteWindow`), and the audit
 * `pnpm health` reads (RELEASE_AUDIT, else the config's, merged with a database from before
 * that kept it), unless given. A file path is opened here and closed by `close`; an open
 * database stays its owner's.
 */
export function sqliteStore(
  source: Db | string,
  options: { audit?: (remote?: string) => AuditLine[]; readonly?: boolean } = {},
): TelemetryStore {
  const owned = typeof source === 'string';
  const db = owned ? openDb(source, { readonly: options.readonly ?? false }) : source;
  const audit =
    options.audit ??
    ((remote?: string) => {
      const only = remote ? { remote } : {};
      return mergeAudit(readAudit(defaultAuditFile(), only), readAudit(db, only));
    });
  return {
    where: owned ? source : db.name,
    count: async (query) => sqliteWindow(db, query),
    audit: async (remote) => audit(remote),
    close: async () => {
      if (owned) db.close();
    },
  };
}

/** The ClickHouse side, imported now; a clear error when its client is not installed. */
export async function loadClickhouse(): Promise<{
  openClickhouseStore: typeof openClickhouseStore;
}> {
  try {
    return await import('../clickhouse/connect');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ERR_MODULE_NOT_FOUND' && err.message.includes('@clickhouse/client')) {
      throw new Error(
        '--store clickhouse reads with @clickhouse/client, which is not installed here: run pnpm install at the repository root (the collector depends on it)',
      );
    }
    throw e;
  }
}

/** The store of a command: the SQLite file (a path, or an open database) or ClickHouse. */
export async function openStore(
  kind: StoreKind,
  where: { db: Db | string; auditFile?: string; env?: NodeJS.ProcessEnv },
): Promise<TelemetryStore> {
  if (kind === 'sqlite') return sqliteStore(where.db);
  const { openClickhouseStore } = await loadClickhouse();
  return openClickhouseStore(where.env ?? process.env, where.auditFile);
}
