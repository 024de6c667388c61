/**
 * The ClickHouse store: the verdict's counting as SQL over the tables the OpenTelemetry
 * Collector's ClickHouse exporter writes (schema.ts), read with the official client. It gives
 * the report what the SQLite file's `sqliteWindow` gives it (report/window.ts), counted by the
 * same definitions (verdict/sessions.ts: a failed session, an error session, a canary key),
 * so the judging that follows is the same code.
 *
 * Every read is a range of the exporter's order key (`ServiceName`, then time), a window from
 * its start on. Two sessions that began in the same millisecond are ordered by their ids here,
 * by arrival in the SQLite file.
 */

import { ATTR, EVENTS, SERVICE_NAME, type Track, VITALS } from '@adnet/shared/telemetry';
import type { ClickHouseClient } from '@clickhouse/client';
import type { AuditLine } from '../audit';
import type { VitalFact } from '../ingest/store';
import type {
  GroupCounts,
  SeriesCount,
  SessionPart,
  TelemetryStore,
  WindowCounts,
  WindowQuery,
} from '../report/window';
import { GAUGE_TABLE, LOGS_TABLE, tableName } from './schema';

export interface ClickHouseStoreOptions {
  /** the exporter's `database` (default `otel`) */
  database?: string;
  logsTable?: string;
  gaugeTable?: string;
  /** the release audit's lines (where the release controller keeps them); none by default */
  audit?: (remote?: string) => AuditLine[] | Promise<AuditLine[]>;
  /** shown to a person: the server and database */
  where?: string;
}

/**
 * An attribute where the host puts it: the page session's id in the resource, every other in
 * the record (the SQLite file merges the two, the record's first): one map read per
 * attribute rather than three.
 */
const attr = (map: 'LogAttributes' | 'Attributes', key: string) =>
  `nullIf(${key === ATTR.sessionId ? 'ResourceAttributes' : map}['${key}'], '')`;

const q = (s: string) => `'${s.replaceAll("'", "\\'")}'`;

/** The events of the window, one row each, with the columns the counting reads. */
function eventsSql(logs: string, remote: boolean) {
  const a = (key: string) => attr('LogAttributes', key);
  return `SELECT
    toUnixTimestamp64Milli(Timestamp) AS ms,
    ifNull(${a(ATTR.eventName)}, '') AS event,
    ifNull(${a(ATTR.remote)}, 'unknown') AS remote,
    ifNull(${a(ATTR.remoteVersion)}, 'unknown') AS version,
    if(ifNull(${a(ATTR.track)}, '') = 'canary', 'canary', 'stable') AS track,
    ifNull(${a(ATTR.sessionId)}, '') AS session,
    ifNull(${a(ATTR.loadOutcome)}, '') AS outcome,
    ifNull(${a(ATTR.loadErrorCode)}, '') AS code,
    ifNull(${a(ATTR.canaryKey)}, '') AS ckey,
    ifNull(${a(ATTR.errorSource)}, '') AS source,
    ifNull(${a(ATTR.fallbackReason)}, '') AS reason
  FROM ${logs}
  WHERE ServiceName = {service:String}
    AND TimestampTime >= toDateTime(intDiv({fromMs:Int64}, 1000))
    AND Timestamp >= fromUnixTimestamp64Milli({fromMs:Int64})
    ${remote ? `AND ${a(ATTR.remote)} = {remote:String}` : ''}`;
}

// verdict/sessions.ts's isFailure and isError, in SQL
const FAILED_LOAD = `(event = ${q(EVENTS.remoteLoad)} AND outcome = 'failed')`;
const FAILURE = `(${FAILED_LOAD} OR event = ${q(EVENTS.contract)} OR event = ${q(EVENTS.canaryFallback)}
  OR (event = ${q(EVENTS.error)} AND source = 'boundary'))`;
const ERROR = `(event = ${q(EVENTS.error)} OR (event = ${q(EVENTS.canaryFallback)} AND reason = 'render'))`;

/** One row per page session and line: the sessions the verdict counts. */
const partsSql = (events: string) => `SELECT remote, session, version, track,
    min(ms) AS first,
    if(countIf(${FAILURE}) > 0, minIf(ms, ${FAILURE}), NULL) AS failedAt,
    if(countIf(${ERROR}) > 0, minIf(ms, ${ERROR}), NULL) AS erroredAt,
    countIf(event = ${q(EVENTS.canaryFallback)}) > 0 AS fellBack,
    if(track = 'canary' AND countIf(ckey != '') > 0, argMinIf(ckey, ms, ckey != ''), NULL)
      AS canaryKey,
    if(track = 'canary' AND countIf(ckey != '') > 0, minIf(ms, ckey != ''), NULL) AS keyAt
  FROM (${events})
  GROUP BY remote, session, version, track`;

