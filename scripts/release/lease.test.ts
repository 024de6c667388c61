import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireLease,
  isStale,
  LeaseHeldError,
  type LeaseHolder,
  leasePathOf,
  watchOf,
} from './lease';

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'adnet-lock-'));
  path = join(dir, 'app-config.json.wallet.release-lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const options = { command: 'pnpm release wallet --version v2', staleAfterMs: 60_000 };

function holder(patch: Partial<LeaseHolder>): LeaseHolder {
  const now = new Date().toISOString();
  return {
    pid: process.pid,
    host: hostname(),
    user: 'someone',
    command: 'pnpm release wallet --version v1',
    since: now,
    heartbeat: now,
    staleAfterMs: 60_000,
    token: 'other',
    ...patch,
  };
}

describe('the controller lease', () => {
  it('is created with its holder, refuses a second controller naming who holds it, and goes on release', () => {
    const lock = acquireLease(path, options);
    const held = JSON.parse(readFileSync(path, 'utf8')) as LeaseHolder;
    expect(held).toMatchObject({ pid: process.pid, host: hostname(), command: options.command });
    let refused: unknown;
    try {
      acquireLease(path, { ...options, command: 'pnpm release wallet --version v3' });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(LeaseHeldError);
    expect((refused as Error).message).toContain(
      `pnpm release wallet --version v2 holds ${path}: pid ${process.pid} on ${hostname()}`,
    );
    lock.end();
    expect(existsSync(path)).toBe(false);
    acquireLease(path, options).end();
  });

  it('takes over a lock whose holder on this machine is gone', () => {
    // pid 2^22 + 1 is above Linux's pid_max: no such process
    writeFileSync(path, JSON.stringify(holder({ pid: 4_194_305 })));
    const lock = acquireLease(path, options);
    expect(lock.holder.pid).toBe(process.pid);
    expect((JSON.parse(readFileSync(path, 'utf8')) as LeaseHolder).token).toBe(lock.holder.token);
    lock.end();
  });

  it('takes over a lock not heard from for longer than it allows, never a fresh one', () => {
    const elsewhere = { host: 'another-machine', pid: 1 };
    const old = new Date(Date.now() - 61_000).toISOString();
    writeFileSync(path, JSON.stringify(holder({ ...elsewhere, heartbeat: old })));
    acquireLease(path, options).end();
    writeFileSync(path, JSON.stringify(holder({ ...elsewhere })));
    expect(() => acquireLease(path, options)).toThrow(LeaseHeldError);
  });

  it('the stale rule: a dead pid here, a heartbeat too old, an unreadable holder', () => {
    const now = Date.parse('2026-01-01T00:10:00Z');
    const fresh = holder({ heartbeat: '2026-01-01T00:09:30Z', host: 'h', pid: 7 });
    expect(isStale(fresh, now, 'h', () => true)).toBe(false);
    expect(isStale(fresh, now, 'h', () => false)).toBe(true);
    expect(isStale(fresh, now, 'other', () => false)).toBe(false);
    expect(isStale({ ...fresh, heartbeat: '2026-01-01T00:08:59Z' }, now, 'other')).toBe(true);
    expect(isStale(null, now)).toBe(true);
  });

  it('a holder whose lock was taken over learns it at its next heartbeat, and leaves the new lock', () => {
    const lock = acquireLease(path, options);
    lock.heartbeat();
    writeFileSync(path, JSON.stringify(holder({ token: 'newer', host: 'elsewhere' })));
    expect(() => lock.heartbeat()).toThrow(LeaseHeldError);
    lock.end();
    expect((JSON.parse(readFileSync(path, 'utf8')) as LeaseHolder).token).toBe('newer');
  });

  it('is named by the config itself: a symlink to it, or to its folder, names the same lease', () => {
    const config = join(dir, 'app-config.json');
    writeFileSync(config, '{}');
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(config, join(dir, 'elsewhere', 'linked.json'));
    symlinkSync(dir, join(dir, 'folder-link'));
    const direct = leasePathOf(config, 'wallet');
    expect(leasePathOf(join(dir, 'elsewhere', 'linked.json'), 'wallet')).toBe(direct);
    expect(leasePathOf(join(dir, 'folder-link', 'app-config.json'), 'wallet')).toBe(direct);
    expect(leasePathOf(join(dir, 'elsewhere', '..', 'app-config.json'), 'wallet')).toBe(direct);
    const lease = acquireLease(direct, options);
    expect(() =>
      acquireLease(leasePathOf(join(dir, 'elsewhere', 'linked.json'), 'wallet'), options),
    ).toThrow(LeaseHeldError);
    lease.end();
  });

  it('says a live release is unwatched, and since when, once its holder is gone or let it go', () => {
    const now = Date.parse('2026-01-01T00:10:00Z');
    expect(watchOf(path, now)).toEqual({ watched: false, holder: null, since: null });
    const heard = '2026-01-01T00:09:30Z';
    writeFileSync(path, JSON.stringify(holder({ heartbeat: heard, host: 'h', pid: 7 })));
    expect(watchOf(path, now, 'h', () => true)).toMatchObject({ watched: true });
    expect(watchOf(path, now, 'h', () => false)).toMatchObject({ watched: false, since: heard });
    // another machine's holder: alive while its heartbeat is fresh
    expect(watchOf(path, now, 'other')).toMatchObject({ watched: true });
    expect(watchOf(path, now + 61_000, 'other')).toMatchObject({ watched: false, since: heard });
    const lease = acquireLease(path, { ...options, nowMs: now + 61_000 });
    lease.release(now + 62_000);
    expect(watchOf(path, now + 63_000)).toMatchObject({
      watched: false,
      since: '2026-01-01T00:11:02.000Z',
    });
    // a lease let go is free for the next controller
    acquireLease(path, options).end();
  });
});
