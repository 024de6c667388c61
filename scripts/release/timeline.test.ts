import type { AuditLine } from '@adnet/collector/audit';
import { describe, expect, it } from 'vitest';
import { formatTimeline, releaseLines } from './timeline';

const T = Date.parse('2026-03-02T09:00:00Z');
const l = (min: number, action: AuditLine['action'], version: string, to: string): AuditLine => ({
  tsMs: T + min * 60_000,
  remote: 'wallet',
  version,
  action,
  actor: action === 'pause' ? 'alice via pnpm release wallet pause' : 'release controller (test)',
  from: 'canary v2 5 %',
  to,
  reason: 'why',
});

const AUDIT = [
  l(0, 'ship', 'v1', 'canary v1 5 %'),
  l(5, 'rollback', 'v1', 'canary v1 0 %'),
  l(10, 'ship', 'v2', 'canary v2 5 %'),
  l(12, 'pause', 'v2', 'canary v2 5 %, paused'),
  { ...l(13, 'ship', 'v9', 'canary v9 1 %'), remote: 'plan' },
  l(75, 'rollback', 'v2', 'canary v2 0 %'),
];

describe('a release timeline', () => {
  it('is the remote’s last release, or the version asked for, from its ship on', () => {
    expect(releaseLines(AUDIT, 'wallet').map((x) => x.action)).toEqual([
      'ship',
      'pause',
      'rollback',
    ]);
    expect(releaseLines(AUDIT, 'wallet', 'v1').map((x) => x.tsMs - T)).toEqual([0, 5 * 60_000]);
    expect(releaseLines(AUDIT, 'messaging')).toEqual([]);
  });

  it('prints when, how long after the ship, what and who', () => {
    expect(formatTimeline(releaseLines(AUDIT, 'wallet'), 'wallet')).toBe(
      [
        'wallet v2: 3 decisions',
        '2026-03-02 09:10:00  +0:00:00  shipped canary v2 5 % (why) (by release controller (test))',
        '2026-03-02 09:12:00  +0:02:00  paused: canary v2 5 %, paused. why (by alice via pnpm release wallet pause)',
        '2026-03-02 10:15:00  +1:05:00  rolled back: canary v2 5 % → 0 %. why (by release controller (test))',
        '',
      ].join('\n'),
    );
  });
});
