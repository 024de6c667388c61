/** `pnpm health`: its arguments, its JSON and its table, against a database file. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATTR, EVENTS } from '@adnet/shared/telemetry';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { appendAudit } from '../audit';
import { about, logsBatch } from '../ingest/batches';
import { decodeLogs } from '../ingest/otlp';
import { createStore, openDb } from '../ingest/store';
import { formatTable, main } from './health';
import { healthDetails } from './report';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = mkdtempSync(join(tmpdir(), 'collector-health-'));
const file = join(dir, 'telemetry.sqlite');
const now = Date.now();

const db = openDb(file);
const wallet = about('wallet', '1.8.0', 'stable');
const store = createStore(db);
store.insert(
  decodeLogs(
    JSON.stringify(
      logsBatch([
        { name: EVENTS.pageView, tsMs: now - 60_000, attrs: wallet },
        {
          name: EVENTS.remoteLoad,
          tsMs: now - 60_000,
          attrs: { ...wallet, [ATTR.loadOutcome]: 'failed', [ATTR.loadErrorCode]: 'RUNTIME-003' },
        },
        { name: EVENTS.pageView, tsMs: now - 60_000, attrs: about('plan', '2.0.0', 'canary') },
      ]),
    ),
  ),
  [],
);
db.close();

/** A second database: a wallet canary that every one of its six merchants failed on. */
const broken = join(dir, 'broken.sqlite');
const bad = openDb(broken);
const canary = about('wallet', '1.9.0', 'canary');
for (let s = 0; s < 6; s++) {
  createStore(bad).insert(
    decodeLogs(
      JSON.stringify(
        logsBatch(
          [
            {
              name: EVENTS.remoteLoad,
              tsMs: now - 60_000 + s,
              attrs: { ...canary, [ATTR.canaryKey]: `k${s}`, [ATTR.loadOutcome]: 'failed' },
            },
            {
              name: EVENTS.canaryFallback,
              tsMs: now - 60_000 + s,
              attrs: { ...canary, [ATTR.canaryKey]: `k${s}`, [ATTR.fallbackReason]: 'chunk' },
            },
          ],
          `canary-${s}`,
        ),
      ),
    ),
    [],
  );
}
bad.close();

afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
  vi.spyOn(console, 'error').mockImplementation((s: string) => void err.push(s));
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => !!out.push(String(s)));
  const code = main(argv, {});
  vi.restoreAllMocks();
  return { code, out: out.join(''), err: err.join('') };
}

describe('pnpm health', () => {
  it('--json prints { remotes } with exactly the agreed fields', () => {
    const { code, out } = run(['--json', '--db', file, '--since', '1h']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(['remotes']);
    expect(json.remotes).toEqual([
      {
        name: 'plan',
        version: '2.0.0',
        track: 'canary',
        views: 1,
        loads: 0,
        loadFailures: 0,
        errors: 0,
        lcpP75: null,
        inpP75: null,
        clsP75: null,
        verdict: 'hold',
        sessions: 1,
        failedSessions: 0,
        errorSessions: 0,
        merchants: 1,
        merchantsLeft: 0,
        evidence: expect.stringMatching(/^0 of 1 sessions failed against 0 of 0 on stable/),
      },
      {
        name: 'wallet',
        version: '1.8.0',
        track: 'stable',
        views: 1,
        loads: 1,
        loadFailures: 1,
        errors: 0,
        lcpP75: null,
        inpP75: null,
        clsP75: null,
        verdict: 'hold',
        sessions: 1,
        failedSessions: 1,
        errorSessions: 0,
        merchants: null,
        merchantsLeft: null,
        evidence: expect.stringMatching(/^1 of 1 sessions failed, 0 had an error; 1 of the \d+/),
      },
    ]);
  });

  it('exits 1 while a line says roll back, in the table and in JSON, and 0 once rolled back', () => {
    const json = run(['--json', '--db', broken]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out).remotes[0]).toMatchObject({
      verdict: 'roll back',
      merchants: 6,
      merchantsLeft: 6,
      failedSessions: 6,
    });
    const table = run(['--db', broken]);
    expect(table.code).toBe(1);
    expect(table.out).toContain('6 (6 left)');
    expect(table.out).toMatch(/wallet 1\.9\.0 canary: roll back: 5 sessions in a row failed/);
    expect(table.out).toContain('1 line says roll back: exit code 1');
    const writable = openDb(broken);
    appendAudit(writable, {
      ...{ tsMs: now, remote: 'wallet', version: '1.9.0', action: 'rollback', actor: 'test' },
      ...{ from: 'canary 5 %', to: 'canary 0 %', reason: 'roll back' },
    });
    writable.close();
    const after = run(['--db', broken]);
    expect(after.code).toBe(0);
    expect(after.out).toMatch(/wallet 1\.9\.0 canary: rolled back: already rolled back/);
  });

  it('--remote keeps one remote', () => {
    const { out } = run(['--json', '--db', file, '--remote', 'wallet']);
    expect(JSON.parse(out).remotes.map((r: { name: string }) => r.name)).toEqual(['wallet']);
  });

  it('prints an aligned table with the failures by code and why each verdict', () => {
    const { code, out } = run(['--db', file]);
    expect(code).toBe(0);
    const lines = out.split('\n');
    const head = lines.findIndex((l) => l.startsWith('remote'));
    expect(lines[head]).toMatch(
      /^remote\s+version\s+track\s+sessions\s+failed\s+w\/ error\s+merchants\s+views\s+loads/,
    );
    // the columns line up: the verdicts start under "verdict", the counts end under "views"
    const verdictAt = lines[head]?.indexOf('verdict');
    expect(lines[head + 2]?.indexOf('hold')).toBe(verdictAt);
    expect(lines[head + 3]?.indexOf('hold')).toBe(verdictAt);
    const viewsEnd = (lines[head]?.indexOf('views') ?? 0) + 'views'.length;
    expect(lines[head + 3]?.slice(viewsEnd - 5, viewsEnd)).toBe('    1');
    expect(lines[head + 2]).toContain('1 (0 left)'); // the plan's canary: its merchants
    expect(out).toContain('wallet 1.8.0 stable: hold: 1 of 1 sessions failed');
    expect(out).toContain('failed loads: RUNTIME-003 ×1');
  });

  it('says so when the window is empty', () => {
    expect(formatTable([])).toBe('No events in this window.\n');
    const details = healthDetails({ db: file, since: '1h', remote: 'messaging' });
    expect(formatTable(details.groups)).toBe('No events in this window.\n');
  });

  it('exits 2 on a bad argument or a missing database, and says which codes in its usage', () => {
    expect(run(['--help']).out).toMatch(
      /exit code: 1 while a line says "roll back", 2 on bad input/,
    );
    expect(run(['--since', '1y', '--db', file]).code).toBe(2);
    expect(run(['--frobnicate']).code).toBe(2);
    const missing = run(['--db', join(dir, 'nope.sqlite')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('nope.sqlite');
  });

  it('runs as the root package script', () => {
    const res = spawnSync('pnpm', ['-s', 'health', '--json', '--db', file], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(res.status, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout).remotes).toHaveLength(2);
  }, 60_000); // pnpm and tsx start cold: seconds on a busy machine
});
