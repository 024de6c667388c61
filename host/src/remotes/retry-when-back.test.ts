import { describe, expect, it } from 'vitest';
import { BACK_WAITS_MS, calmWhile, nextTryIn } from './retry-when-back';

const spent = BACK_WAITS_MS.length;

describe('a part that failed to load, when the network comes back', () => {
  it('is calm while offline, whatever the round, and tries nothing', () => {
    for (const round of [0, 2, spent]) {
      expect(calmWhile(round, false)).toBe(true);
      expect(nextTryIn(true, round, false)).toBeNull();
    }
  });

  it('tries at once, then after 1, 2, 4 and 8 s, calm all the while', () => {
    expect(BACK_WAITS_MS).toEqual([0, 1000, 2000, 4000, 8000]);
    for (let round = 0; round < spent; round++) {
      expect(calmWhile(round, true)).toBe(true);
      expect(nextTryIn(true, round, true)).toBe(BACK_WAITS_MS[round]);
    }
  });

  it('shows its failure once every try of the round failed with the network there', () => {
    expect(calmWhile(spent, true)).toBe(false);
    expect(nextTryIn(true, spent, true)).toBeNull();
  });

  it('does not start a round of its own: a failure with the network there shows at once', () => {
    expect(calmWhile(null, true)).toBe(false);
    expect(nextTryIn(true, null, true)).toBeNull();
  });

  it('tries nothing while a try is under way (not failed)', () => {
    expect(nextTryIn(false, 1, true)).toBeNull();
  });
});
