/** collector/README.md's thresholds table says what thresholds.ts does: same names, same numbers. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THRESHOLDS } from './thresholds';

/** `| \`name\` | value | …` rows between the README's thresholds markers. */
export function thresholdsTable(markdown: string): Record<string, number> {
  const section = /<!-- thresholds:start -->([\s\S]*?)<!-- thresholds:end -->/.exec(markdown);
  if (!section) throw new Error('README.md: no thresholds table between its markers');
  const out: Record<string, number> = {};
  for (const m of (section[1] ?? '').matchAll(/^\|\s*`(\w+)`\s*\|\s*([^|]+?)\s*\|/gm)) {
    out[m[1] ?? ''] = Number(m[2]);
  }
  return out;
}

describe('README thresholds', () => {
  it('reads a table', () => {
    const md =
      '<!-- thresholds:start -->\n| `a` | 0.5 | x |\n| `b` | 3 | y |\n<!-- thresholds:end -->';
    expect(thresholdsTable(md)).toEqual({ a: 0.5, b: 3 });
  });

  it('matches thresholds.ts', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(thresholdsTable(readme)).toEqual({ ...THRESHOLDS });
  });
});
