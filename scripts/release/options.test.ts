import { describe, expect, it } from 'vitest';
import { parseCommand, parseInterval, UsageError } from './options';

const env = {
  PORT_BASE: '4400',
  APP_CONFIG: '/srv/app-config.json',
  COLLECTOR_DB: '/srv/t.sqlite',
};
const run = (...args: string[]) => parseCommand(args, env);

describe('pnpm release arguments', () => {
  it('ships with the default plan, a 30 s interval and the local topology', () => {
    expect(
      run(
        'wallet',
        '--manifest',
        'http://localhost:4403/versions/v2/mf-manifest.json',
        '--version',
        'v2',
      ),
    ).toEqual({
      kind: 'run',
      remote: 'wallet',
      manifest: 'http://localhost:4403/versions/v2/mf-manifest.json',
      version: 'v2',
      steps: [1, 5, 25, 50, 100],
      gates: [],
      stepMinutes: 10,
      minSessions: 40,
      deadlineMinutes: 60,
      onDeadline: 'pause',
      intervalMs: 30_000,
      host: 'http://localhost:4400',
      config: '/srv/app-config.json',
      db: '/srv/t.sqlite',
      store: 'sqlite',
    });
  });

  it('reads the verdict from ClickHouse with --store clickhouse, or RELEASE_STORE', () => {
    const ship = ['wallet', '--manifest', 'http://x/m.json', '--version', 'v2'];
    expect(run(...ship, '--store', 'clickhouse')).toMatchObject({ store: 'clickhouse' });
    expect(parseCommand(ship, { ...env, RELEASE_STORE: 'clickhouse' })).toMatchObject({
      store: 'clickhouse',
    });
    // the flag wins over the environment
    const both = parseCommand([...ship, '--store', 'sqlite'], { RELEASE_STORE: 'clickhouse' });
    expect(both).toMatchObject({ store: 'sqlite' });
    expect(() => run(...ship, '--store', 'postgres')).toThrow(
      new UsageError('--store: sqlite or clickhouse, got "postgres"'),
    );
  });

  it('takes the plan, the interval, the files and the host from the flags', () => {
    const command = run(
      'plan',
      ...['--manifest', 'https://cdn.example.com/plan/v9/mf-manifest.json', '--version', 'v9'],
      ...['--steps', '10, 50,100', '--step-minutes', '0.5', '--min-sessions', '3'],
      ...['--interval', '500ms', '--host', 'https://merchant.example.com'],
      ...['--config', 'c.json', '--db', 'd.sqlite'],
    );
    expect(command).toMatchObject({
      steps: [10, 50, 100],
      stepMinutes: 0.5,
      minSessions: 3,
      intervalMs: 500,
      host: 'https://merchant.example.com',
      config: 'c.json',
      db: 'd.sqlite',
    });
  });

  it('reads approval steps in the plan, and the gates a person runs', () => {
    const plan = (steps: string) =>
      run('wallet', '--manifest', 'http://x/m.json', '--version', 'v2', '--steps', steps);
    expect(plan('5,25,approve,100')).toMatchObject({ steps: [5, 25, 100], gates: [2] });
    expect(plan('5,approve,25,100,approve')).toMatchObject({ steps: [5, 25, 100], gates: [1, 3] });
    expect(() => plan('approve,5,100')).toThrow('"approve" stands after a step');
    expect(() => plan('5,approve,approve,100')).toThrow('"approve" stands after a step');
    expect(run('wallet', 'pause', '--reason', 'a ticket')).toMatchObject({
      kind: 'gate',
      remote: 'wallet',
      gate: 'pause',
      reason: 'a ticket',
    });
    expect(run('wallet', 'resume')).toMatchObject({ kind: 'gate', gate: 'resume' });
    expect(run('wallet', 'approve')).toMatchObject({ kind: 'gate', gate: 'promote' });
    expect(run('wallet', 'promote')).toMatchObject({ kind: 'gate', gate: 'promote' });
    expect(() => run('wallet', 'widen')).toThrow('pause, resume, promote or approve');
  });

  it('reads --rollback and status', () => {
    expect(run('wallet', '--rollback')).toMatchObject({ kind: 'rollback', remote: 'wallet' });
    expect(run('status', '--json')).toMatchObject({ kind: 'status', json: true });
  });

  it.each([
    [[], 'name one remote, or "status"'],
    [['wallet'], '--manifest'],
    [['wallet', '--manifest', 'file:///x.json', '--version', 'v2'], '--manifest'],
    [['wallet', '--manifest', 'http://x/m.json'], '--version'],
    [['wallet', '--manifest', 'http://x/m.json', '--version', 'v 2'], '--version'],
    [
      ['wallet', '--manifest', 'http://x/m.json', '--version', 'v2', '--steps', '5,1,100'],
      'steps must increase',
    ],
    [
      ['wallet', '--manifest', 'http://x/m.json', '--version', 'v2', '--steps', '1,50'],
      'the last step is 100',
    ],
    [
      ['wallet', '--manifest', 'http://x/m.json', '--version', 'v2', '--min-sessions', '2.5'],
      '--min-sessions',
    ],
    [
      ['wallet', '--manifest', 'http://x/m.json', '--version', 'v2', '--interval', '1m'],
      'at most 30s',
    ],
    [['wallet', '--rollback', '--version', 'v2'], '--rollback takes no'],
    [
      ['wallet', '--manifest', 'http://x/m.json', '--version', 'v2', '--step-deadline', '5'],
      'at least --step-minutes',
    ],
    [
      ['wallet', '--manifest', 'http://x/m.json', '--version', 'v2', '--on-deadline', 'wait'],
      '--on-deadline: pause or rollback',
    ],
    [['wallet', '--frobnicate'], "Unknown option '--frobnicate'"],
  ])('refuses %j', (args, message) => {
    expect(() => run(...args)).toThrow(UsageError);
    expect(() => run(...args)).toThrow(message);
  });

  it('reads intervals', () => {
    expect([parseInterval('30s'), parseInterval('1.5s'), parseInterval('250ms')]).toEqual([
      30_000, 1_500, 250,
    ]);
    expect(() => parseInterval('0s')).toThrow(UsageError);
    expect(() => parseInterval('soon')).toThrow(UsageError);
  });
});
