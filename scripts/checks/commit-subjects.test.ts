/**
 * Commit subjects fit in 72 characters (the detail goes in the body: CONTRIBUTING.md). Held for
 * the commits after `SINCE`, the last commit before the rule; older history is as it is. A
 * clone without that commit (a shallow one) checks the commits it has.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SINCE = '8d34035';
export const MAX_SUBJECT = 72;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

function hasCommit(rev: string): boolean {
  try {
    git('cat-file', '-e', `${rev}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** Subjects longer than `max`, as `<short hash> <length>: <subject>`. */
export function tooLong(log: string, max = MAX_SUBJECT): string[] {
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)] as const)
    .filter(([, subject]) => [...subject].length > max)
    .map(([hash, subject]) => `${hash} ${[...subject].length}: ${subject}`);
}

describe('commit subjects', () => {
  it('are measured in characters, not bytes', () => {
    expect(tooLong(`abc ${'x'.repeat(72)}\ndef ${'−'.repeat(73)}`)).toEqual([
      `def 73: ${'−'.repeat(73)}`,
    ]);
  });

  it(`fit in ${MAX_SUBJECT} characters since the rule`, () => {
    const range = hasCommit(SINCE) ? [`${SINCE}..HEAD`] : ['-n', '200', 'HEAD'];
    expect(tooLong(git('log', '--format=%h %s', ...range))).toEqual([]);
  });
});
