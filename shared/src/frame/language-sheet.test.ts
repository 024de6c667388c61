import { describe, expect, it } from 'vitest';
import { rowsForHalfHeight } from './language-sheet';

describe('the language sheet rows', () => {
  it('is always an odd number, so the selection bar sits on one row', () => {
    for (const [height, rem] of [
      [844, 52],
      [667, 50],
      [915, 54.93],
      [800, 64],
      [568, 42.67],
      [1400, 64],
      [300, 50],
    ] as const) {
      const rows = rowsForHalfHeight(height, rem);
      expect(rows % 2, `${height}px at ${rem}px/rem`).toBe(1);
      expect(rows).toBeGreaterThanOrEqual(3);
    }
  });

  it('is the largest odd count that fits in half the height under the header', () => {
    // 390×844, 52 px/rem: (422 − 56.16) / 45.76 = 7.99 → 7
    expect(rowsForHalfHeight(844, 52)).toBe(7);
    // 375×667, 50 px/rem: (333.5 − 54) / 44 = 6.35 → 5
    expect(rowsForHalfHeight(667, 50)).toBe(5);
    // desktop 1280×800, 64 px/rem: (400 − 69.12) / 56.32 = 5.87 → 5
    expect(rowsForHalfHeight(800, 64)).toBe(5);
  });
});
