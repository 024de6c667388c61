/**
 * The default store loads nothing of ClickHouse: `pnpm health` and `pnpm release` on the SQLite
 * file never import `@clickhouse/client`, which `--store clickhouse` loads then
 * (docs/performance.md, "The verdict at scale: SQLite and ClickHouse"). Each run is a process
 * of its own under tsx, with a resolve hook that writes down every import of the client.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../ingest/store';

const ROOT = join(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'adnet-stores-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOOK = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@clickhouse/client')) appendFileSync(process.env.LOADS_LOG, specifier + '\\n');
  return next(specifier, context);
}`;
const register = join(dir, 'register.mjs');
writeFileSync(
  register,
  `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});\n`,
);

/** Runs a script of the repository; its exit status and the client's imports it made. */
function run(script: string, args: string[], env: Record<string, string> = {}) {
  const log = join(dir, `loads-${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(log, '');
  const out = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', register, script, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, LOADS_LOG: log, PORT_BASE: '3979' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: out.status, stderr: out.stderr, loads: readFileSync(log, 'utf8') };
}

describe('the ClickHouse client, loaded for --store clickhouse only', () => {
  const db = join(dir, 'telemetry.sqlite');

  it('is not loaded by pnpm health or pnpm release on the SQLite file', () => {
    openDb(db).close();
    const health = run('collector/src/report/health.ts', ['--json', '--db', db]);
    expect(health).toMatchObject({ status: 0, loads: '' });
    // pnpm release's whole module graph (--help ends the run once it is loaded)
    const release = run('scripts/release/main.ts', ['--help']);
    expect(release).toMatchObject({ status: 0, loads: '' });
  });

  it('is loaded by --store clickhouse, which says what it cannot read', () => {
    const health = run('collector/src/report/health.ts', ['--store', 'clickhouse'], {
      CLICKHOUSE_URL: 'http://127.0.0.1:9',
    });
    expect(health.status).toBe(2);
    expect(health.stderr).toContain('cannot read http://127.0.0.1:9, database otel');
    expect(health.loads).toContain('@clickhouse/client');
  });
});
