/**
 * A replay of made-up page sessions as the host sends them (OTLP/HTTP JSON, batches.ts), the
 * same bytes for either store: the chDB test compares the SQLite file's report with
 * ClickHouse's on it, and `bench-stores.ts` measures both at 10k to 1M events. Seeded, so the
 * same on every machine. Four remotes, each a stable build and a canary on about 10 % of
 * merchants (by a hash of merchant and remote, as the host assigns):
 *
 * - the wallet's canary fails 10 % of its loads (the merchant falls back to stable): roll back;
 * - the ad centre's throws on render in 15 % of sessions (error screen avoided by a reload
 *   onto stable, a `render` fallback): roll back;
 * - the plan's is slower (LCP 1.6×, INP 1.5×): roll back by the rank tests;
 * - the messaging canary is as good as its stable.
 *
 * Merchants come back: a third as many merchants as sessions, and one who left a canary stays
 * on stable for that version. Every record of a session lies within its own slot of time, so
 * no two sessions share a millisecond and both stores meet the sessions in the same order.
 */
import { ATTR, type Attributes, EVENTS, type VitalKey } from '@adnet/shared/telemetry';
import {
  about,
  type EventInput,
  logsBatch,
  metricsBatch,
  type VitalInput,
} from '../ingest/batches';
import { madeUpLoad } from '../simulation/made-up';
import { seeded } from '../simulation/simulate';

interface Remote {
  name: string;
  route: string;
  stable: string;
  canary: string;
  failRate: number;
  renderRate: number;
  slow: number;
}

export const REPLAY_REMOTES: Remote[] = [
  {
    name: 'wallet',
    route: '/wallet',
    stable: '1.8.0',
    canary: '1.9.0-rc.1',
    failRate: 0.1,
    renderRate: 0,
    slow: 1,
  },
  {
    name: 'adcenter',
    route: '/ad-center',
    stable: '2.3.0',
    canary: '2.4.0-rc.1',
    failRate: 0.01,
    renderRate: 0.15,
    slow: 1,
  },
  {
    name: 'plan',
    route: '/plan',
    stable: '1.7.2',
    canary: '1.8.0-rc.1',
    failRate: 0.01,
    renderRate: 0,
    slow: 1.6,
  },
  {
    name: 'messaging',
    route: '/notification',
    stable: '1.2.0',
    canary: '1.3.0',
    failRate: 0.01,
    renderRate: 0,
    slow: 1,
  },
];

const STABLE_FAIL = 0.01;
const ERROR_RATE = 0.02;
const CANARY_SHARE = 0.1;
/** a session's slot: its records lie within its first 250 ms */
const SLOT_MS = 300;

export interface ReplayOptions {
  sessions: number;
  /** the first session's start, ms */
  startMs: number;
  seed?: number;
  /** sessions per batch (one OTLP logs and one metrics request) */
  perBatch?: number;
}

export interface ReplayBatch {
  logs: ReturnType<typeof logsBatch>;
  metrics: ReturnType<typeof metricsBatch>;
  events: number;
}

/** The window a replay of `sessions` covers, ms. */
export const replaySpanMs = (sessions: number) => sessions * SLOT_MS;

/** FNV-1a: the merchant's bucket for a remote, 0 to 1. */
function bucket(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 4294967296;
}

