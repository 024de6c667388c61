/** The controller's deadline, gates and webhook (controller.test.ts has its steps). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { runRelease } from './controller';
import { gate } from './gates';
import { webhookNotifier } from './notify';
import {
  audit,
  CANARY,
  deps,
  person,
  record,
  request,
  SEC,
  START,
  wallet,
} from './release-fixture';

describe('the release controller, left alone', () => {
  it('ends a step that gathers no sessions by its deadline: rolled back, or paused and watched', async () => {
    // no traffic at all: the collector answers "no canary events yet" and 0 sessions
    const quiet = { sessions: async () => 0 };
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

  it('takes a store that rejects, or does not answer, as a wait the deadline ends', async () => {
    const rejecting = deps(() => 'promote', {
      sessions: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:8123');
      },
    });
    const req = request({ deadlineMinutes: 2, onDeadline: 'rollback' });
    expect(await runRelease(req, rejecting.d)).toBe(1);
    expect(audit().at(-1)?.reason).toContain(
      "the collector's database cannot be read: connect ECONNREFUSED 127.0.0.1:8123",
    );

    // a reading that never ends waits one interval (here 20 ms of real time), then says so
    const silent = deps(() => 'promote', { judge: () => new Promise(() => {}), readTimeoutMs: 20 });
    const v3 = { ...req, version: 'v3', manifest: `${CANARY}?v3` };
    expect(await runRelease(v3, silent.d)).toBe(1);
    const last = audit().at(-1);
    expect(last).toMatchObject({ version: 'v3', action: 'deadline', to: 'canary v3 0 %' });
    expect(last?.reason).toContain(
      'verdict "hold": the collector\'s database cannot be read: no answer within 20 ms',
    );
    expect(silent.lines[1]).toMatch(
      /^canary v3 1 %: waiting: verdict "hold": the collector's database cannot be read: no answer within 20 ms; /,
    );
  });

  it('pauses, resumes and waits at an approval step for a person, each audited with who did it', async () => {
    const { d, clock } = deps(() => 'promote');
    const as = (who: string) => person(`${who} via pnpm release wallet`, clock);
    const seen: string[] = [];
    d.sleep = async (ms) => {
      clock.now += ms;
      const c = wallet().canary;
      const at = `${c?.percent} ${c?.release?.state}`;
      // alice pauses it at 5 %, bob resumes it 3 minutes later; carol approves at 25 %
      if (at === '5 running' && !seen.includes('pause')) {
        seen.push('pause');
        expect(await gate('wallet', 'pause', as('alice'), 'a ticket came in')).toBe(0);
      } else if (
        at === '5 paused' &&
        clock.now - Date.parse(c?.release?.pausedAt ?? '') >= 180 * SEC
      ) {
        expect(await gate('wallet', 'resume', as('bob'))).toBe(0);
      } else if (
        at === '25 running' &&
        clock.now - Date.parse(c?.release?.stepSince ?? '') >= 300 * SEC
      ) {
        expect(await gate('wallet', 'promote', as('carol'))).toBe(0);
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
    expect(await gate('wallet', 'promote', as('dan'))).toBe(2);
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
        record(l);
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
});
