/**
 * OTLP/HTTP JSON batches as the host sends them, built from plain records: for the tests and
 * for `demo.ts`, which fills a collector with a believable hour of traffic.
 */
import {
  ATTR,
  type Attributes,
  type LogsRequest,
  type MetricsRequest,
  SCOPE_NAME,
  SERVICE_NAME,
  toKeyValues,
  unixNano,
  VITALS,
  type VitalKey,
} from '@adnet/shared/telemetry';

export interface EventInput {
  name: string;
  tsMs: number;
  attrs?: Attributes;
}

export interface VitalInput {
  vital: VitalKey;
  value: number;
  tsMs: number;
  attrs?: Attributes;
}

function resource(session: string) {
  return {
    attributes: toKeyValues({
      [ATTR.serviceName]: SERVICE_NAME,
      [ATTR.serviceVersion]: '1.0.0',
      [ATTR.sessionId]: session,
      [ATTR.shell]: 'browser',
    }),
  };
}

export function logsBatch(events: readonly EventInput[], session = 'session-1'): LogsRequest {
  return {
    resourceLogs: [
      {
        resource: resource(session),
        scopeLogs: [
          {
            scope: { name: SCOPE_NAME },
            logRecords: events.map((e) => ({
              timeUnixNano: unixNano(e.tsMs),
              severityNumber: e.name === 'adnet.error' ? 17 : 9,
              eventName: e.name,
              attributes: toKeyValues({ [ATTR.eventName]: e.name, ...e.attrs }),
            })),
          },
        ],
      },
    ],
  };
}

export function metricsBatch(points: readonly VitalInput[], session = 'session-1'): MetricsRequest {
  return {
    resourceMetrics: [
      {
        resource: resource(session),
        scopeMetrics: [
          {
            scope: { name: SCOPE_NAME },
            metrics: points.map((p) => ({
              name: VITALS[p.vital],
              unit: p.vital === 'cls' ? '1' : 'ms',
              gauge: {
                dataPoints: [
                  {
                    timeUnixNano: unixNano(p.tsMs),
                    asDouble: p.value,
                    attributes: toKeyValues(p.attrs ?? {}),
                  },
                ],
              },
            })),
          },
        ],
      },
    ],
  };
}

/** The attributes of a record about `remote` at `version` on `track`. */
export function about(remote: string, version: string, track: 'stable' | 'canary'): Attributes {
  return { [ATTR.remote]: remote, [ATTR.remoteVersion]: version, [ATTR.track]: track };
}
