/**
 * Fills a running collector with an hour of made-up traffic, through its OTLP endpoints as the
 * host would send it: a stable build of each remote, and beside them
 * - a wallet canary that fails one session in five (its merchants fall back to stable) and is
 *   slower: roll back;
 * - an ad centre canary whose every load failed: roll back too, until a release's audit says
 *   it was rolled back (the health page's e2e writes that line);
 * - a messaging canary as good as its stable, with enough sessions: promote;
 * - a plan with too little traffic to judge: hold.
 * For a look at the health page without a host:
 *
 *   pnpm exec tsx collector/src/demo.ts [collector URL]    (default PORT_BASE + 11)
 */
import { ATTR, type Attributes, EVENTS, OTLP_PATHS, type VitalKey } from '@adnet/shared/telemetry';
import { collectorOrigin } from '@adnet/shared/workspace/ports';
import {
  about,
  type EventInput,
  logsBatch,
  metricsBatch,
  type VitalInput,
} from '../ingest/batches';
import { madeUpLoad } from './made-up';
import { seeded } from './simulate';

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

const build = (remote: string, version: string, route: string, over: Partial<Build>): Build => ({
  remote,
  version,
  track: 'stable',
  sessions: 0,
  failRate: 0.01,
  errorRate: 0.01,
  lcp: 1800,
  inp: 110,
  route,
  ...over,
});

export const BUILDS: Build[] = [
  build('adcenter', '2.3.0', '/ad-center', { sessions: 600, lcp: 1700, inp: 120 }),
  build('adcenter', '2.4.0-rc.1', '/ad-center', { track: 'canary', sessions: 12, failRate: 1 }),
  build('plan', '1.7.2', '/plan', { sessions: 4, failRate: 0, errorRate: 0, lcp: 1900 }),
  build('wallet', '1.8.0', '/wallet', { sessions: 1200 }),
  build('wallet', '1.9.0-rc.1', '/wallet', {
    track: 'canary',
    sessions: 80,
    failRate: 0.2,
    errorRate: 0.08,
    lcp: 2900,
    inp: 180,
  }),
  build('messaging', '1.2.0', '/notification', { sessions: 2400, failRate: 0.005, lcp: 1500 }),
  build('messaging', '1.3.0', '/notification', {
    track: 'canary',
    sessions: 400,
    failRate: 0.005,
    errorRate: 0.01,
    lcp: 1450,
    inp: 105,
  }),
];

/** Sessions per request: one OTLP batch holds many sessions' resources. */
const PER_REQUEST = 50;

export function demoTraffic(now = Date.now()) {
  const rand = seeded(42);
  const logs: ReturnType<typeof logsBatch>['resourceLogs'] = [];
  const metrics: ReturnType<typeof metricsBatch>['resourceMetrics'] = [];
  let n = 0;
  for (const b of BUILDS) {
    const stableOf = BUILDS.find((s) => s.remote === b.remote && s.track === 'stable') ?? b;
    for (let s = 0; s < b.sessions; s++) {
      const session = `demo-${++n}`;
      const start = now - 58 * 60_000 + rand() * 56 * 60_000;
      const key: Attributes =
        b.track === 'canary' ? { [ATTR.canaryKey]: `demo-merchant-${n}` } : {};
      const own: Attributes = {
        ...about(b.remote, b.version, b.track),
        [ATTR.route]: b.route,
        ...key,
      };
      const events: EventInput[] = [
        {
          name: EVENTS.pageView,
          tsMs: start,
          attrs: { ...about('host', '1.0.0', 'stable'), [ATTR.route]: '/login' },
        },
      ];
      const failed = rand() < b.failRate;
      const load = (attrs: Attributes, outcome: string, tsMs: number) =>
        events.push(madeUpLoad(rand, attrs, outcome, tsMs));
      load(own, failed ? 'failed' : 'loaded', start + 400);
      // a canary that failed leaves for stable at once, as the host does; stable shows its error
      let attrs: Attributes = own;
      if (failed && b.track === 'canary') {
        events.push({
          name: EVENTS.canaryFallback,
          tsMs: start + 401,
          attrs: { ...own, [ATTR.fallbackReason]: 'load' },
        });
        attrs = { ...about(b.remote, stableOf.version, 'stable'), [ATTR.route]: b.route };
        load(attrs, 'recovered', start + 900);
      }
      const ran = attrs === own ? b : stableOf;
      const views = failed && b.track === 'stable' ? 1 : 2 + Math.floor(rand() * 5);
      for (let v = 0; v < views; v++) {
        const t = start + 1000 + v * 20_000;
        events.push({ name: EVENTS.pageView, tsMs: t, attrs });
        if (rand() < ran.errorRate / 2) {
          events.push({
            name: EVENTS.error,
            tsMs: t + 500,
            attrs: {
              ...attrs,
              [ATTR.exceptionType]: 'TypeError',
              [ATTR.exceptionMessage]: 'x is undefined',
              [ATTR.errorSource]: 'error',
            },
          });
        }
      }
      const vitals: VitalInput[] = [];
      const sample = (vital: VitalKey, median: number) =>
        vitals.push({ vital, value: median * (0.6 + rand() * 0.9), tsMs: start + 3000, attrs });
      sample('lcp', ran.lcp);
      sample('inp', ran.inp);
      sample('ttfb', 180);
      vitals.push({
        vital: 'cls',
        value: Math.round(rand() * 80) / 1000,
        tsMs: start + 3000,
        attrs,
      });
      logs.push(...logsBatch(events, session).resourceLogs);
      metrics.push(...metricsBatch(vitals, session).resourceMetrics);
    }
  }
  const batches: { path: string; body: unknown }[] = [];
  for (let i = 0; i < logs.length; i += PER_REQUEST) {
    batches.push({ path: OTLP_PATHS.logs, body: { resourceLogs: logs.slice(i, i + PER_REQUEST) } });
    batches.push({
      path: OTLP_PATHS.metrics,
      body: { resourceMetrics: metrics.slice(i, i + PER_REQUEST) },
    });
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
