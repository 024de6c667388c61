/**
 * OTLP/HTTP JSON batches → rows. Each batch is checked whole before anything is kept: the
 * first fault throws a `BatchError` naming where it is (`resourceLogs[0].scopeLogs[0]
 * .logRecords[2]: no time`), and the server answers 400 with it and stores nothing.
 *
 * Lenient where OTLP is (unknown fields and attribute kinds are ignored, a missing `resource`
 * or `attributes` is empty), strict where the report would otherwise count wrong (a record
 * without a time or a name, a gauge value that is not a number, a track or an outcome outside
 * the contract).
 */
import { ATTR, type Attributes, fromKeyValues } from '@adnet/shared/telemetry';

export class BatchError extends Error {}

/** One log record: an event of the contract (or another name, kept as it came). */
export interface EventRow {
  tsMs: number;
  event: string;
  remote: string | null;
  version: string | null;
  track: string | null;
  route: string | null;
  session: string | null;
  outcome: string | null;
  errorCode: string | null;
  phase: string | null;
  durationMs: number | null;
  /** Resource and record attributes together (the record's win on a clash). */
  attrs: Attributes;
}

/** One gauge data point: a web vital sample. */
export interface VitalRow {
  tsMs: number;
  name: string;
  value: number;
  remote: string | null;
  version: string | null;
  track: string | null;
  route: string | null;
  session: string | null;
  attrs: Attributes;
}

