/**
 * Records of the start buffer → OTLP/HTTP JSON (the names in @adnet/shared/telemetry). Pure:
 * the agent gives it the context a record needs.
 */
import {
  ATTR,
  type Attributes,
  EVENTS,
  type LogRecord,
  type LogsRequest,
  type Metric,
  type MetricsRequest,
  type NumberDataPoint,
  SCOPE_NAME,
  SERVICE_NAME,
  toKeyValues,
  unixNano,
  VITAL_UNITS,
  VITALS,
  type VitalKey,
} from '@adnet/shared/telemetry';
import type { Kind, Rec } from './recorder';
import { describeError } from './scrub';

export interface Session {
  hostVersion: string;
  sessionId: string;
  shell: 'android' | 'ios' | 'browser';
}

/** What every record carries besides its own fields, read when it is encoded. */
export interface Common {
  language: string;
  connection: string;
  /** Remotes this session runs on their canary, comma-separated. */
  canaries: string;
}

const EVENT_OF: Record<Kind, string> = {
  view: EVENTS.pageView,
  load: EVENTS.remoteLoad,
  error: EVENTS.error,
  contract: EVENTS.contract,
  fallback: EVENTS.canaryFallback,
};

const SEVERITY = { info: [9, 'INFO'], warn: [13, 'WARN'], error: [17, 'ERROR'] } as const;

/** The Module Federation error code of a failure (RUNTIME-008), or ''. */
export function federationCode(error: unknown): string {
  const text = error instanceof Error ? `${error.message}` : String(error ?? '');
  return /\bRUNTIME-\d{3}\b/.exec(text)?.[0] ?? '';
}

const PHASE_OF_CODE: Record<string, string> = {
  'RUNTIME-003': 'manifest',
  'RUNTIME-007': 'manifest',
  'RUNTIME-013': 'manifest',
  'RUNTIME-001': 'entry',
  'RUNTIME-008': 'entry',
  'RUNTIME-011': 'entry',
  'RUNTIME-002': 'init',
  'RUNTIME-015': 'init',
  'RUNTIME-004': 'expose',
  'RUNTIME-014': 'expose',
};

/** Where a remote's load failed: from its code, else from what the error is. */
export function phaseOf(error: unknown, hint?: unknown): string {
  if (typeof hint === 'string' && hint) return hint;
  const code = federationCode(error);
  if (PHASE_OF_CODE[code]) return PHASE_OF_CODE[code];
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'RemoteIncompatibleError') return 'contract';
  if (name === 'ChunkLoadError' || /loading (css )?chunk/i.test(String(error))) return 'chunk';
  return 'expose';
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

/**
 * The outcome of each remote load, in the order they came: failed when it threw; recovered
 * when it came through after a failure of the same remote in this page (a retry, or the
 * stable build after a canary); else loaded. The chunk-recovery path names its own.
 */
export function loadOutcomes() {
  const failedBefore = new Set<string>();
  return (rec: Rec): Rec => {
    if (rec.kind !== 'load' || typeof rec.data.outcome === 'string') return rec;
    const d = rec.data;
    let outcome = 'loaded';
    if (d.error !== undefined) {
      outcome = 'failed';
      failedBefore.add(rec.app);
    } else if (d.recovered || failedBefore.delete(rec.app)) {
      outcome = 'recovered';
    }
    return {
      ...rec,
      data: { ...d, outcome, phase: d.error !== undefined && d.entry ? 'entry' : d.phase },
    };
  };
}