const groupsSql = (events: string) => `SELECT remote AS name, version, track,
    countIf(event = ${q(EVENTS.pageView)}) AS views,
    countIf(event = ${q(EVENTS.remoteLoad)}) AS loads,
    countIf(${FAILED_LOAD}) AS loadFailures,
    countIf(event = ${q(EVENTS.error)}) AS errors
  FROM (${events})
  GROUP BY name, version, track`;

const codesSql = (events: string) => `SELECT remote AS name, version, track, code, count() AS n
  FROM (${events}) WHERE ${FAILED_LOAD}
  GROUP BY name, version, track, code`;

const seriesSql = (events: string) => `SELECT remote AS name, version, track,
    intDiv(ms - {bucketsFrom:Int64}, {bucketMs:Int64}) AS bucket,
    countIf(event = ${q(EVENTS.pageView)}) AS views,
    countIf(${FAILED_LOAD}) AS loadFailures,
    countIf(event = ${q(EVENTS.error)}) AS errors
  FROM (${events})
  WHERE event = ${q(EVENTS.pageView)} OR event = ${q(EVENTS.error)} OR ${FAILED_LOAD}
  GROUP BY name, version, track, bucket`;

function vitalsSql(gauge: string, remote: boolean) {
  const a = (key: string) => attr('Attributes', key);
  const names = [VITALS.lcp, VITALS.inp, VITALS.cls].map(q).join(', ');
  return `SELECT
    toUnixTimestamp64Milli(TimeUnix) AS tsMs, MetricName AS name, Value AS value,
    ${a(ATTR.remote)} AS remote, ${a(ATTR.remoteVersion)} AS version,
    ${a(ATTR.track)} AS track, ${a(ATTR.sessionId)} AS session
  FROM ${gauge}
  WHERE ServiceName = {service:String} AND MetricName IN (${names})
    AND TimeUnix >= fromUnixTimestamp64Milli({fromMs:Int64})
    ${remote ? `AND ${a(ATTR.remote)} = {remote:String}` : ''}
  ORDER BY TimeUnix`;
}

const SETTINGS = { output_format_json_quote_64bit_integers: 0 } as const;

export function clickhouseStore(
  client: ClickHouseClient,
  options: ClickHouseStoreOptions = {},
): TelemetryStore {
  const database = options.database ?? 'otel';
  const logs = tableName(database, options.logsTable ?? LOGS_TABLE);
  const gauge = tableName(database, options.gaugeTable ?? GAUGE_TABLE);

  async function rows<T>(query: string, params: Record<string, unknown>): Promise<T[]> {
    const result = await client.query({
      query,
      query_params: params,
      format: 'JSONEachRow',
      clickhouse_settings: SETTINGS,
    });
    return result.json<T>();
  }

  return {
    where: options.where ?? `ClickHouse ${database}`,
    async count(query: WindowQuery): Promise<WindowCounts> {
      const remote = query.remote !== undefined;
      const events = eventsSql(logs, remote);
      const params = {
        service: SERVICE_NAME,
        fromMs: query.fromMs,
        bucketsFrom: query.bucketsFrom,
        bucketMs: query.bucketMs,
        ...(remote ? { remote: query.remote } : {}),
      };
      type Counted = Omit<GroupCounts, 'failuresByCode'>;
      type Code = { name: string; version: string; track: Track; code: string; n: number };
      const [groups, codes, parts, series, vitals] = await Promise.all([
        rows<Counted>(groupsSql(events), params),
        rows<Code>(codesSql(events), params),
        rows<SessionPart & { fellBack: number | boolean }>(partsSql(events), params),
        rows<SeriesCount>(seriesSql(events), params),
        rows<VitalFact>(vitalsSql(gauge, remote), params),
      ]);
      const id = (g: { name: string; version: string; track: string }) =>
        `${g.name}\u0000${g.version}\u0000${g.track}`;
      const byCode = new Map<string, Record<string, number>>();
      for (const c of codes) {
        const m = byCode.get(id(c)) ?? {};
        m[c.code] = c.n;
        byCode.set(id(c), m);
      }
      return {
        groups: groups.map((g) => ({ ...g, failuresByCode: byCode.get(id(g)) ?? {} })),
        parts: inSessionOrder(parts.map((p) => ({ ...p, fellBack: Boolean(p.fellBack) }))),
        vitals,
        series,
      };
    },
    async audit(remote?: string) {
      return options.audit ? options.audit(remote) : [];
    },
    close: () => client.close(),
  };
}

/** Parts ordered as each remote's sessions began (then by id), as `sessionsOf` meets them. */
function inSessionOrder(parts: SessionPart[]): SessionPart[] {
  const began = new Map<string, number>();
  const key = (p: SessionPart) => `${p.remote}\u0000${p.session}`;
  for (const p of parts) began.set(key(p), Math.min(began.get(key(p)) ?? Infinity, p.first));
  return parts.sort(
    (a, b) =>
      (began.get(key(a)) ?? 0) - (began.get(key(b)) ?? 0) ||
      (a.session < b.session ? -1 : a.session > b.session ? 1 : 0) ||
      a.first - b.first,
  );
}
