/** The report's arithmetic and every rule of the verdict, each with a case on either side. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ATTR, EVENTS, VITALS } from '@adnet/shared/telemetry';
import { afterAll, describe, expect, it } from 'vitest';
import { about, logsBatch, metricsBatch } from './batches';
import { decodeLogs, decodeMetrics } from './otlp';
import {
  aggregate,
  bucketOf,
  type GroupStats,
  healthDetails,
  healthReport,
  p75,
  parseSince,
  type Row,
  verdictOf,
} from './report';
import { createStore, openDb } from './store';
import { THRESHOLDS as T } from './thresholds';

const ev = (name: string, remote: string, extra: Partial<Row> = {}): Row => ({
  kind: 'event',
  name,
  remote,
  version: '1.0.0',
  track: 'stable',
  ...extra,
});

const vital = (name: string, value: number, remote = 'wallet', track = 'stable'): Row => ({
  kind: 'vital',
  name,
  value,
  remote,
  version: '1.0.0',
  track,
});

/** A group with enough traffic and clean figures: promote, unless a case changes it. */
function healthy(over: Partial<GroupStats> = {}): GroupStats {
  return {
    name: 'wallet',
    version: '1.1.0',
    track: 'canary',
    views: T.minViews,
    loads: T.minLoads,
    loadFailures: 0,
    failuresByCode: {},
    errors: 0,
    lcp: [],
    inp: [],
    cls: [],
    ...over,
  };
}

const times = (n: number, v: number) => Array.from({ length: n }, () => v);

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3); // rank ceil(0.75 × 4) = 3
    expect(p75([5, 1, 4, 2, 3])).toBe(4); // rank ceil(3.75) = 4
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
    expect(p75(Array.from({ length: 101 }, (_, i) => i + 1))).toBe(76);
  });
});

describe('aggregate', () => {
  it('counts views, every load attempt, failures by code and errors per remote, version and track', () => {
    const groups = aggregate([
      ev(EVENTS.pageView, 'wallet'),
      ev(EVENTS.pageView, 'wallet'),
      ev(EVENTS.pageView, 'wallet', { track: 'canary', version: '1.1.0' }),
      ev(EVENTS.remoteLoad, 'wallet', { outcome: 'loaded' }),
      ev(EVENTS.remoteLoad, 'wallet', { outcome: 'recovered' }),
      ev(EVENTS.remoteLoad, 'wallet', { outcome: 'failed', errorCode: 'RUNTIME-003' }),
      ev(EVENTS.remoteLoad, 'wallet', { outcome: 'failed', errorCode: 'RUNTIME-003' }),
      ev(EVENTS.remoteLoad, 'wallet', { outcome: 'failed', errorCode: null }),
      ev(EVENTS.error, 'wallet'),
      ev(EVENTS.contract, 'wallet'),
      ev(EVENTS.pageView, 'plan', { version: null, track: null }),
      vital(VITALS.lcp, 1200),
      vital(VITALS.ttfb, 300),
    ]);
    expect(groups.map((g) => `${g.name} ${g.version} ${g.track}`)).toEqual([
      'plan unknown stable',
      'wallet 1.0.0 stable',
      'wallet 1.1.0 canary',
    ]);
    expect(groups[1]).toMatchObject({
      views: 2,
      loads: 5,
      loadFailures: 3,
      failuresByCode: { 'RUNTIME-003': 2, '': 1 },
      errors: 1,
      lcp: [1200],
      inp: [],
    });
    expect(groups[2]).toMatchObject({ views: 1, loads: 0 });
  });

  it('counts the errors and vital samples the rates and p75s are made of', () => {
    const rows: Row[] = [
      ...times(40, 0).map(() => ev(EVENTS.pageView, 'wallet')),
      ev(EVENTS.error, 'wallet'),
      ev(EVENTS.error, 'wallet'),
      ...[100, 200, 300, 400].map((v) => vital(VITALS.inp, v)),
    ];
    const [g] = aggregate(rows);
    expect(((g?.errors ?? 0) * 1000) / (g?.views ?? 1)).toBe(50);
    expect(p75(g?.inp ?? [])).toBe(300);
  });
});

