import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FileConfigWriter } from './config-writer';
import { runRelease } from './controller';
import { FILES, serveBuild, serveHost } from './fake-build';
import { rollback, statusRows } from './operator';
import { preflight } from './preflight';
import {
  audit,
  CANARY,
  config,
  deps,
  fx,
  record,
  request,
  SEC,
  START,
  wallet,
} from './release-fixture';

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

  it('refuses a canary whose pre-flight fails: nothing written, nobody exposed, the reason audited', async () => {
    const [canary, host] = await Promise.all([serveBuild({ missing: [FILES.page] }), serveHost()]);
    fx.servers.push(canary, host);
    const manifest = `${canary.origin}/mf-manifest.json`;
    const before = readFileSync(fx.file, 'utf8');
    const { d } = deps(() => 'promote', { preflight: (m) => preflight(m, host.origin) });
    expect(await runRelease(request({ manifest }), d)).toBe(1);
    expect(readFileSync(fx.file, 'utf8')).toBe(before);
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
      writer: new FileConfigWriter(fx.file),
      record,
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
    expect(statusRows(config(), audit()).find((r) => r.remote === 'wallet')).toMatchObject({
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
