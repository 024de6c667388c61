/**
 * For the controller's unit tests: a temp folder with an `app-config.json` (plan and wallet, the
 * wallet stable at v1), its audit file and a collector database, made before each test and
 * removed after; a controller on a fake clock whose collector says what the test wants.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuditLine, appendAudit, readAudit } from '@adnet/collector/audit';
import type { Verdict } from '@adnet/collector/report';
import { type Db, openDb } from '@adnet/collector/store';
import { afterEach, beforeEach } from 'vitest';
import type { ReleaseConfig } from './config-edit';
import { FileConfigWriter } from './config-writer';
import type { ControllerDeps, ReleaseRequest } from './controller';
import { fakeManifest, type Served } from './fake-build';
import { sentence } from './words';

export const SEC = 1_000;
export const START = Date.parse('2026-03-02T09:00:00Z');
export const CANARY = 'http://127.0.0.1:9/v2/mf-manifest.json';

/** The test's files, set before each test. */
export const fx = {
  dir: '',
  file: '',
  auditFile: '',
  db: null as unknown as Db,
  servers: [] as Served[],
};

beforeEach(() => {
  fx.dir = mkdtempSync(join(tmpdir(), 'adnet-release-'));
  fx.file = join(fx.dir, 'app-config.json');
  fx.auditFile = join(fx.dir, 'app-config.json.release-audit.jsonl');
  const remotes = [
    { name: 'plan', manifest: 'http://localhost:3002/mf-manifest.json', prefixes: ['/plan'] },
    {
      name: 'wallet',
      manifest: 'http://localhost:3003/mf-manifest.json',
      version: 'v1',
      prefixes: ['/wallet'],
    },
  ];
  const config = { apiBase: 'http://localhost:3010', remotes };
  writeFileSync(fx.file, `${JSON.stringify(config, null, 2)}\n`);
  fx.db = openDb(join(fx.dir, 'telemetry.sqlite'));
});
afterEach(async () => {
  fx.db.close();
  await Promise.all(fx.servers.map((s) => s.close()));
  fx.servers = [];
  rmSync(fx.dir, { recursive: true, force: true });
});

export const request = (patch: Partial<ReleaseRequest> = {}): ReleaseRequest => ({
  remote: 'wallet',
  manifest: CANARY,
  version: 'v2',
  steps: [1, 5, 25, 50, 100],
  stepMinutes: 1,
  minSessions: 3,
  deadlineMinutes: 60,
  onDeadline: 'pause',
  intervalMs: 30 * SEC,
  ...patch,
});

/** Records into the test's audit file. */
export const record = (l: AuditLine) => appendAudit(fx.auditFile, l);

/** A controller on a fake clock: each sleep moves it on; `verdictAt` says what the collector says. */
export function deps(verdictAt: (nowMs: number) => Verdict, patch: Partial<ControllerDeps> = {}) {
  const clock = { now: START };
  const lines: string[] = [];
  const d: ControllerDeps = {
    writer: new FileConfigWriter(fx.file),
    record: (l) => {
      record(l);
      lines.push(sentence(l));
    },
    actor: 'release controller (test)',
    now: () => clock.now,
    sleep: async (ms) => {
      clock.now += ms;
    },
    log: (l) => lines.push(l),
    preflight: async () => ({ problems: [], manifest: fakeManifest(), checked: 5 }),
    judge: async ({ nowMs }) => ({
      verdict: verdictAt(nowMs),
      reasons: [`${verdictAt(nowMs)} evidence`],
    }),
    sessions: async () => 5,
    snapshot: async () => undefined,
    heartbeat: () => {},
    ...patch,
  };
  return { d, clock, lines };
}

/** A person's command (`--rollback`, pause, resume, promote) on the same clock. */
export const person = (actor: string, clock: { now: number }) => ({
  writer: new FileConfigWriter(fx.file),
  record,
  actor,
  now: () => clock.now,
  log: () => {},
  snapshot: async () => undefined,
});

export const config = () => JSON.parse(readFileSync(fx.file, 'utf8')) as ReleaseConfig;
export const wallet = () => config().remotes.find((r) => r.name === 'wallet')!;
export const audit = () => readAudit(fx.auditFile, { remote: 'wallet' });
