/**
 * The telemetry wire contract between the host (which records) and a collector (which stores
 * and reports): OpenTelemetry over HTTP, JSON encoding (OTLP/HTTP JSON), logs and metrics.
 * docs/release.md explains every name here; a change of a name is a change of the contract
 * and needs the collector and `pnpm health` to follow.
 *
 * - Events (a remote load, an error, a page view, a contract refusal, a canary fallback) are
 *   OTLP log records, `POST {endpoint}/v1/logs`, named by `eventName` (and, for collectors
 *   that predate that field, the `event.name` attribute).
 * - Core Web Vitals are OTLP gauge data points, one point per sample,
 *   `POST {endpoint}/v1/metrics`, named `adnet.web_vital.<lcp|inp|cls|ttfb>`.
 *
 * A leaf module: it imports nothing, so the host's telemetry agent and the collector (Node)
 * can both read it.
 */

/** The OTLP/HTTP paths, appended to `telemetry.endpoint` of app-config.json. */
export const OTLP_PATHS = { logs: '/v1/logs', metrics: '/v1/metrics' } as const;

/** `service.name` of every batch the host sends. */
export const SERVICE_NAME = 'merchant-center';

/** The instrumentation scope of every batch. */
export const SCOPE_NAME = 'adnet.host';

export const EVENTS = {
  /** A route was shown: one per navigation to a matched route (the denominator of rates). */
  pageView: 'adnet.page_view',
  /** A remote's load ended: loaded, recovered (after a retry or a canary fallback) or failed. */
  remoteLoad: 'adnet.remote.load',
  /** An uncaught error, an unhandled rejection, or a render error caught by a route's boundary. */
  error: 'adnet.error',
  /** A remote refused by the shared-contract check ("this section needs an app update"). */
  contract: 'adnet.contract',
  /**
   * A canary build failed for this merchant, who is on the stable build from then on: this
   * device remembers it for that canary version.
   */
  canaryFallback: 'adnet.canary.fallback',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export const VITALS = {
  lcp: 'adnet.web_vital.lcp',
  inp: 'adnet.web_vital.inp',
  cls: 'adnet.web_vital.cls',
  ttfb: 'adnet.web_vital.ttfb',
} as const;

export type VitalKey = keyof typeof VITALS;

/** Units of the vitals: milliseconds, CLS unitless ("1" in UCUM). */
export const VITAL_UNITS: Record<VitalKey, 'ms' | '1'> = {
  lcp: 'ms',
  inp: 'ms',
  cls: '1',
  ttfb: 'ms',
};

/** Attribute keys. Resource attributes describe the session; the others each record. */
export const ATTR = {
  // resource (one per page session)
  serviceName: 'service.name',
  /** The host's build version (its package version and build id). */
  serviceVersion: 'service.version',
  /** A random id per page session; never the merchant's id, never stored across sessions. */
  sessionId: 'session.id',
  /** 'android' | 'ios' | 'browser': the hybrid shell the page runs in, or none. */
  shell: 'adnet.shell',

  // every record
  eventName: 'event.name',
  /** The UI language (en, zh-CN, ...). */
  language: 'adnet.lang',
  /** The matched route's pattern, `/wallet/withdraw`: never the full URL, never a query. */
  route: 'adnet.route',
  /** navigator.connection's effective type (4g, 3g, ...) or 'unknown'. */
  connection: 'network.connection.subtype',
  /** The app the record is about: 'host' or a remote's name. */
  remote: 'adnet.remote',
  /** That app's version: the config's label, else the manifest's build version. */
  remoteVersion: 'adnet.remote.version',
  /** 'stable' | 'canary': the build of that remote this merchant was assigned. */
  track: 'adnet.remote.track',
  /** The remotes this session runs on their canary build, comma-separated ('' for none). */
  canaries: 'adnet.canary.remotes',
  /**
   * On a record about a canary build (track 'canary', and its fallback): a random key per
   * merchant, device and canary version, kept on the device (never derived from the merchant's
   * id), so a collector counts the merchants a canary reached and left, not page loads.
   */
  canaryKey: 'adnet.canary.key',

  // adnet.remote.load
  /** 'loaded' | 'recovered' | 'failed'. */
  loadOutcome: 'adnet.load.outcome',
  /** The Module Federation error code (RUNTIME-001 ... RUNTIME-008), or '' when none. */
  loadErrorCode: 'adnet.load.error_code',
  /** 'manifest' | 'entry' | 'init' | 'expose' | 'chunk' | 'contract'. */
  loadPhase: 'adnet.load.phase',
  /** Milliseconds from the start of the load to its end (int). */
  loadDuration: 'adnet.load.duration_ms',

  // adnet.error
  exceptionType: 'exception.type',
  exceptionMessage: 'exception.message',
  exceptionStacktrace: 'exception.stacktrace',
  /** 'error' | 'unhandledrejection' | 'boundary'. */
  errorSource: 'adnet.error.source',

  // adnet.contract
  /** 'refused' (the section shows "needs an app update"). */
  contractOutcome: 'adnet.contract.outcome',
  /** What the remote needs and the host has, `@adnet/shared ^1.7.0 (host has 1.6.0)`. */
  contractDetail: 'adnet.contract.detail',

  // adnet.canary.fallback
  /** Why the canary was left: 'load' | 'contract' | 'chunk' | 'render'. */
  fallbackReason: 'adnet.canary.reason',

  // web vitals (metrics)
  /** web-vitals' rating: 'good' | 'needs-improvement' | 'poor'. */
  vitalRating: 'adnet.vital.rating',
  /** What the attribution build names as the cause (an element selector, an event type). */
  vitalTarget: 'adnet.vital.target',
} as const;

export type Track = 'stable' | 'canary';
export type LoadOutcome = 'loaded' | 'recovered' | 'failed';
export type LoadPhase = 'manifest' | 'entry' | 'init' | 'expose' | 'chunk' | 'contract';
/** Why a merchant left a canary for the stable build (`adnet.canary.reason`). */
export type FallbackReason = 'load' | 'contract' | 'chunk' | 'render';

/* ---------------------------------------------------------------------------------------
 * OTLP/HTTP JSON, the subset this app sends (opentelemetry-proto's JSON mapping: 64-bit
 * integers as decimal strings, enum values as numbers, field names in lowerCamelCase).
 * ------------------------------------------------------------------------------------- */

export type AnyValue =
  | { stringValue: string }
  | { boolValue: boolean }
  | { intValue: string | number }
  | { doubleValue: number };

export interface KeyValue {
  key: string;
  value: AnyValue;
}

export interface Resource {
  attributes: KeyValue[];
}

export interface Scope {
  name: string;
  version?: string;
}

export interface LogRecord {
  timeUnixNano: string;
  observedTimeUnixNano?: string;
  /** 9 INFO, 13 WARN, 17 ERROR (the OTLP SeverityNumber enum). */
  severityNumber?: number;
  severityText?: string;
  eventName?: string;
  body?: AnyValue;
  attributes: KeyValue[];
}

export interface LogsRequest {
  resourceLogs: {
    resource: Resource;
    scopeLogs: { scope: Scope; logRecords: LogRecord[] }[];
  }[];
}

export interface NumberDataPoint {
  timeUnixNano: string;
  asDouble: number;
  attributes: KeyValue[];
}

export interface Metric {
  name: string;
  unit?: string;
  gauge: { dataPoints: NumberDataPoint[] };
}

export interface MetricsRequest {
  resourceMetrics: {
    resource: Resource;
    scopeMetrics: { scope: Scope; metrics: Metric[] }[];
  }[];
}

export type Attributes = Record<string, string | number | boolean>;

/** `{a: 'x', n: 2}` → OTLP key-values (whole numbers as intValue, others as doubleValue). */
export function toKeyValues(attrs: Attributes): KeyValue[] {
  return Object.entries(attrs).map(([key, v]) => ({
    key,
    value:
      typeof v === 'string'
        ? { stringValue: v }
        : typeof v === 'boolean'
          ? { boolValue: v }
          : Number.isInteger(v)
            ? { intValue: String(v) }
            : { doubleValue: v },
  }));
}

/** OTLP key-values → a plain record; unknown value kinds are skipped. */
export function fromKeyValues(list: unknown): Attributes {
  const out: Attributes = {};
  if (!Array.isArray(list)) return out;
  for (const kv of list as { key?: unknown; value?: Record<string, unknown> }[]) {
    if (typeof kv?.key !== 'string' || !kv.value || typeof kv.value !== 'object') continue;
    const v = kv.value;
    if (typeof v.stringValue === 'string') out[kv.key] = v.stringValue;
    else if (typeof v.boolValue === 'boolean') out[kv.key] = v.boolValue;
    else if (typeof v.intValue === 'string' || typeof v.intValue === 'number') {
      const n = Number(v.intValue);
      if (Number.isFinite(n)) out[kv.key] = n;
    } else if (typeof v.doubleValue === 'number') out[kv.key] = v.doubleValue;
  }
  return out;
}

/** Milliseconds since the epoch → OTLP's nanoseconds as a decimal string. */
export function unixNano(ms: number): string {
  return `${BigInt(Math.round(ms)) * 1_000_000n}`;
}