const TRACKS = new Set(['stable', 'canary']);
const OUTCOMES = new Set(['loaded', 'recovered', 'failed']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `obj[key]` as an array: absent is empty, anything else but an array is a fault. */
function list(obj: Record<string, unknown>, key: string, at: string): unknown[] {
  const v = obj[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new BatchError(`${at}.${key}: expected an array`);
  return v;
}

function object(v: unknown, at: string): Record<string, unknown> {
  if (!isObject(v)) throw new BatchError(`${at}: expected an object`);
  return v;
}

/** An attribute list: every entry a `{key, value}` with a string key and an object value. */
function attributes(obj: Record<string, unknown>, at: string): Attributes {
  const entries = list(obj, 'attributes', at);
  entries.forEach((kv, i) => {
    if (!isObject(kv) || typeof kv.key !== 'string' || !isObject(kv.value)) {
      throw new BatchError(`${at}.attributes[${i}]: expected {key, value}`);
    }
  });
  return fromKeyValues(entries);
}

/**
 * OTLP's nanoseconds (a decimal string, or a number from a lax encoder) → ms; 0 and absent
 * both mean "unset" in OTLP.
 */
function nanosToMs(v: unknown): number | null {
  if (typeof v === 'string' && /^\d{1,20}$/.test(v)) {
    const ms = Number(BigInt(v) / 1_000_000n);
    return ms > 0 ? ms : null;
  }
  if (typeof v === 'number' && Number.isFinite(v) && v > 0) return Math.floor(v / 1e6);
  return null;
}

function text(attrs: Attributes, key: string): string | null {
  const v = attrs[key];
  return v === undefined || v === '' ? null : String(v);
}

/** The columns every row shares, with the contract's values checked. */
function common(attrs: Attributes, at: string) {
  const track = text(attrs, ATTR.track);
  if (track !== null && !TRACKS.has(track)) {
    throw new BatchError(`${at}: ${ATTR.track} must be stable or canary, got "${track}"`);
  }
  return {
    remote: text(attrs, ATTR.remote),
    version: text(attrs, ATTR.remoteVersion),
    track,
    route: text(attrs, ATTR.route),
    session: text(attrs, ATTR.sessionId),
  };
}

function parseJson(body: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    throw new BatchError(`the body is not JSON (${(e as Error).message})`);
  }
  if (!isObject(json)) throw new BatchError('the body is not a JSON object');
  return json;
}

/** An ExportLogsServiceRequest → event rows; throws `BatchError` on the first fault. */
export function decodeLogs(body: string): EventRow[] {
  const json = parseJson(body);
  if (!Array.isArray(json.resourceLogs)) {
    throw new BatchError('resourceLogs: expected an array (is this a logs batch?)');
  }
  const rows: EventRow[] = [];
  json.resourceLogs.forEach((rl, r) => {
    const atR = `resourceLogs[${r}]`;
    const resourceLogs = object(rl, atR);
    const resource =
      resourceLogs.resource === undefined ? {} : object(resourceLogs.resource, `${atR}.resource`);
    const resourceAttrs = attributes(resource, `${atR}.resource`);
    list(resourceLogs, 'scopeLogs', atR).forEach((sl, s) => {
      const atS = `${atR}.scopeLogs[${s}]`;
      list(object(sl, atS), 'logRecords', atS).forEach((lr, l) => {
        const at = `${atS}.logRecords[${l}]`;
        const record = object(lr, at);
        const tsMs = nanosToMs(record.timeUnixNano) ?? nanosToMs(record.observedTimeUnixNano);
        if (tsMs === null) {
          throw new BatchError(`${at}: no time (timeUnixNano or observedTimeUnixNano)`);
        }
        const attrs = { ...resourceAttrs, ...attributes(record, at) };
        const event =
          typeof record.eventName === 'string' && record.eventName !== ''
            ? record.eventName
            : text(attrs, ATTR.eventName);
        if (event === null) throw new BatchError(`${at}: no name (eventName or event.name)`);
        const outcome = text(attrs, ATTR.loadOutcome);
        if (outcome !== null && !OUTCOMES.has(outcome)) {
          throw new BatchError(
            `${at}: ${ATTR.loadOutcome} must be loaded, recovered or failed, got "${outcome}"`,
          );
        }
        const duration = attrs[ATTR.loadDuration];
        if (duration !== undefined && typeof duration !== 'number') {
          throw new BatchError(`${at}: ${ATTR.loadDuration} must be a number`);
        }
        rows.push({
          tsMs,
          event,
          ...common(attrs, at),
          outcome,
          errorCode: text(attrs, ATTR.loadErrorCode),
          phase: text(attrs, ATTR.loadPhase),
          durationMs: duration ?? null,
          attrs,
        });
      });
    });
  });
  return rows;
}

/** An ExportMetricsServiceRequest (gauges only) → vital rows; throws `BatchError`. */
export function decodeMetrics(body: string): VitalRow[] {
  const json = parseJson(body);
  if (!Array.isArray(json.resourceMetrics)) {
    throw new BatchError('resourceMetrics: expected an array (is this a metrics batch?)');
  }
  const rows: VitalRow[] = [];
  json.resourceMetrics.forEach((rm, r) => {
    const atR = `resourceMetrics[${r}]`;
    const resourceMetrics = object(rm, atR);
    const resource =
      resourceMetrics.resource === undefined
        ? {}
        : object(resourceMetrics.resource, `${atR}.resource`);
    const resourceAttrs = attributes(resource, `${atR}.resource`);
    list(resourceMetrics, 'scopeMetrics', atR).forEach((sm, s) => {
      const atS = `${atR}.scopeMetrics[${s}]`;
      list(object(sm, atS), 'metrics', atS).forEach((m, i) => {
        const atM = `${atS}.metrics[${i}]`;
        const metric = object(m, atM);
        if (typeof metric.name !== 'string' || metric.name === '') {
          throw new BatchError(`${atM}: no name`);
        }
        // Web vitals are gauges, one point per sample; a sum or a histogram would be counted
        // as samples it is not.
        if (!isObject(metric.gauge)) {
          throw new BatchError(`${atM} (${metric.name}): only gauge metrics are accepted`);
        }
        list(metric.gauge, 'dataPoints', `${atM}.gauge`).forEach((p, d) => {
          const at = `${atM}.gauge.dataPoints[${d}]`;
          const point = object(p, at);
          const tsMs = nanosToMs(point.timeUnixNano);
          if (tsMs === null) throw new BatchError(`${at}: no time (timeUnixNano)`);
          // asInt is an int64, a decimal string in JSON; asDouble a number
          const value =
            point.asDouble !== undefined
              ? point.asDouble
              : typeof point.asInt === 'string' && /^-?\d+$/.test(point.asInt)
                ? Number(point.asInt)
                : point.asInt;
          if (typeof value !== 'number' || !Number.isFinite(value)) {
            throw new BatchError(`${at}: the value (asDouble) is not a number`);
          }
          const attrs = { ...resourceAttrs, ...attributes(point, at) };
          rows.push({ tsMs, name: metric.name as string, value, ...common(attrs, at), attrs });
        });
      });
    });
  });
  return rows;
}
