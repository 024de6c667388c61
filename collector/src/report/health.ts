/**
 * `pnpm health [--since 1h] [--remote wallet] [--json] [--db path]`: the health report of the
 * collector's database, per remote and version, canary under stable, with a verdict each
 * (promote, hold, roll back, rolled back; the rules and numbers: thresholds.ts, README.md).
 *
 * `--json` prints `{ "remotes": [ ... ] }` with the fields of `RemoteHealth`; the table adds
 * the failures by error code, each canary's merchants and the evidence of every rule. The
 * database is `--db`, else COLLECTOR_DB, else the collector's default for PORT_BASE.
 * `--store clickhouse` (or HEALTH_STORE=clickhouse) counts the same window in ClickHouse, in
 * the OpenTelemetry Collector exporter's tables (clickhouse/settings.ts names the settings; the
 * client is loaded then only), and
 * reads the release audit from `--audit <file>` (a database with the audit) when given.
 *
 * Exit code: 1 while any line says "roll back" (a script or CI gate stops on it; a version
 * the release audit already rolled back says "rolled back" and does not count), 2 on a usage
 * error or a missing database, 0 otherwise.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { openClickhouseStore } from '../clickhouse/connect';
import { storeKind } from '../clickhouse/settings';
import { settingsFromEnv } from '../ingest/config';
import {
  type GroupHealth,
  type HealthDetails,
  healthDetails,
  healthDetailsFrom,
  parseSince,
  toRemoteHealth,
} from './report';
import { loadClickhouse } from './stores';

const USAGE = `usage: pnpm health [--since 30m|1h|24h|7d] [--remote <name>] [--json] [--db <file>]
       pnpm health --store clickhouse [--audit <file>] [--since …] [--remote …] [--json]
         (CLICKHOUSE_URL, CLICKHOUSE_DATABASE, CLICKHOUSE_USER, CLICKHOUSE_PASSWORD)
exit code: 1 while a line says "roll back", 2 on bad input or a store it cannot read, else 0`;

const num = (n: number | null, unit = '') =>
  n === null ? '–' : `${n.toLocaleString('en')}${unit}`;

const codes = (byCode: Record<string, number>) =>
  Object.entries(byCode)
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code || 'no code'} ×${n}`)
    .join(', ');

/** The human table: one line per remote, version and track, then the evidence of each. */
export function formatTable(groups: readonly GroupHealth[]): string {
  if (groups.length === 0) return 'No events in this window.\n';
  const head = [
    'remote',
    'version',
    'track',
    'sessions',
    'failed',
    'w/ error',
    'merchants',
    'views',
    'loads',
    'failed loads',
    'LCP p75',
    'INP p75',
    'CLS p75',
    'verdict',
  ];
  const right = new Set([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  const lines = groups.map((g) => [
    g.name,
    g.version,
    g.track,
    num(g.sessions),
    num(g.failedSessions),
    num(g.errorSessions),
    g.merchants === null ? '–' : `${num(g.merchants)} (${num(g.merchantsLeft ?? 0)} left)`,
    num(g.views),
    num(g.loads),
    num(g.loadFailures),
    num(g.lcpP75, ' ms'),
    num(g.inpP75, ' ms'),
    g.clsP75 === null ? '–' : g.clsP75.toFixed(3),
    g.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = [row(head), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row), ''];
  for (const g of groups) {
    out.push(`${g.name} ${g.version} ${g.track}: ${g.verdict}: ${g.evidence}`);
    if (g.track === 'canary') for (const r of g.reasons) out.push(`  - ${r}`);
    if (g.loadFailures) out.push(`  - failed loads: ${codes(g.failuresByCode)}`);
  }
  const rollBack = groups.filter((g) => g.verdict === 'roll back').length;
  if (rollBack)
    out.push('', `${rollBack} line${rollBack > 1 ? 's say' : ' says'} roll back: exit code 1`);
  return `${out.join('\n')}\n`;
}

interface Values {
  since?: string;
  remote?: string;
  json?: boolean;
  db?: string;
  store?: string;
  audit?: string;
  help?: boolean;
}

/** Exit code 1 while a line says roll back; the JSON or the table on stdout. */
function print(details: HealthDetails, values: Values, where: string): number {
  const code = details.groups.some((g) => g.verdict === 'roll back') ? 1 : 0;
  if (values.json) {
    console.log(JSON.stringify({ remotes: details.groups.map(toRemoteHealth) }, null, 2));
    return code;
  }
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  process.stdout.write(
    `Health ${iso(details.fromMs)} → ${iso(details.toMs)} UTC (last ${values.since}${values.remote ? `, ${values.remote} only` : ''}), ${where}\n\n${formatTable(details.groups)}`,
  );
  return code;
}

/** `--store clickhouse`: the same report, counted by ClickHouse (CLICKHOUSE_URL and the rest). */
async function fromClickhouse(
  values: Values,
  env: NodeJS.ProcessEnv,
  open?: typeof openClickhouseStore,
): Promise<number> {
  let opener = open;
  try {
    opener ??= (await loadClickhouse()).openClickhouseStore;
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const store = opener(env, values.audit);
  try {
    const details = await healthDetailsFrom(store, {
      since: values.since,
      ...(values.remote ? { remote: values.remote } : {}),
    });
    return print(details, values, store.where);
  } catch (e) {
    console.error(`cannot read ${store.where}: ${(e as Error).message}`);
    return 2;
  } finally {
    await store.close();
  }
}

/**
 * `open`: how `--store clickhouse` reaches its server (the tests hand it chDB's); by default
 * the ClickHouse side, loaded then.
 */
export function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  open?: typeof openClickhouseStore,
): number | Promise<number> {
  let values: Values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string', default: '1h' },
        remote: { type: 'string' },
        json: { type: 'boolean', default: false },
        db: { type: 'string' },
        store: { type: 'string', default: env.HEALTH_STORE ?? 'sqlite' },
        audit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
    parseSince(values.since ?? '1h');
    values.store = storeKind(values.store);
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.store === 'clickhouse') return fromClickhouse(values, env, open);
  const db = values.db ?? settingsFromEnv(env).dbFile;
  let details: HealthDetails;
  try {
    details = healthDetails({ db, since: values.since, remote: values.remote });
  } catch (e) {
    console.error(`cannot read ${db}: ${(e as Error).message}`);
    return 2;
  }
  return print(details, values, db);
}

// run as a script (tsx collector/src/health.ts), not when a test imports it
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
