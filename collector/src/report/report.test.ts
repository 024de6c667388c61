/** The report's arithmetic, its window, and its lines from a database file, field by field. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ATTR, EVENTS, VITALS } from '@adnet/shared/telemetry';
import { afterAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../audit';
import {
  about,
  type EventInput,
  logsBatch,
  metricsBatch,
  type VitalInput,
} from '../ingest/batches';
import { decodeLogs, decodeMetrics } from '../ingest/otlp';
import { createStore, openDb } from '../ingest/store';
import { THRESHOLDS as T } from '../verdict/thresholds';
import {
  aggregate,
  bucketOf,
  healthDetails,
  healthReport,
  p75,
  parseSince,
  type Row,
} from './report';

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
  const send = (session: string, events: EventInput[], vitals: VitalInput[] = []) =>
    store.insert(
      decodeLogs(JSON.stringify(logsBatch(events, session))),
      decodeMetrics(JSON.stringify(metricsBatch(vitals, session))),
    );
  // four stable sessions, 30 views between them, each loading the wallet
  for (let s = 0; s < 4; s++) {
    send(`stable-${s}`, [
      {
        name: EVENTS.remoteLoad,
        tsMs: now - 50 * 60_000 + s,
        attrs: { ...stable, [ATTR.loadOutcome]: 'loaded' },
      },
      ...times(s < 2 ? 8 : 7, 0).map((_, i) => ({
        name: EVENTS.pageView,
        tsMs: now - (i + s * 8) * 60_000,
        attrs: stable,
      })),
    ]);
  }
  send(
    'stable-0',
    [],
    [
      { vital: 'lcp', value: 1800.4, tsMs: now - 1000, attrs: stable },
      { vital: 'cls', value: 0.12345, tsMs: now - 1000, attrs: stable },
    ],
  );
  // six canary sessions of five merchants (k3 twice), each failing to load and falling back:
  // five in a row on distinct merchants, the run rule
  ['k1', 'k2', 'k3', 'k3', 'k4', 'k5'].forEach((key, s) => {
    const attrs = { ...canary, [ATTR.canaryKey]: key };
    send(`canary-${s}`, [
      {
        name: EVENTS.remoteLoad,
        tsMs: now - 40 * 60_000 + s * 1000,
        attrs: { ...attrs, [ATTR.loadOutcome]: 'failed', [ATTR.loadErrorCode]: 'RUNTIME-003' },
      },
      {
        name: EVENTS.canaryFallback,
        tsMs: now - 40 * 60_000 + s * 1000 + 1,
        attrs: { ...attrs, [ATTR.fallbackReason]: 'load' },
      },
      // then the stable build: a session of the canary, not one of stable's
      {
        name: EVENTS.remoteLoad,
        tsMs: now - 40 * 60_000 + s * 1000 + 2,
        attrs: { ...stable, [ATTR.loadOutcome]: 'recovered' },
      },
    ]);
  });
  send('plan-1', [
    { name: EVENTS.pageView, tsMs: now - 1000, attrs: about('plan', '2.0.0', 'stable') },
  ]);
  // outside a 1h window
  send('plan-0', [
    { name: EVENTS.pageView, tsMs: now - 2 * 3_600_000, attrs: about('plan', '2.0.0', 'stable') },
  ]);
  db.close();

  it('prints the agreed fields, old ones first, from a database file', () => {
    const report = healthReport({ db: file, since: '1h', now });
    expect(report.remotes.map((r) => [r.name, r.version, r.track, r.verdict])).toEqual([
      ['plan', '2.0.0', 'stable', 'hold'],
      ['wallet', '1.8.0', 'stable', 'hold'],
      ['wallet', '1.9.0', 'canary', 'roll back'],
    ]);
    const [, wallet, walletCanary] = report.remotes;
    expect(wallet).toEqual({
      name: 'wallet',
      version: '1.8.0',
      track: 'stable',
      views: 30,
      loads: 10,
      loadFailures: 0,
      errors: 0,
      lcpP75: 1800,
      inpP75: null,
      clsP75: 0.123,
      verdict: 'hold',
      sessions: 4,
      failedSessions: 0,
      errorSessions: 0,
      merchants: null,
      merchantsLeft: null,
      evidence: `0 of 4 sessions failed, 0 had an error; 4 of the ${T.stableMinSessions} sessions a verdict needs`,
    });
    expect(walletCanary).toMatchObject({
      views: 0,
      loads: 6,
      loadFailures: 6,
      sessions: 6,
      failedSessions: 6,
      errorSessions: 0,
      merchants: 5,
      merchantsLeft: 5,
    });
    expect(walletCanary?.evidence).toBe(
      `${T.runLength} sessions in a row failed, on ${T.runLength} merchants: roll back (99.98 % confidence)`,
    );
    for (const r of report.remotes) {
      expect(Object.keys(r)).toEqual([
        ...['name', 'version', 'track', 'views', 'loads', 'loadFailures', 'errors'],
        ...['lcpP75', 'inpP75', 'clsP75', 'verdict', 'sessions', 'failedSessions'],
        ...['errorSessions', 'merchants', 'merchantsLeft', 'evidence'],
      ]);
    }
  });

  it('filters by remote and by window, relative or from an absolute start', () => {
    expect(healthReport({ db: file, since: '1h', remote: 'plan', now }).remotes).toHaveLength(1);
    expect(healthReport({ db: file, since: '24h', remote: 'plan', now }).remotes[0]?.views).toBe(2);
    const walletStable = (r: ReturnType<typeof healthReport>) =>
      r.remotes.find((x) => x.track === 'stable' && x.name === 'wallet');
    expect(walletStable(healthReport({ db: file, since: '15m', now }))?.views).toBe(16);
    expect(healthReport({ db: file, sinceMs: now - 30 * 60_000, now })).toEqual(
      healthReport({ db: file, since: '30m', now }),
    );
    // from after the canary's sessions: nothing of it left to judge
    const late = healthReport({ db: file, sinceMs: now - 39 * 60_000, now });
    expect(late.remotes.some((r) => r.track === 'canary')).toBe(false);
    expect(() => healthReport({ db: file, sinceMs: Number.NaN, now })).toThrow(/sinceMs/);
  });

  it("puts every event of the window in a bucket, and traces each canary's evidence", () => {
    const details = healthDetails({ db: file, since: '1h', now });
    expect(details.buckets).toHaveLength(13); // 12 five-minute buckets and the one filling up
    const wallet = details.series.find((s) => s.name === 'wallet' && s.track === 'stable');
    expect(wallet?.views.reduce((a, b) => a + b)).toBe(30);
    const canaryLine = details.series.find((s) => s.track === 'canary');
    expect(canaryLine?.loadFailures.reduce((a, b) => a + b)).toBe(6);
    const compared = details.compare.find((c) => c.name === 'wallet');
    expect(compared?.canary).toMatchObject({ failureRate: 1, sessions: 6, failedShare: 1 });
    expect(compared?.stable).toMatchObject({ sessions: 4, failedShare: 0 });
    const [trace] = details.evidence;
    expect(trace).toMatchObject({ name: 'wallet', version: '1.9.0', failuresBound: 200 });
    expect(trace?.failures).toHaveLength(13);
    // null before the canary's first session, a number from then on: 1, since no stable
    // session began after the canary's first (nothing to compare it with)
    expect(trace?.failures[0]).toBeNull();
    expect(trace?.failures.at(-1)).toBe(1);
  });

  it('tells a version the release audit rolled back apart from one that needs it', () => {
    const writable = openDb(file);
    appendAudit(writable, {
      tsMs: now - 30 * 60_000,
      remote: 'wallet',
      version: '1.9.0',
      action: 'rollback',
      actor: 'test',
      from: 'canary 5 %',
      to: 'canary 0 %',
      reason: 'roll back',
    });
    writable.close();
    const line = healthReport({ db: file, since: '1h', now }).remotes.find(
      (r) => r.track === 'canary',
    );
    expect(line?.verdict).toBe('rolled back');
    expect(line?.evidence).toMatch(/^already rolled back \(release audit\); 5 sessions in a row/);
  });

  it('refuses a database file that does not exist', () => {
    expect(() => healthReport({ db: join(dir, 'missing.sqlite') })).toThrow();
  });
});