describe('verdictOf', () => {
  it('promotes a group with enough traffic and nothing wrong, stable or canary', () => {
    expect(verdictOf(healthy()).verdict).toBe('promote');
    expect(verdictOf(healthy({ track: 'stable' })).verdict).toBe('promote');
  });

  it('holds with too few views', () => {
    expect(verdictOf(healthy({ views: T.minViews - 1 })).verdict).toBe('hold');
    expect(verdictOf(healthy({ views: T.minViews })).verdict).toBe('promote');
  });

  it('holds with too few loads, except for the host, which is never loaded', () => {
    expect(verdictOf(healthy({ loads: T.minLoads - 1 })).verdict).toBe('hold');
    expect(verdictOf(healthy({ name: 'host', loads: 0 })).verdict).toBe('promote');
  });

  it('rolls back above the load failure rate, from the minimum number of loads', () => {
    // 3 loads, 1 failed: 33% > 5%
    expect(verdictOf(healthy({ loads: T.minLoads, loadFailures: 1 })).verdict).toBe('roll back');
    // below the minimum: too few to judge, so hold rather than roll back
    expect(verdictOf(healthy({ loads: T.minLoads - 1, loadFailures: 1 })).verdict).toBe('hold');
    // exactly at the rate is not above it: 1 of 20 = 5%
    expect(verdictOf(healthy({ loads: 20, loadFailures: 1 })).verdict).toBe('promote');
    expect(verdictOf(healthy({ loads: 19, loadFailures: 1 })).verdict).toBe('roll back');
  });

  it('rolls back above the errors per 1,000 views, from the minimum number of views', () => {
    const views = 40;
    const atLimit = (T.maxErrorsPer1000Views * views) / 1000; // 2 errors in 40 views = 50
    expect(verdictOf(healthy({ views, errors: atLimit })).verdict).toBe('promote');
    const over = verdictOf(healthy({ views, errors: atLimit + 1 }));
    expect(over.verdict).toBe('roll back');
    expect(over.reasons.join()).toMatch(/errors per 1,000 views/);
    expect(verdictOf(healthy({ views: T.minViews - 1, errors: 10 })).verdict).toBe('hold');
  });

  it("rolls back a canary whose p75 LCP is clearly worse than stable's", () => {
    const stable = { lcp: times(T.minVitalSamples, 2000), inp: [] };
    const worse = 2000 * T.lcpWorseRatio + 1; // 2,501 ms: over the ratio and the margin
    expect(verdictOf(healthy({ lcp: times(5, worse) }), stable).verdict).toBe('roll back');
    expect(verdictOf(healthy({ lcp: times(5, 2000 * T.lcpWorseRatio) }), stable).verdict).toBe(
      'promote',
    );
    // a large ratio of small numbers is not "clearly worse": under the margin in ms
    const fast = { lcp: times(5, 400), inp: [] };
    expect(verdictOf(healthy({ lcp: times(5, 400 + T.lcpWorseByMs - 1) }), fast).verdict).toBe(
      'promote',
    );
    // too few samples on either side: not compared
    expect(verdictOf(healthy({ lcp: times(4, 9000) }), stable).verdict).toBe('promote');
    expect(
      verdictOf(healthy({ lcp: times(5, 9000) }), { lcp: times(4, 2000), inp: [] }).verdict,
    ).toBe('promote');
    // a stable build is never held against itself
    expect(verdictOf(healthy({ track: 'stable', lcp: times(5, 9000) }), stable).verdict).toBe(
      'promote',
    );
  });

  it("rolls back a canary whose p75 INP is clearly worse than stable's", () => {
    const stable = { lcp: [], inp: times(T.minVitalSamples, 200) };
    expect(verdictOf(healthy({ inp: times(5, 200 * T.inpWorseRatio + 1) }), stable).verdict).toBe(
      'roll back',
    );
    expect(verdictOf(healthy({ inp: times(5, 200 * T.inpWorseRatio) }), stable).verdict).toBe(
      'promote',
    );
    const fast = { lcp: [], inp: times(5, 40) };
    expect(verdictOf(healthy({ inp: times(5, 40 + T.inpWorseByMs - 1) }), fast).verdict).toBe(
      'promote',
    );
    expect(verdictOf(healthy({ inp: times(5, 40 + T.inpWorseByMs) }), fast).verdict).toBe(
      'roll back',
    );
  });

  it('reads its numbers from the thresholds it is given', () => {
    const g = healthy({ loads: 10, loadFailures: 1 });
    expect(verdictOf(g).verdict).toBe('roll back');
    expect(verdictOf(g, undefined, { ...T, maxLoadFailureRate: 0.2 }).verdict).toBe('promote');
  });
});

describe('parseSince and buckets', () => {
  it('reads 30m, 1h, 24h and 7d, and nothing else', () => {
    expect(parseSince('30m')).toBe(30 * 60_000);
    expect(parseSince('1h')).toBe(3_600_000);
    expect(parseSince('24h')).toBe(86_400_000);
    expect(parseSince('7d')).toBe(7 * 86_400_000);
    for (const bad of ['', '1', '0h', 'h', '1w', '-1h', '1.5h']) {
      expect(() => parseSince(bad), bad).toThrow(/--since/);
    }
  });

  it('cuts a window into at most 48 buckets', () => {
    expect(bucketOf(parseSince('30m'))).toBe(60_000);
    expect(bucketOf(parseSince('1h'))).toBe(5 * 60_000);
    expect(bucketOf(parseSince('24h'))).toBe(3_600_000);
    expect(bucketOf(parseSince('7d'))).toBe(6 * 3_600_000);
  });
});

