import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuditLine, appendAudit, readAudit } from '../../collector/src/audit';
import type { Verdict } from '../../collector/src/report';
import { type Db, openDb } from '../../collector/src/store';
import type { ReleaseConfig } from './config-edit';
import { FileConfigWriter } from './config-writer';
import { type ControllerDeps, type ReleaseRequest, runRelease } from './controller';
import { FILES, fakeManifest, type Served, serveBuild, serveHost } from './fake-build';
import { gate } from './gates';
import { webhookNotifier } from './notify';
import { rollback, statusRows } from './operator';
import { preflight } from './preflight';
import { sentence } from './words';

const SEC = 1_000;
const START = Date.parse('2026-03-02T09:00:00Z');
const CANARY = 'http://127.0.0.1:9/v2/mf-manifest.json';

let dir: string;
let file: string;
let db: Db;
let servers: Served[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'adnet-release-'));
  file = join(dir, 'app-config.json');
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        apiBase: 'http://localhost:3010',
        remotes: [
          { name: 'plan', manifest: 'http://localhost:3002/mf-manifest.json', prefixes: ['/plan'] },
          {
            name: 'wallet',
            manifest: 'http://localhost:3003/mf-manifest.json',
            version: 'v1',
            prefixes: ['/wallet'],
          },
        ],
      },
      null,
      2,
    )}\n`,
  );
  db = openDb(join(dir, 'telemetry.sqlite'));
});
afterEach(async () => {
  db.close();
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  rmSync(dir, { recursive: true, force: true });
});

const request = (patch: Partial<ReleaseRequest> = {}): ReleaseRequest => ({
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

/** A controller on a fake clock: each sleep moves it on; `verdictAt` says what the collector says. */
function deps(verdictAt: (nowMs: number) => Verdict, patch: Partial<ControllerDeps> = {}) {
  const clock = { now: START };
  const lines: string[] = [];
  const d: ControllerDeps = {
    writer: new FileConfigWriter(file),
    record: (l) => {
      appendAudit(db, l);
      lines.push(sentence(l));
    },
    actor: 'release controller (test)',
    now: () => clock.now,
    sleep: async (ms) => {
      clock.now += ms;
    },
    log: (l) => lines.push(l),
    preflight: async () => ({ problems: [], manifest: fakeManifest(), checked: 5 }),
    judge: ({ nowMs }) => ({
      verdict: verdictAt(nowMs),
      reasons: [`${verdictAt(nowMs)} evidence`],
    }),
    sessions: () => 5,
    snapshot: async () => undefined,
    heartbeat: () => {},
    ...patch,
  };
  return { d, clock, lines };
}

const config = () => JSON.parse(readFileSync(file, 'utf8')) as ReleaseConfig;
const wallet = () => config().remotes.find((r) => r.name === 'wallet')!;
const audit = () => readAudit(db, { remote: 'wallet' });

describe('the release controller', () => {
  it('walks a healthy canary through every step to stable, one audit line per change', async () => {
    const { d } = deps(() => 'promote');
    expect(await runRelease(request(), d)).toBe(0);
    const w = wallet();
    expect(w.manifest).toBe(CANARY);
    expect(w.version).toBe('v2');
    expect(w.canary).toBeUndefined();
    expect(w.snapshot?.manifest).toBe(CANARY);
    expect(w.snapshot?.remoteEntry).toBe(FILES.entry);
    expect(w.previous).toEqual({
      manifest: 'http://localhost:3003/mf-manifest.json',
      version: 'v1',
    });
    const lines = audit();
    expect(lines.map((l) => [l.action, l.from, l.to])).toEqual([
      ['ship', 'stable v1', 'canary v2 1 %'],
      ['step', 'canary v2 1 %', 'canary v2 5 %'],
      ['step', 'canary v2 5 %', 'canary v2 25 %'],
      ['step', 'canary v2 25 %', 'canary v2 50 %'],
      ['step', 'canary v2 50 %', 'canary v2 100 %'],
      ['promote', 'stable v1, canary v2 100 %', 'stable v2 (previous v1 kept)'],
    ]);
    expect(lines.every((l) => l.version === 'v2' && l.actor === 'release controller (test)')).toBe(
      true,
    );
    expect(lines[1]?.reason).toContain('verdict "promote" (promote evidence); 5 canary sessions');
    // each step waited its minute: 2 readings 30 s apart
    expect(lines.map((l) => (l.tsMs - START) / SEC)).toEqual([0, 60, 120, 180, 240, 300]);
    // the other remote is untouched
    expect(config().remotes[0]).toEqual({
      name: 'plan',
      manifest: 'http://localhost:3002/mf-manifest.json',
      prefixes: ['/plan'],
    });
  });

  it('rolls back by itself within one interval of the verdict, with its reasons', async () => {
    const badFrom = START + 95 * SEC; // the canary is at 5 % by then
    const { d } = deps((now) => (now >= badFrom ? 'roll back' : 'promote'));
    expect(await runRelease(request(), d)).toBe(1);
    const canary = wallet().canary;
    expect(canary?.percent).toBe(0);
    expect(canary?.release?.state).toBe('rolled back');
    expect(wallet().manifest).toBe('http://localhost:3003/mf-manifest.json');
    const last = audit().at(-1);
    expect(last).toMatchObject({
      action: 'rollback',
      from: 'canary v2 5 %',
      to: 'canary v2 0 %',
      reason: 'verdict "roll back": roll back evidence',
    });
    expect((last?.tsMs ?? 0) - badFrom).toBeLessThanOrEqual(30 * SEC);
  });

  it('waits on "hold" and on too few sessions, whatever the time', async () => {
    const { d, clock } = deps((now) => (now < START + 10 * 60 * SEC ? 'hold' : 'roll back'));
    expect(await runRelease(request(), d)).toBe(1);
    expect(audit().map((l) => l.action)).toEqual(['ship', 'rollback']);
    expect(clock.now).toBe(START + 10 * 60 * SEC);
  });

  it('ends a step that gathers no sessions by its deadline: rolled back, or paused and watched', async () => {
    // no traffic at all: the collector answers "no canary events yet" and 0 sessions
    const quiet = { sessions: () => 0 };
    const noEvents = () => 'hold' as const;
    const rolled = deps(noEvents, quiet);
    const req = request({ deadlineMinutes: 5, onDeadline: 'rollback' });
    expect(await runRelease(req, rolled.d)).toBe(1);
    expect(wallet().canary).toMatchObject({ percent: 0, release: { state: 'rolled back' } });
    expect(audit().at(-1)).toMatchObject({
      action: 'deadline',
      from: 'canary v2 1 %',
      to: 'canary v2 0 %',
      reason:
        'rolled back: still waiting after 5 min at 1 %: verdict "hold": hold evidence; 0 of 3 canary sessions at 1 %',
    });
    expect(audit().at(-1)?.tsMs).toBe(START + 5 * 60 * SEC);
    expect(rolled.lines.at(-1)).toMatch(/^deadline: canary v2 1 % → 0 %\. rolled back: /);

    // paused instead: the canary stays where it is, the controller keeps watching it, and a
    // "roll back" later still takes it to 0 %
    const paused = deps((now) => (now < START + 20 * 60 * SEC ? 'hold' : 'roll back'), quiet);
    const v3 = request({ version: 'v3', manifest: `${CANARY}?v3`, deadlineMinutes: 5 });
    expect(await runRelease(v3, paused.d)).toBe(1);
    const lines = audit().filter((l) => l.version === 'v3');
    expect(lines.map((l) => `${l.action}: ${l.to}`)).toEqual([
      'ship: canary v3 1 %',
      'deadline: canary v3 1 %, paused',
      'rollback: canary v3 0 %',
    ]);
    expect(lines[1]?.tsMs).toBe(START + 5 * 60 * SEC);
    expect(lines[2]?.tsMs).toBe(START + 20 * 60 * SEC);
  });

  it('takes a collector that cannot be read as a wait, ended by the deadline', async () => {
    const broken = deps(() => 'promote', {
      judge: () => {
        throw new Error('SQLITE_CANTOPEN: unable to open database file');
      },
    });
    const req = request({ deadlineMinutes: 2, onDeadline: 'rollback' });
    expect(await runRelease(req, broken.d)).toBe(1);
    expect(audit().at(-1)?.reason).toContain(
      'verdict "hold": the collector\'s database cannot be read: SQLITE_CANTOPEN',
    );
  });

  it('pauses, resumes and waits at an approval step for a person, each audited with who did it', async () => {
    const { d, clock } = deps(() => 'promote');
    const person = (who: string) => ({
      writer: new FileConfigWriter(file),
      record: (l: AuditLine) => appendAudit(db, l),
      actor: `${who} via pnpm release wallet`,
      now: () => clock.now,
      log: () => {},
      snapshot: async () => undefined,
    });
    const seen: string[] = [];
    d.sleep = async (ms) => {
      clock.now += ms;
      const c = wallet().canary;
      const at = `${c?.percent} ${c?.release?.state}`;
      // alice pauses it at 5 %, bob resumes it 3 minutes later; carol approves at 25 %
      if (at === '5 running' && !seen.includes('pause')) {
        seen.push('pause');
        expect(await gate('wallet', 'pause', person('alice'), 'a ticket came in')).toBe(0);
      } else if (
        at === '5 paused' &&
        clock.now - Date.parse(c?.release?.pausedAt ?? '') >= 180 * SEC
      ) {
        expect(await gate('wallet', 'resume', person('bob'))).toBe(0);
      } else if (
        at === '25 running' &&
        clock.now - Date.parse(c?.release?.stepSince ?? '') >= 300 * SEC
      ) {
        expect(await gate('wallet', 'promote', person('carol'))).toBe(0);
      }
    };
    const req = request({ steps: [5, 25, 100], gates: [2] });
    expect(await runRelease(req, d)).toBe(0);
    const lines = audit();
    expect(lines.map((l) => `${l.action}: ${l.to} (${l.actor})`)).toEqual([
      'ship: canary v2 5 % (release controller (test))',
      'pause: canary v2 5 %, paused (alice via pnpm release wallet)',
      'resume: canary v2 5 % (bob via pnpm release wallet)',
      'step: canary v2 25 % (release controller (test))',
      'approve: canary v2 25 %, approved to go to 100 % (carol via pnpm release wallet)',
      'step: canary v2 100 % (release controller (test))',
      'promote: stable v2 (previous v1 kept) (release controller (test))',
    ]);
    expect(lines[1]?.reason).toBe('operator: pnpm release wallet pause: a ticket came in');
    // the 25 % step waited for carol past its minute
    expect((lines[5]?.tsMs ?? 0) - (lines[3]?.tsMs ?? 0)).toBeGreaterThanOrEqual(300 * SEC);
    // nothing left to approve, resume or pause
    expect(await gate('wallet', 'promote', person('dan'))).toBe(2);
  });

  it('rolls back at once however the webhook fails: hanging, refusing or unreachable', async () => {
    const heard: string[] = [];
    const hanging = createServer((req) => {
      req.on('data', (d: Buffer) => heard.push(String(d)));
    });
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
    try {
      const notifier = webhookNotifier(url, { timeoutMs: 5_000, retryMs: 1_000 });
      const { d } = deps((now) => (now >= START + 60 * SEC ? 'roll back' : 'hold'));
      d.record = (l) => {
        appendAudit(db, l);
        notifier.send(l);
      };
      const wall = performance.now();
      expect(await runRelease(request(), d)).toBe(1);
      // the release did not wait on the hook's 5 s timeout
      expect(performance.now() - wall).toBeLessThan(2_000);
      expect(wallet().canary?.percent).toBe(0);
      expect(audit().map((l) => l.action)).toEqual(['ship', 'rollback']);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard.join('')).toContain('"event":"rollback"');
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  });

  it('refuses a canary whose pre-flight fails: nothing written, nobody exposed, the reason audited', async () => {
    const [canary, host] = await Promise.all([serveBuild({ missing: [FILES.page] }), serveHost()]);
    servers.push(canary, host);
    const manifest = `${canary.origin}/mf-manifest.json`;
    const before = readFileSync(file, 'utf8');
    const { d } = deps(() => 'promote', { preflight: (m) => preflight(m, host.origin) });
    expect(await runRelease(request({ manifest }), d)).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(audit()).toEqual([
      expect.objectContaining({
        action: 'refuse',
        version: 'v2',
        from: 'stable v1',
        to: 'stable v1, nobody exposed',
        reason: `pre-flight: ${canary.origin}/${FILES.page}: HTTP 404`,
      }),
    ]);
  });

  it('resumes a release where it stood after a restart: same step, same step start', async () => {
    const first = deps(() => 'promote', {
      heartbeat: () => {
        if (wallet().canary?.percent === 25) throw new Error('killed');
      },
    });
    await expect(runRelease(request(), first.d)).rejects.toThrow('killed');
    const stepSince = wallet().canary?.release?.stepSince;
    const second = deps(() => 'promote');
    second.clock.now = first.clock.now + 5 * SEC;
    expect(await runRelease(request(), second.d)).toBe(0);
    const actions = audit().map((l) => `${l.action} ${l.to}`);
    expect(actions).toEqual([
      'ship canary v2 1 %',
      'step canary v2 5 %',
      'step canary v2 25 %',
      'step canary v2 50 %',
      'step canary v2 100 %',
      'promote stable v2 (previous v1 kept)',
    ]);
    expect(second.lines[0]).toBe('resuming the release of wallet v2: canary v2 25 %');
    // the 25 % step kept its start (killed 30 s into it, restarted 5 s later): it advanced at
    // the first reading a minute after that start, not a minute after the restart
    expect(audit()[3]?.tsMs).toBe(Date.parse(stepSince ?? '') + 65 * SEC);
  });

  it('will not ship over another running canary, nor a build that is already stable', async () => {
    const { d } = deps(() => 'hold', {
      sleep: async () => {
        throw new Error('stop');
      },
    });
    await expect(runRelease(request(), d)).rejects.toThrow('stop');
    const other = deps(() => 'promote');
    expect(await runRelease(request({ version: 'v3', manifest: `${CANARY}?v3` }), other.d)).toBe(2);
    expect(other.lines.at(-1)).toContain('wallet already has canary v2 1 %');
    expect(await runRelease(request({ version: 'v1', manifest: `${CANARY}?v1` }), other.d)).toBe(2);
  });

  it("stops when an operator's --rollback withdrew its canary, and --rollback then restores the previous stable", async () => {
    const { d, clock } = deps(() => 'promote');
    const operator = {
      writer: new FileConfigWriter(file),
      record: (l: AuditLine) => appendAudit(db, l),
      actor: 'alice via pnpm release --rollback',
      now: () => clock.now,
      log: () => {},
      snapshot: async () => undefined,
    };
    d.sleep = async (ms) => {
      clock.now += ms;
      // the operator cuts in while the canary is at 5 %
      if (wallet().canary?.percent === 5) expect(await rollback('wallet', operator)).toBe(0);
    };
    expect(await runRelease(request(), d)).toBe(1);
    expect(wallet().canary?.percent).toBe(0);
    expect(audit().at(-1)).toMatchObject({
      action: 'rollback',
      actor: 'alice via pnpm release --rollback',
      from: 'canary v2 5 %',
      to: 'canary v2 0 %',
    });
    // no canary out, no previous build yet: nothing to do
    expect(await rollback('wallet', operator)).toBe(2);

    const promoted = deps(() => 'promote');
    expect(await runRelease(request({ version: 'v3', manifest: `${CANARY}?v3` }), promoted.d)).toBe(
      0,
    );
    expect(statusRows(config(), db).find((r) => r.remote === 'wallet')).toMatchObject({
      stable: 'v3',
      previous: 'v1',
      canary: null,
      lastDecision: expect.objectContaining({ action: 'promote' }),
    });
    expect(await rollback('wallet', { ...operator, now: () => promoted.clock.now + SEC })).toBe(0);
    expect(wallet()).toEqual({
      name: 'wallet',
      manifest: 'http://localhost:3003/mf-manifest.json',
      version: 'v1',
      prefixes: ['/wallet'],
    });
    expect(audit().at(-1)).toMatchObject({ action: 'restore', from: 'stable v3', to: 'stable v1' });
  });
});