/** One record → one OTLP log record. `secrets`: strings that must never leave (the token). */
export function toLogRecord(rec: Rec, common: Common, secrets: readonly string[]): LogRecord {
  const attrs: Attributes = {
    [ATTR.eventName]: EVENT_OF[rec.kind],
    [ATTR.language]: common.language,
    [ATTR.route]: rec.route,
    [ATTR.connection]: common.connection,
    [ATTR.canaries]: common.canaries,
    [ATTR.remote]: rec.app,
    [ATTR.remoteVersion]: rec.version,
    [ATTR.track]: rec.track,
  };
  if (rec.key) attrs[ATTR.canaryKey] = rec.key;
  let severity: (typeof SEVERITY)[keyof typeof SEVERITY] = SEVERITY.info;
  let body = `${rec.kind} ${rec.route}`;
  const d = rec.data;
  if (rec.kind === 'load') {
    const outcome = str(d.outcome) || 'loaded';
    attrs[ATTR.loadOutcome] = outcome;
    attrs[ATTR.loadDuration] = Math.max(0, Math.round(Number(d.ms) || 0));
    if (outcome === 'failed' || d.error !== undefined) {
      attrs[ATTR.loadErrorCode] = federationCode(d.error);
      attrs[ATTR.loadPhase] = phaseOf(d.error, d.phase);
    } else if (typeof d.phase === 'string') {
      attrs[ATTR.loadPhase] = d.phase;
    }
    if (outcome === 'failed') severity = SEVERITY.warn;
    body = `${rec.app} ${rec.version} ${outcome}`;
  } else if (rec.kind === 'error') {
    const e = describeError(d.error, secrets);
    attrs[ATTR.errorSource] = str(d.source) || 'error';
    attrs[ATTR.exceptionType] = e.type;
    attrs[ATTR.exceptionMessage] = e.message;
    if (e.stack) attrs[ATTR.exceptionStacktrace] = e.stack;
    severity = SEVERITY.error;
    body = `${e.type}: ${e.message}`;
  } else if (rec.kind === 'contract') {
    attrs[ATTR.contractOutcome] = 'refused';
    attrs[ATTR.contractDetail] = describeError(str(d.detail), secrets).message;
    severity = SEVERITY.warn;
    body = `${rec.app} refused: ${attrs[ATTR.contractDetail]}`;
  } else if (rec.kind === 'fallback') {
    attrs[ATTR.fallbackReason] = str(d.reason);
    severity = SEVERITY.warn;
    body = `${rec.app} canary ${rec.version} left (${str(d.reason)})`;
  }
  return {
    timeUnixNano: unixNano(rec.t),
    observedTimeUnixNano: unixNano(Date.now()),
    severityNumber: severity[0],
    severityText: severity[1],
    eventName: EVENT_OF[rec.kind],
    body: { stringValue: body },
    attributes: toKeyValues(attrs),
  };
}

function resourceOf(session: Session) {
  return {
    attributes: toKeyValues({
      [ATTR.serviceName]: SERVICE_NAME,
      [ATTR.serviceVersion]: session.hostVersion,
      [ATTR.sessionId]: session.sessionId,
      [ATTR.shell]: session.shell,
    }),
  };
}

export function logsRequest(session: Session, records: LogRecord[]): LogsRequest {
  return {
    resourceLogs: [
      {
        resource: resourceOf(session),
        scopeLogs: [
          { scope: { name: SCOPE_NAME, version: session.hostVersion }, logRecords: records },
        ],
      },
    ],
  };
}

export interface VitalSample {
  key: VitalKey;
  value: number;
  t: number;
  attributes: Attributes;
}

export function toDataPoint(s: VitalSample): NumberDataPoint {
  return { timeUnixNano: unixNano(s.t), asDouble: s.value, attributes: toKeyValues(s.attributes) };
}

export function metricsRequest(session: Session, samples: VitalSample[]): MetricsRequest {
  const byKey = new Map<VitalKey, NumberDataPoint[]>();
  for (const s of samples) byKey.set(s.key, [...(byKey.get(s.key) ?? []), toDataPoint(s)]);
  const metrics: Metric[] = [...byKey].map(([key, dataPoints]) => ({
    name: VITALS[key],
    unit: VITAL_UNITS[key],
    gauge: { dataPoints },
  }));
  return {
    resourceMetrics: [
      {
        resource: resourceOf(session),
        scopeMetrics: [{ scope: { name: SCOPE_NAME, version: session.hostVersion }, metrics }],
      },
    ],
  };
}
