/**
 * Fills a running collector with an hour of made-up traffic, through its OTLP endpoints as the
 * host would send it: a healthy stable of each remote, a wallet canary that fails to load
 * (roll back), a messaging canary as good as its stable (promote) and a plan with too little
 * traffic to judge (hold). For a look at the health page without a host:
 *
 *   pnpm exec tsx collector/src/demo.ts [collector URL]    (default PORT_BASE + 11)
 */
import { ATTR, EVENTS, OTLP_PATHS, type VitalKey } from '@adnet/shared/telemetry';
import { collectorOrigin } from '../../shared/build/ports';
import { about, type EventInput, logsBatch, metricsBatch, type VitalInput } from './batches';

/** A small seeded generator, so two runs draw the same page. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Build {
  remote: string;
  version: string;
  track: 'stable' | 'canary';
  sessions: number;
  failRate: number;
  errorRate: number;
  lcp: number;
  inp: number;
  route: string;
}

const BUILDS: Build[] = [
  {
    remote: 'adcenter',
    version: '2.3.0',
    track: 'stable',
    sessions: 60,
    failRate: 0.01,
    errorRate: 0.01,
    lcp: 1700,
    inp: 120,
    route: '/ad-center',
  },
  {
    remote: 'plan',
    version: '1.7.2',
    track: 'stable',
    sessions: 4,
    failRate: 0,
    errorRate: 0,
    lcp: 1900,
    inp: 140,
    route: '/plan',
  },
  {
    remote: 'wallet',
    version: '1.8.0',
    track: 'stable',
    sessions: 50,
    failRate: 0.01,
    errorRate: 0.01,
    lcp: 1800,
    inp: 110,
    route: '/wallet',
  },
  {
    remote: 'wallet',
    version: '1.9.0-rc.1',
    track: 'canary',
    sessions: 12,
    failRate: 0.3,
    errorRate: 0.08,
    lcp: 2900,
    inp: 180,
    route: '/wallet',
  },
  {
    remote: 'messaging',
    version: '1.2.0',
    track: 'stable',
    sessions: 40,
    failRate: 0,
    errorRate: 0.005,
    lcp: 1500,
    inp: 90,
    route: '/notification',
  },
  {
    remote: 'messaging',
    version: '1.3.0',
    track: 'canary',
    sessions: 10,
    failRate: 0,
    errorRate: 0,
    lcp: 1450,
    inp: 95,
    route: '/notification',
  },
];

export function demoTraffic(now = Date.now()) {
  const rand = random(42);
  const batches: { path: string; body: unknown }[] = [];
  let n = 0;
  for (const b of BUILDS) {
    for (let s = 0; s < b.sessions; s++) {
      const session = `demo-${++n}`;
      const start = now - 58 * 60_000 + rand() * 56 * 60_000;
      const attrs = { ...about(b.remote, b.version, b.track), [ATTR.route]: b.route };
      const events: EventInput[] = [
        {
          name: EVENTS.pageView,
          tsMs: start,
          attrs: { ...about('host', '1.0.0', 'stable'), [ATTR.route]: '/login' },
        },
      ];
      const failed = rand() < b.failRate;
      events.push({
        name: EVENTS.remoteLoad,
        tsMs: start + 400,
        attrs: {
          ...attrs,
          [ATTR.loadOutcome]: failed ? 'failed' : 'loaded',
          [ATTR.loadErrorCode]: failed ? (rand() < 0.7 ? 'RUNTIME-003' : 'RUNTIME-008') : '',
          [ATTR.loadPhase]: failed ? 'entry' : 'expose',
          [ATTR.loadDuration]: Math.round(200 + rand() * 600),
        },
      });
      const views = failed ? 1 : 2 + Math.floor(rand() * 5);
      const vitals: VitalInput[] = [];
      for (let v = 0; v < views; v++) {
        const t = start + 1000 + v * 20_000;
        events.push({ name: EVENTS.pageView, tsMs: t, attrs });
        if (rand() < b.errorRate * 3) {
          events.push({
            name: EVENTS.error,
            tsMs: t + 500,
            attrs: {
              ...attrs,
              [ATTR.exceptionType]: 'TypeError',
              [ATTR.exceptionMessage]: 'x is undefined',
              [ATTR.errorSource]: 'boundary',
            },
          });
        }
      }
      const sample = (vital: VitalKey, median: number) =>
        vitals.push({ vital, value: median * (0.6 + rand() * 0.9), tsMs: start + 3000, attrs });
      sample('lcp', b.lcp);
      sample('inp', b.inp);
      sample('ttfb', 180);
      vitals.push({
        vital: 'cls',
        value: Math.round(rand() * 80) / 1000,
        tsMs: start + 3000,
        attrs,
      });
      batches.push({ path: OTLP_PATHS.logs, body: logsBatch(events, session) });
      batches.push({ path: OTLP_PATHS.metrics, body: metricsBatch(vitals, session) });
    }
  }
  return batches;
}

const isMain = process.argv[1]?.endsWith('demo.ts');
if (isMain) {
  const url = process.argv[2] ?? collectorOrigin();
  const batches = demoTraffic();
  for (const { path, body } of batches) {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  console.log(`[demo] ${batches.length} batches sent to ${url}`);
}
