/**
 * The verdict at scale, measured: the replay (../src/clickhouse/replay.ts) at 10k, 100k and 1M
 * records, written into each store (the SQLite file through the collector's decoding, chDB
 * through the exporter's row mapper) and then read by the verdict (the store's counting, then
 * the whole report), each phase in a process of its own so that its peak memory is its own.
 * A benchmark, not a test: docs/performance.md ("The verdict at scale") has its figures.
 *
 *   pnpm exec tsx collector/chdb/bench-stores.ts [--sizes 10000,100000,1000000]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { healthDetails, healthDetailsFrom } from '../src/report/report';
import { sqliteWindow } from '../src/report/window';

const RECORDS_PER_SESSION = 7.52; // the replay's, measured
const START = Date.UTC(2026, 10, 1, 0, 0, 0);
const DATABASE = 'otel';

type Store = 'sqlite' | 'clickhouse';
type Phase = 'ingest' | 'verdict' | 'window';

const sessionsFor = (records: number) => Math.round(records / RECORDS_PER_SESSION);
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** One phase of one store, in this process; prints a JSON line. */
async function phase(store: Store, p: Phase, records: number, dir: string) {
  const sessions = sessionsFor(records);
  const now = START + replaySpanMs(sessions) + 60_000;
  // the whole replay, or its last tenth (a window the order key should narrow)
  const sinceMs = p === 'window' ? START + replaySpanMs(sessions) * 0.9 : START - 1;
  const file = join(dir, 'telemetry.sqlite');
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let written = 0;
  let countMs = 0;
  if (store === 'sqlite') {
    if (p === 'ingest') {
      const db = openDb(file);
      const sqlite = createStore(db);
      for (const b of replay({ sessions, startMs: START })) {
        sqlite.insert(decodeLogs(JSON.stringify(b.logs)), decodeMetrics(JSON.stringify(b.metrics)));
        written += b.events;
      }
      db.close();
    } else {
      const db = openDb(file, { readonly: true });
      const c0 = performance.now();
      sqliteWindow(db, { fromMs: sinceMs, bucketsFrom: sinceMs, bucketMs: 3_600_000 });
      countMs = performance.now() - c0;
      healthDetails({ db, sinceMs, now });
      db.close();
    }
  } else {
    // imported here: the SQLite phases do not load the engine's library
    const { createChdbConnection } = await import('chdb/connection');
    const client = clickhouseClient(
      clickhouseSettings({}),
      createChdbConnection({ path: join(dir, 'chdb') }),
    );
    if (p === 'ingest') {
      await createTables(client, DATABASE);
      for (const b of replay({ sessions, startMs: START, perBatch: 2000 })) {
        await insertOtlp(client, DATABASE, { logs: [b.logs], metrics: [b.metrics] });
        written += b.events;
      }
    } else {
      const s = clickhouseStore(client, { database: DATABASE });
      const c0 = performance.now();
      await s.count({ fromMs: sinceMs, bucketsFrom: sinceMs, bucketMs: 3_600_000 });
      countMs = performance.now() - c0;
      await healthDetailsFrom(s, { sinceMs, now });
    }
    await client.close();
  }
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    JSON.stringify({ store, phase: p, records, written, ms, cpuMs, countMs, peakMb: peakMb() }),
  );
}

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
if (args[0] === '--one') {
  const [, store, p, records, dir] = args;
  await phase(store as Store, p as Phase, Number(records), dir ?? '');
} else {
  const sizes = (args[args.indexOf('--sizes') + 1] ?? '10000,100000,1000000')
    .split(',')
    .map(Number);
  const rows: Record<string, unknown>[] = [];
  for (const records of sizes) {
    for (const store of ['sqlite', 'clickhouse'] as const) {
      const dir = mkdtempSync(join(tmpdir(), `adnet-bench-${store}-`));
      try {
        for (const p of ['ingest', 'verdict', 'window'] as const) {
          const out = execFileSync(
            process.execPath,
            [...process.execArgv, self, '--one', store, p, String(records), dir],
            { encoding: 'utf8', maxBuffer: 1 << 24 },
          );
          const line = out.trim().split('\n').at(-1) ?? '{}';
          rows.push(JSON.parse(line));
          console.error(line);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  console.log('| records | store | phase | time | CPU time | of it, counting | peak memory |');
  console.log('| ------: | ----- | ----- | ---: | -------: | --------------: | ----------: |');
  for (const r of rows) {
    const s = (ms: unknown) => `${(Number(ms) / 1000).toFixed(2)} s`;
    console.log(
      `| ${Number(r.records).toLocaleString('en')} | ${r.store} | ${r.phase} | ${s(r.ms)} | ${s(r.cpuMs)} | ${r.phase === 'ingest' ? '' : s(r.countMs)} | ${r.peakMb} MB |`,
    );
  }
}
