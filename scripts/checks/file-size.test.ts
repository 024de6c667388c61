/**
 * A source file does one job, and one job fits in 300 lines (CONTRIBUTING.md). Every tracked
 * source file (TypeScript and JavaScript, tests and e2e specs included) is counted; `templates/`
 * is not source (its files are copied by `new:remote`, and the copies are counted). A pure data
 * table may be longer when splitting it would only scatter the data: it is named in
 * `DATA_TABLES` with what it holds. The files still over the limit are named in `STILL_OVER`
 * with the split they wait for; the list can only shrink: a listed file that fits now fails the
 * test until its line goes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MAX_LINES = 300;

/** Pure data tables, each with what it holds. None is over the limit today. */
const DATA_TABLES: Record<string, string> = {};

/** Over the limit today, each with the split it waits for. None is today. */
const STILL_OVER: Record<string, string> = {};

const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SOURCE.test(f) && !f.startsWith('templates/'));
}

function lines(file: string): number {
  const text = readFileSync(join(root, file), 'utf8');
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe(`source files of at most ${MAX_LINES} lines`, () => {
  const sizes = new Map(trackedSources().map((f) => [f, lines(f)]));

  it('every source file fits, but for the data tables and the files still waiting', () => {
    const over = [...sizes]
      .filter(([f, n]) => n > MAX_LINES && !(f in DATA_TABLES) && !(f in STILL_OVER))
      .map(([f, n]) => `${f}: ${n} lines`);
    expect(over).toEqual([]);
  });

  it('the list of files still over only shrinks: each one listed is there and still over', () => {
    const stale = Object.keys(STILL_OVER)
      .filter((f) => (sizes.get(f) ?? 0) <= MAX_LINES)
      .map((f) => `${f}: ${sizes.get(f) ?? 'gone'}`);
    expect(stale).toEqual([]);
  });
});
