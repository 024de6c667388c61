/** Decoding and checking OTLP/HTTP JSON batches: what is kept, and every fault named. */
import { ATTR, EVENTS } from '@adnet/shared/telemetry';
import { describe, expect, it } from 'vitest';
import { about, logsBatch, metricsBatch } from './batches';
import { BatchError, decodeLogs, decodeMetrics } from './otlp';

const T = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('decodeLogs', () => {
  it('keeps each record with its columns, resource and record attributes together', () => {
    const body = logsBatch(
      [
        {
          name: EVENTS.remoteLoad,
          tsMs: T,
          attrs: {
            ...about('wallet', '1.9.0', 'canary'),
            [ATTR.route]: '/wallet',
            [ATTR.loadOutcome]: 'failed',
            [ATTR.loadErrorCode]: 'RUNTIME-003',
            [ATTR.loadPhase]: 'entry',
            [ATTR.loadDuration]: 412,
          },
        },
        { name: EVENTS.pageView, tsMs: T + 1, attrs: { [ATTR.remote]: 'host' } },
      ],
      'abc',
    );
    const rows = decodeLogs(JSON.stringify(body));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      tsMs: T,
      event: 'adnet.remote.load',
      remote: 'wallet',
      version: '1.9.0',
      track: 'canary',
      route: '/wallet',
      session: 'abc',
      outcome: 'failed',
      errorCode: 'RUNTIME-003',
      phase: 'entry',
      durationMs: 412,
    });
    expect(rows[0]?.attrs['service.name']).toBe('merchant-center');
    expect(rows[1]).toMatchObject({ event: 'adnet.page_view', remote: 'host', track: null });
  });

  it('takes the name from event.name and the time from observedTimeUnixNano when needed', () => {
    const body = {
      resourceLogs: [
        {
          scopeLogs: [
            {
              logRecords: [
                {
                  timeUnixNano: '0',
                  observedTimeUnixNano: `${BigInt(T) * 1_000_000n}`,
                  attributes: [{ key: 'event.name', value: { stringValue: 'adnet.error' } }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(decodeLogs(JSON.stringify(body))).toMatchObject([{ event: 'adnet.error', tsMs: T }]);
  });

  it('accepts an empty batch', () => {
    expect(decodeLogs('{"resourceLogs":[]}')).toEqual([]);
  });

  const record = (r: Record<string, unknown>) =>
    JSON.stringify({ resourceLogs: [{ scopeLogs: [{ logRecords: [r] }] }] });
  const at = 'resourceLogs[0].scopeLogs[0].logRecords[0]';
  const time = `${BigInt(T) * 1_000_000n}`;

  it.each([
    ['not JSON', '{"resourceLogs": [', /not JSON/],
    ['not an object', '[1, 2]', /not a JSON object/],
    ['a metrics batch', '{"resourceMetrics": []}', /resourceLogs: expected an array/],
    ['scopeLogs not a list', '{"resourceLogs":[{"scopeLogs":{}}]}', /scopeLogs: expected an array/],
    ['a record without a time', record({ eventName: 'x' }), `${at}: no time`],
    ['a time that is not a number', record({ eventName: 'x', timeUnixNano: 'soon' }), /no time/],
    ['a record without a name', record({ timeUnixNano: time }), `${at}: no name`],
    [
      'an attribute without a key',
      record({ eventName: 'x', timeUnixNano: time, attributes: [{ value: {} }] }),
      /attributes\[0\]: expected \{key, value\}/,
    ],
    [
      'a track outside the contract',
      record({
        eventName: 'x',
        timeUnixNano: time,
        attributes: [{ key: ATTR.track, value: { stringValue: 'beta' } }],
      }),
      /adnet\.remote\.track must be stable or canary, got "beta"/,
    ],
    [
      'an outcome outside the contract',
      record({
        eventName: 'x',
        timeUnixNano: time,
        attributes: [{ key: ATTR.loadOutcome, value: { stringValue: 'ok' } }],
      }),
      /adnet\.load\.outcome must be/,
    ],
    [
      'a duration that is not a number',
      record({
        eventName: 'x',
        timeUnixNano: time,
        attributes: [{ key: ATTR.loadDuration, value: { stringValue: '12' } }],
      }),
      /duration_ms must be a number/,
    ],
  ])('refuses %s', (_, body, message) => {
    expect(() => decodeLogs(body)).toThrow(BatchError);
    expect(() => decodeLogs(body)).toThrow(message);
  });
});

describe('decodeMetrics', () => {
  it('keeps one row per gauge data point', () => {
    const body = metricsBatch([
      { vital: 'lcp', value: 1834.5, tsMs: T, attrs: about('plan', '1.0.0', 'stable') },
      { vital: 'cls', value: 0.04, tsMs: T, attrs: about('plan', '1.0.0', 'stable') },
    ]);
    expect(decodeMetrics(JSON.stringify(body))).toMatchObject([
      { name: 'adnet.web_vital.lcp', value: 1834.5, remote: 'plan', track: 'stable', tsMs: T },
      { name: 'adnet.web_vital.cls', value: 0.04, session: 'session-1' },
    ]);
  });

  it('reads asInt as well as asDouble', () => {
    const body = {
      resourceMetrics: [
        {
          scopeMetrics: [
            {
              metrics: [
                {
                  name: 'adnet.web_vital.ttfb',
                  gauge: {
                    dataPoints: [{ timeUnixNano: `${BigInt(T) * 1_000_000n}`, asInt: '210' }],
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    expect(decodeMetrics(JSON.stringify(body))).toMatchObject([{ value: 210 }]);
  });

  const metric = (m: Record<string, unknown>) =>
    JSON.stringify({ resourceMetrics: [{ scopeMetrics: [{ metrics: [m] }] }] });
  const time = `${BigInt(T) * 1_000_000n}`;

  it.each([
    ['a logs batch', '{"resourceLogs": []}', /resourceMetrics: expected an array/],
    ['a metric without a name', metric({ gauge: { dataPoints: [] } }), /no name/],
    ['a sum', metric({ name: 'm', sum: { dataPoints: [] } }), /only gauge metrics/],
    [
      'a non-number value',
      metric({ name: 'm', gauge: { dataPoints: [{ timeUnixNano: time, asDouble: 'fast' }] } }),
      /dataPoints\[0\]: the value \(asDouble\) is not a number/,
    ],
    [
      'a point without a value',
      metric({ name: 'm', gauge: { dataPoints: [{ timeUnixNano: time }] } }),
      /not a number/,
    ],
    [
      'a point without a time',
      metric({ name: 'm', gauge: { dataPoints: [{ asDouble: 1 }] } }),
      /no time/,
    ],
  ])('refuses %s', (_, body, message) => {
    expect(() => decodeMetrics(body)).toThrow(message);
  });
});
