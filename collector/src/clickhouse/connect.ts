/**
 * Reaching ClickHouse: the client of the server the settings name (settings.ts), the exporter's
 * tables, and writing OTLP batches into them as the exporter would (the tests and the replay; in
 * production the OpenTelemetry Collector writes). The only file that loads `@clickhouse/client`
 * (store.ts imports its types only); report/stores.ts imports this one on demand.
 */
import { type ClickHouseClient, ClickHouseLogLevel, createClient } from '@clickhouse/client';
import { readAudit } from '../audit';
import { openDb } from '../ingest/store';
import type { TelemetryStore } from '../report/window';
import { gaugeRows, logRows } from './rows';
import { GAUGE_TABLE, gaugeTableSql, LOGS_TABLE, logsTableSql, tableName } from './schema';
import { type ClickHouseSettings, clickhouseSettings, describe } from './settings';
import { clickhouseStore } from './store';

export { type ClickHouseSettings, clickhouseSettings, describe };

/**
 * A client of the server the settings name, or of another connection (chDB in the tests:
 * `createClient`'s `connection`, which takes the place of HTTP).
 */
export function clickhouseClient(
  settings: ClickHouseSettings,
  connection?: unknown,
): ClickHouseClient {
  if (connection) {
    return createClient({ connection } as Parameters<typeof createClient>[0]);
  }
  return createClient({
    url: settings.url,
    username: settings.username,
    password: settings.password,
    database: settings.database,
    application: 'adnet-health',
    // a failure is the CLI's to say, once (exit code 2), not the client's log's
    log: { level: ClickHouseLogLevel.OFF },
  });
}

/** The exporter's two tables, where they are missing (the exporter makes them too). */
export async function createTables(client: ClickHouseClient, database: string) {
  await client.command({ query: `CREATE DATABASE IF NOT EXISTS "${database}"` });
  await client.command({ query: logsTableSql(database) });
  await client.command({ query: gaugeTableSql(database) });
}

/** OTLP JSON requests → the exporter's rows, inserted. */
export async function insertOtlp(
  client: ClickHouseClient,
  database: string,
  batch: { logs?: readonly unknown[]; metrics?: readonly unknown[] },
) {
  const settings = { date_time_input_format: 'best_effort' } as const;
  const logs = (batch.logs ?? []).flatMap((r) => logRows(r));
  const gauges = (batch.metrics ?? []).flatMap((r) => gaugeRows(r));
  if (logs.length) {
    await client.insert({
      table: tableName(database, LOGS_TABLE),
      values: logs,
      format: 'JSONEachRow',
      clickhouse_settings: settings,
    });
  }
  if (gauges.length) {
    await client.insert({
      table: tableName(database, GAUGE_TABLE),
      values: gauges,
      format: 'JSONEachRow',
      clickhouse_settings: settings,
    });
  }
  return { logs: logs.length, gauges: gauges.length };
}

/**
 * The store `pnpm health --store clickhouse` and `pnpm release --store clickhouse` read: the
 * server of the environment's settings, and the release audit of `auditFile` when given: an
 * audit file (`….release-audit.jsonl`, beside a config) or a database holding the audit.
 */
export function openClickhouseStore(
  env: NodeJS.ProcessEnv = process.env,
  auditFile?: string,
): TelemetryStore {
  const settings = clickhouseSettings(env);
  const audit = auditFile
    ? (remote?: string) => {
        const only = remote ? { remote } : {};
        if (auditFile.endsWith('.jsonl')) return readAudit(auditFile, only);
        const db = openDb(auditFile, { readonly: true });
        try {
          return readAudit(db, only);
        } finally {
          db.close();
        }
      }
    : undefined;
  return clickhouseStore(clickhouseClient(settings), {
    database: settings.database,
    where: describe(settings),
    ...(audit ? { audit } : {}),
  });
}