export function* replay(options: ReplayOptions): Generator<ReplayBatch> {
  const { sessions, startMs, seed = 7, perBatch = 500 } = options;
  const rand = seeded(seed);
  const merchants = Math.max(1, Math.floor(sessions / 3));
  const left = new Set<string>();
  let logs: ReturnType<typeof logsBatch>['resourceLogs'] = [];
  let metrics: ReturnType<typeof metricsBatch>['resourceMetrics'] = [];
  let count = 0;
  for (let i = 0; i < sessions; i++) {
    const t0 = startMs + i * SLOT_MS;
    const merchant = `m${Math.floor(rand() * merchants)}`;
    const r = REPLAY_REMOTES[Math.floor(rand() * REPLAY_REMOTES.length)] ?? REPLAY_REMOTES[0]!;
    const leftKey = `${merchant}:${r.name}`;
    const onCanary = bucket(`${r.name}:${merchant}`) < CANARY_SHARE && !left.has(leftKey);
    const stable: Attributes = { ...about(r.name, r.stable, 'stable'), [ATTR.route]: r.route };
    const canary: Attributes = {
      ...about(r.name, r.canary, 'canary'),
      [ATTR.route]: r.route,
      [ATTR.canaryKey]: `${merchant}-${r.name}-${r.canary}`,
    };
    let attrs = onCanary ? canary : stable;
    const events: EventInput[] = [
      {
        name: EVENTS.pageView,
        tsMs: t0,
        attrs: { ...about('host', '1.0.0', 'stable'), [ATTR.route]: '/login' },
      },
    ];
    const load = (a: Attributes, outcome: string, tsMs: number) =>
      events.push(madeUpLoad(rand, a, outcome, tsMs));
    const failed = rand() < (onCanary ? r.failRate : STABLE_FAIL);
    load(attrs, failed ? 'failed' : 'loaded', t0 + 10);
    if (failed && onCanary) {
      events.push({
        name: EVENTS.canaryFallback,
        tsMs: t0 + 11,
        attrs: { ...canary, [ATTR.fallbackReason]: 'load' },
      });
      left.add(leftKey);
      attrs = stable;
      load(attrs, 'recovered', t0 + 20);
    }
    if (!(failed && !onCanary)) {
      const views = 1 + Math.floor(rand() * 4);
      for (let v = 0; v < views; v++) {
        const t = t0 + 30 + v * 40;
        events.push({ name: EVENTS.pageView, tsMs: t, attrs });
        if (attrs === canary && rand() < r.renderRate) {
          events.push({
            name: EVENTS.error,
            tsMs: t + 1,
            attrs: {
              ...canary,
              [ATTR.errorSource]: 'boundary',
              [ATTR.exceptionType]: 'TypeError',
              [ATTR.exceptionMessage]: 'x is undefined',
            },
          });
          events.push({
            name: EVENTS.canaryFallback,
            tsMs: t + 2,
            attrs: { ...canary, [ATTR.fallbackReason]: 'render' },
          });
          left.add(leftKey);
          attrs = stable;
          load(attrs, 'recovered', t + 3);
        } else if (rand() < ERROR_RATE / 2) {
          events.push({
            name: EVENTS.error,
            tsMs: t + 5,
            attrs: {
              ...attrs,
              [ATTR.errorSource]: 'error',
              [ATTR.exceptionType]: 'TypeError',
              [ATTR.exceptionMessage]: 'y is null',
            },
          });
        }
      }
    }
    const ran = attrs === canary ? r : { ...r, slow: 1 };
    const vitals: VitalInput[] = [];
    const sample = (vital: VitalKey, median: number, tsMs: number) =>
      vitals.push({ vital, value: Math.round(median * (0.6 + rand() * 0.9)), tsMs, attrs });
    sample('lcp', 1800 * ran.slow, t0 + 200);
    sample('inp', 110 * (ran.slow > 1 ? 1.5 : 1), t0 + 201);
    vitals.push({ vital: 'cls', value: Math.round(rand() * 80) / 1000, tsMs: t0 + 202, attrs });
    const session = `s${seed}-${i}`;
    logs.push(...logsBatch(events, session).resourceLogs);
    metrics.push(...metricsBatch(vitals, session).resourceMetrics);
    count += events.length + vitals.length;
    if ((i + 1) % perBatch === 0 || i === sessions - 1) {
      yield { logs: { resourceLogs: logs }, metrics: { resourceMetrics: metrics }, events: count };
      logs = [];
      metrics = [];
      count = 0;
    }
  }
}
