/**
 * The host's OTLP/HTTP JSON → rows of `otel_logs` and `otel_metrics_gauge`, as the contrib
 * ClickHouse exporter writes them (its map schema, schema.ts): one row per log record and one
 * per gauge data point; every attribute value as a string (`AnyValue.AsString`: `true`, `42`,
 * `0.25`); `ServiceName` from the resource's `service.name`; a record's time, else its
 * observed time. The exporter of that schema has no column for the record's `eventName`
 * field: the host also sends the name as the `event.name` attribute, which is what the
 * ClickHouse store reads.
 *
 * For the tests and the replay, which write what an OpenTelemetry Collector would; in
 * production the exporter writes the rows itself.
 */
import { ATTR } from '@adnet/shared/telemetry';

type Json = Record<string, unknown>;
type StringMap = Record<string, string>;

export interface LogRow {
  Timestamp: string;
  TraceId: string;
  SpanId: string;
  TraceFlags: number;
  SeverityText: string;
  SeverityNumber: number;
  ServiceName: string;
  Body: string;
  ResourceSchemaUrl: string;
  ResourceAttributes: StringMap;
  ScopeSchemaUrl: string;
  ScopeName: string;
  ScopeVersion: string;
  ScopeAttributes: StringMap;
  LogAttributes: StringMap;
}

export interface GaugeRow {
  ResourceAttributes: StringMap;
  ResourceSchemaUrl: string;
  ScopeName: string;
  ScopeVersion: string;
  ScopeAttributes: StringMap;
  ScopeDroppedAttrCount: number;
  ScopeSchemaUrl: string;
  ServiceName: string;
  MetricName: string;
  MetricDescription: string;
  MetricUnit: string;
  Attributes: StringMap;
  StartTimeUnix: string;
  TimeUnix: string;
  Value: number;
  Flags: number;
}

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An OTLP AnyValue as the exporter's `AsString` gives it. */
export function asString(value: unknown): string {
  const v = obj(value);
  if (typeof v.stringValue === 'string') return v.stringValue;
  if (typeof v.boolValue === 'boolean') return String(v.boolValue);
  if (typeof v.intValue === 'string' || typeof v.intValue === 'number') {
    return BigInt(v.intValue).toString();
  }
  if (typeof v.doubleValue === 'number') return String(v.doubleValue);
  if (v.arrayValue !== undefined || v.kvlistValue !== undefined) return JSON.stringify(v);
  return '';
}

/** An OTLP attribute list → the exporter's `Map(String, String)`. */
export function attributeMap(list: unknown): StringMap {
  const out: StringMap = {};
  for (const kv of arr(list)) {
    const { key, value } = obj(kv);
    if (typeof key === 'string') out[key] = asString(value);
  }
  return out;
}

/**
 * OTLP nanoseconds (a decimal string) → a DateTime64(9) literal in UTC, read as an absolute
 * time whatever the server's time zone (the insert sets `date_time_input_format` best_effort).
 */
export function dateTime64(nanos: unknown): string {
  const n = typeof nanos === 'string' || typeof nanos === 'number' ? BigInt(nanos) : 0n;
  const seconds = n / 1_000_000_000n;
  const fraction = (n % 1_000_000_000n).toString().padStart(9, '0');
  const iso = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  return `${iso}.${fraction}Z`;
}

const isSet = (nanos: unknown) =>
  (typeof nanos === 'string' && /^\d+$/.test(nanos) && BigInt(nanos) > 0n) ||
  (typeof nanos === 'number' && nanos > 0);

/** An ExportLogsServiceRequest → `otel_logs` rows. */
export function logRows(request: unknown): LogRow[] {
  const rows: LogRow[] = [];
  for (const rl of arr(obj(request).resourceLogs)) {
    const resource = obj(obj(rl).resource);
    const resourceAttrs = attributeMap(resource.attributes);
    const serviceName = resourceAttrs[ATTR.serviceName] ?? '';
    for (const sl of arr(obj(rl).scopeLogs)) {
      const scope = obj(obj(sl).scope);
      for (const lr of arr(obj(sl).logRecords)) {
        const r = obj(lr);
        rows.push({
          Timestamp: dateTime64(isSet(r.timeUnixNano) ? r.timeUnixNano : r.observedTimeUnixNano),
          TraceId: str(r.traceId),
          SpanId: str(r.spanId),
          TraceFlags: Number(r.flags ?? 0) & 0xff,
          SeverityText: str(r.severityText),
          SeverityNumber: Number(r.severityNumber ?? 0),
          ServiceName: serviceName,
          Body: asString(r.body),
          ResourceSchemaUrl: str(obj(rl).schemaUrl),
          ResourceAttributes: resourceAttrs,
          ScopeSchemaUrl: str(obj(sl).schemaUrl),
          ScopeName: str(scope.name),
          ScopeVersion: str(scope.version),
          ScopeAttributes: attributeMap(scope.attributes),
          LogAttributes: attributeMap(r.attributes),
        });
      }
    }
  }
  return rows;
}

/** An ExportMetricsServiceRequest → `otel_metrics_gauge` rows (its gauges; other kinds go to
 * tables of their own, which the verdict does not read). */
export function gaugeRows(request: unknown): GaugeRow[] {
  const rows: GaugeRow[] = [];
  for (const rm of arr(obj(request).resourceMetrics)) {
    const resourceAttrs = attributeMap(obj(obj(rm).resource).attributes);
    const serviceName = resourceAttrs[ATTR.serviceName] ?? '';
    for (const sm of arr(obj(rm).scopeMetrics)) {
      const scope = obj(obj(sm).scope);
      for (const m of arr(obj(sm).metrics)) {
        const metric = obj(m);
        if (metric.gauge === undefined) continue;
        for (const p of arr(obj(metric.gauge).dataPoints)) {
          const point = obj(p);
          const value =
            typeof point.asDouble === 'number' ? point.asDouble : Number(point.asInt ?? 0);
          rows.push({
            ResourceAttributes: resourceAttrs,
            ResourceSchemaUrl: str(obj(rm).schemaUrl),
            ScopeName: str(scope.name),
            ScopeVersion: str(scope.version),
            ScopeAttributes: attributeMap(scope.attributes),
            ScopeDroppedAttrCount: Number(scope.droppedAttributesCount ?? 0),
            ScopeSchemaUrl: str(obj(sm).schemaUrl),
            ServiceName: serviceName,
            MetricName: str(metric.name),
            MetricDescription: str(metric.description),
            MetricUnit: str(metric.unit),
            Attributes: attributeMap(point.attributes),
            StartTimeUnix: dateTime64(point.startTimeUnixNano ?? '0'),
            TimeUnix: dateTime64(point.timeUnixNano),
            Value: value,
            Flags: Number(point.flags ?? 0),
          });
        }
      }
    }
  }
  return rows;
}
