/**
 * docs/release.md's "Try it locally" against the code: every command it gives is one the code
 * takes, with the plan it says; the output it shows is in the words the controller prints. The
 * same commands are run as real processes by e2e/tests/deploy/release-controller.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from './options';
import { argsOf, readTryIt } from './try-it';
import { change, planWords, sentence } from './words';

const ENV = { PORT_BASE: '3000' };
const { commands, expected } = readTryIt();
const releases = commands.flatMap((c) => {
  const args = argsOf(c, 'pnpm release ');
  return args ? [parseCommand(args, ENV)] : [];
});

describe('the try-it section of docs/release.md', () => {
  it('gives the commands in the order a person runs them', () => {
    const tools = commands.map((c) => c.split(' ').slice(0, 3).join(' '));
    expect(tools).toEqual([
      'bash scripts/dev/start.sh',
      'pnpm build:version wallet',
      'pnpm build:version wallet',
      'pnpm release:traffic --merchants',
      'pnpm release wallet',
      'pnpm release status',
      'pnpm release wallet',
      'pnpm release wallet',
    ]);
  });

  it('ships the broken build, then the good one, with the same short plan the code takes', () => {
    const runs = releases.filter((r) => r.kind === 'run');
    expect(runs.map((r) => r.kind === 'run' && r.version)).toEqual(['v2-broken', 'v2']);
    for (const r of runs) {
      expect(r).toMatchObject({
        steps: [25, 50, 100],
        gates: [],
        stepMinutes: 0.5,
        minSessions: 3,
        promoteSessions: 3,
        intervalMs: 10_000,
        manifest: `http://localhost:3003/versions/${r.kind === 'run' && r.version}/mf-manifest.json`,
      });
    }
    expect(releases.at(-1)).toMatchObject({ kind: 'rollback', remote: 'wallet' });
    expect(releases.some((r) => r.kind === 'timeline' && r.remote === 'wallet')).toBe(true);
  });

  it('shows the output in the words the controller prints, ending rolled back at 0 %', () => {
    const [broken] = releases;
    if (broken?.kind !== 'run') throw new Error('the first release is the broken build');
    const shipped = sentence({
      action: 'ship',
      from: 'stable v1',
      to: 'canary v2-broken 25 %',
      reason: `pre-flight passed (…); plan ${planWords(broken)}`,
    });
    expect(expected[0]).toBe(shipped);
    expect(expected.at(-1)).toBe(
      `rolled back: ${change('canary v2-broken 25 %', 'canary v2-broken 0 %')}. verdict "roll back": …`,
    );
    expect(expected.at(-1)).toMatch(/^rolled back: canary v2-broken 25 % → 0 %\./);
  });
});
