/**
 * The ClickHouse store on a real ClickHouse engine (chDB, in process): the exporter's tables,
 * filled by the row mapper from the host's OTLP JSON, counted by the store's SQL, judged by
 * the report's code, give the same figures and verdicts as the SQLite file fed the same
 * replay through the collector's own decoding. collector/README.md, "At scale: ClickHouse".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChdbConnection } from 'chdb/connection';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendAudit, readAudit } from '../src/audit';
import {
  clickhouseClient,
  clickhouseSettings,
  createTables,
  insertOtlp,
} from '../src/clickhouse/connect';
import { replay, replaySpanMs } from '../src/clickhouse/replay';
import { clickhouseStore } from '../src/clickhouse/store';
import { decodeLogs, decodeMetrics } from '../src/ingest/otlp';
import { createStore, openDb } from '../src/ingest/store';
import { main } from '../src/report/health';
import { type HealthDetails, healthDetails, healthDetailsFrom } from '../src/report/report';

const SESSIONS = 10_000;
// ending ten minutes ago, so that `pnpm health --since 24h` reads all of it
const START = Math.floor((Date.now() - replaySpanMs(SESSIONS) - 600_000) / 60_000) * 60_000;
const NOW = START + replaySpanMs(SESSIONS) + 60_000;
const DATABASE = 'otel';

const dir = mkdtempSync(join(tmpdir(), 'adnet-chdb-'));
const file = join(dir, 'telemetry.sqlite');
const client = clickhouseClient(
  clickhouseSettings({}),
  createChdbConnection({ path: join(dir, 'chdb') }),
);
// the audit both read: the SQLite file's, where a release shipped the messaging canary
const store = clickhouseStore(client, {
  database: DATABASE,
  audit: (remote) => {
    const db = openDb(file, { readonly: true });
    try {
      return readAudit(db, remote ? { remote } : {});
    } finally {
      db.close();
    }
  },
});
let events = 0;

beforeAll(async () => {
  await createTables(client, DATABASE);
  const db = openDb(file);
  // judged from its shipping, a third of the way in, at the replay's 10 % (report/releases.ts)
  appendAudit(db, {
    tsMs: START + replaySpanMs(SESSIONS) / 3,
    remote: 'messaging',
    version: '1.3.0',
    action: 'ship',
    actor: 'release controller (test)',
    from: 'stable 1.2.0',
    to: 'canary 1.3.0 10 %',
    reason: 'pre-flight passed',
  });
  const sqlite = createStore(db);
  for (const batch of replay({ sessions: SESSIONS, startMs: START })) {
    sqlite.insert(
      decodeLogs(JSON.stringify(batch.logs)),
      decodeMetrics(JSON.stringify(batch.metrics)),
    );
    await insertOtlp(client, DATABASE, { logs: [batch.logs], metrics: [batch.metrics] });
    events += batch.events;
  }
  db.close();
});

afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const windows = [
  { since: '24h', now: NOW },
  { sinceMs: START + 20 * 60_000, now: NOW },
  { since: '24h', now: NOW, remote: 'plan' },
];

describe('the ClickHouse store on chDB against the SQLite file, one replay', () => {
  it(`holds ${SESSIONS.toLocaleString('en')} sessions in both`, async () => {
    expect(events).toBeGreaterThan(50_000);
    const counted = await client.query({
      query: `SELECT (SELECT count() FROM ${DATABASE}.otel_logs) + (SELECT count() FROM ${DATABASE}.otel_metrics_gauge) AS n`,
      format: 'JSONEachRow',
      clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
    });
    expect(await counted.json()).toEqual([{ n: events }]);
  });

  for (const w of windows) {
    it(`gives the same figures, verdicts, evidence and series (${JSON.stringify({ ...w, now: undefined })})`, async () => {
      const sqlite = healthDetails({ db: file, ...w });
      const clickhouse = await healthDetailsFrom(store, w);
      expect(clickhouse.groups.length).toBeGreaterThan(0);
      expect(strip(clickhouse)).toEqual(strip(sqlite));
    });
  }

  it('pnpm health --store clickhouse prints what pnpm health --db prints, exit code too', async () => {
    const printed = async (argv: string[]) => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        const code = await main(argv, {}, () => ({ ...store, close: async () => {} }));
        return { code, out: JSON.parse(String(log.mock.calls[0]?.[0])) };
      } finally {
        log.mockRestore();
      }
    };
    const sqlite = await printed(['--json', '--since', '24h', '--db', file]);
    const clickhouse = await printed(['--json', '--since', '24h', '--store', 'clickhouse']);
    expect(sqlite.code).toBe(1);
    expect(clickhouse).toEqual(sqlite);
    expect(clickhouse.out.remotes.length).toBeGreaterThanOrEqual(8);
  });

  it('says what the replay was made to: three canaries rolled back, the healthy one not', async () => {
    const { groups } = await healthDetailsFrom(store, windows[0]!);
    const verdict = (name: string) =>
      groups.find((g) => g.name === name && g.track === 'canary')?.verdict;
    expect(verdict('wallet')).toBe('roll back');
    expect(verdict('adcenter')).toBe('roll back');
    expect(verdict('plan')).toBe('roll back');
    expect(verdict('messaging')).not.toBe('roll back');
    // judged from its shipping: fewer sessions than the window holds
    const messaging = (since: object) =>
      healthDetails({ db: file, ...since }).evidence.find((e) => e.name === 'messaging');
    expect(
      groups.find((g) => g.name === 'messaging' && g.track === 'canary')?.sessions,
    ).toBeGreaterThan(0);
    expect(messaging(windows[0]!)).not.toEqual(messaging({ ...windows[0]!, sinceMs: START - 1 }));
    const plan = groups.find((g) => g.name === 'plan' && g.track === 'canary');
    expect(plan?.fired).toContain('lcp');
    const wallet = groups.find((g) => g.name === 'wallet' && g.track === 'canary');
    expect(wallet?.merchants).toBeLessThan(wallet?.sessions ?? 0);
  });
});

/** Everything but the thresholds object (the same import on both sides). */
function strip(d: HealthDetails) {
  const { thresholds: _, ...rest } = d;
  return rest;
}