describe('healthReport', () => {
  const dir = mkdtempSync(join(tmpdir(), 'collector-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'telemetry.sqlite');
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const db = openDb(file);
  const store = createStore(db);
  const stable = about('wallet', '1.8.0', 'stable');
  const canary = about('wallet', '1.9.0', 'canary');
  const events = [
    ...times(30, 0).map((_, i) => ({
      name: EVENTS.pageView,
      tsMs: now - i * 60_000,
      attrs: stable,
    })),
    ...times(4, 0).map(() => ({
      name: EVENTS.remoteLoad,
      tsMs: now - 1000,
      attrs: { ...stable, [ATTR.loadOutcome]: 'loaded' },
    })),
    ...times(3, 0).map(() => ({
      name: EVENTS.remoteLoad,
      tsMs: now - 1000,
      attrs: { ...canary, [ATTR.loadOutcome]: 'failed', [ATTR.loadErrorCode]: 'RUNTIME-003' },
    })),
    { name: EVENTS.pageView, tsMs: now - 1000, attrs: about('plan', '2.0.0', 'stable') },
    // outside a 1h window
    { name: EVENTS.pageView, tsMs: now - 2 * 3_600_000, attrs: about('plan', '2.0.0', 'stable') },
  ];
  store.insert(
    decodeLogs(JSON.stringify(logsBatch(events))),
    decodeMetrics(
      JSON.stringify(
        metricsBatch([
          { vital: 'lcp', value: 1800.4, tsMs: now - 1000, attrs: stable },
          { vital: 'cls', value: 0.12345, tsMs: now - 1000, attrs: stable },
        ]),
      ),
    ),
  );
  db.close();

  it('prints exactly the agreed shape, from a database file', () => {
    const report = healthReport({ db: file, since: '1h', now });
    expect(report).toEqual({
      remotes: [
        {
          name: 'plan',
          version: '2.0.0',
          track: 'stable',
          views: 1,
          loads: 0,
          loadFailures: 0,
          errors: 0,
          lcpP75: null,
          inpP75: null,
          clsP75: null,
          verdict: 'hold',
        },
        {
          name: 'wallet',
          version: '1.8.0',
          track: 'stable',
          views: 30,
          loads: 4,
          loadFailures: 0,
          errors: 0,
          lcpP75: 1800,
          inpP75: null,
          clsP75: 0.123,
          verdict: 'promote',
        },
        {
          name: 'wallet',
          version: '1.9.0',
          track: 'canary',
          views: 0,
          loads: 3,
          loadFailures: 3,
          errors: 0,
          lcpP75: null,
          inpP75: null,
          clsP75: null,
          verdict: 'roll back',
        },
      ],
    });
    for (const r of report.remotes) {
      expect(Object.keys(r)).toEqual([
        'name',
        'version',
        'track',
        'views',
        'loads',
        'loadFailures',
        'errors',
        'lcpP75',
        'inpP75',
        'clsP75',
        'verdict',
      ]);
    }
  });

  it('filters by remote and by window', () => {
    expect(healthReport({ db: file, since: '1h', remote: 'plan', now }).remotes).toHaveLength(1);
    expect(healthReport({ db: file, since: '24h', remote: 'plan', now }).remotes[0]?.views).toBe(2);
    expect(
      healthReport({ db: file, since: '30m', now }).remotes.find(
        (r) => r.track === 'stable' && r.name === 'wallet',
      )?.views,
    ).toBe(30);
  });

  it('puts every event of the window in a bucket of the series', () => {
    const details = healthDetails({ db: file, since: '1h', now });
    expect(details.buckets).toHaveLength(13); // 12 five-minute buckets and the one filling up
    const wallet = details.series.find((s) => s.name === 'wallet' && s.track === 'stable');
    expect(wallet?.views.reduce((a, b) => a + b)).toBe(30);
    const canaryLine = details.series.find((s) => s.track === 'canary');
    expect(canaryLine?.loadFailures.reduce((a, b) => a + b)).toBe(3);
    expect(details.compare.find((c) => c.name === 'wallet')?.canary?.failureRate).toBe(1);
  });

  it('refuses a database file that does not exist', () => {
    expect(() => healthReport({ db: join(dir, 'missing.sqlite') })).toThrow();
  });
});
