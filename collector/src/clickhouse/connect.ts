/**
 * Reaching ClickHouse: the settings `pnpm health --store clickhouse` and `pnpm release --store
 * clickhouse` read (flags, else the environment), the client, the exporter's tables, and
 * writing OTLP batches into them as the exporter would (the tests and the replay; in
 * production the OpenTelemetry Collector writes).
 *
 * | variable              | default                 |
 * | --------------------- | ----------------------- |
 * | `CLICKHOUSE_URL`      | `http://localhost:8123` |
 * | `CLICKHOUSE_DATABASE` | `otel`                  |
 * | `CLICKHOUSE_USER`     | `default`               |
 * | `CLICKHOUSE_PASSWORD` | empty                   |
 */
import { type ClickHouseClient, ClickHouseLogLevel, createClient } from '@clickhouse/client';
import { readAudit } from '../audit';
import { openDb } from '../ingest/store';
import type { TelemetryStore } from '../report/window';
import { gaugeRows, logRows } from './rows';
import { GAUGE_TABLE, gaugeTableSql, LOGS_TABLE, logsTableSql, tableName } from './schema';
import { clickhouseStore } from './store';

export interface ClickHouseSettings {
  url: string;
  database: string;
  username: string;
  password: string;
}

export function clickhouseSettings(
  env: NodeJS.ProcessEnv = process.env,
  flags: Partial<ClickHouseSettings> = {},
): ClickHouseSettings {
  return {
    url: flags.url ?? env.CLICKHOUSE_URL ?? 'http://localhost:8123',
    database: flags.database ?? env.CLICKHOUSE_DATABASE ?? 'otel',
    username: flags.username ?? env.CLICKHOUSE_USER ?? 'default',
    password: flags.password ?? env.CLICKHOUSE_PASSWORD ?? '',
  };
}

/** The server's URL without its credentials, for a person to read. */
export const describe = (s: ClickHouseSettings) => {
  const url = new URL(s.url);
  url.username = '';
  url.password = '';
  return `${url.origin}, database ${s.database}`;
};

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
 * The store `pnpm health --store clickhouse` reads: the server of the environment's settings,
 * and the release audit of `auditFile` (a database holding the release audit) when given.
 */
export function openClickhouseStore(
  env: NodeJS.ProcessEnv = process.env,
  auditFile?: string,
): TelemetryStore {
  const settings = clickhouseSettings(env);
  const audit = auditFile
    ? (remote?: string) => {
        const db = openDb(auditFile, { readonly: true });
        try {
          return readAudit(db, remote ? { remote } : {});
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
