/** The vitals test: Mann-Whitney's U and z, the looks and their levels, the effect-size gate. */
import { describe, expect, it } from 'vitest';
import { normalQuantile } from './stats';
import { mannWhitney, p75, VitalTest } from './vitals';

describe('mannWhitney', () => {
  it('counts the pairs where the canary is slower, ties as ½', () => {
    // 3 > 1, 2; 3 = 3; 4 and 5 beat all three
    expect(mannWhitney([3, 4, 5], [1, 2, 3]).u).toBe(8.5);
    expect(mannWhitney([1, 2], [3, 4]).u).toBe(0);
  });

  it('gives z with the continuity and tie corrections', () => {
    // U = 16, mean 8, variance 4 · 4 / 12 · 9 = 12: (16 − 8 − ½) / √12
    expect(mannWhitney([5, 6, 7, 8], [1, 2, 3, 4]).z).toBeCloseTo(7.5 / Math.sqrt(12), 10);
    // all tied: no variance, no evidence
    expect(mannWhitney([1, 1, 1], [1, 1, 1]).z).toBe(0);
    // two ties of 2 among 6: variance (3 · 3 / 12) · (7 − (6 + 6) / 30) = 0.75 · 6.6
    const { u, z } = mannWhitney([2, 3, 5], [1, 2, 3]);
    expect(u).toBe(7);
    expect(z).toBeCloseTo((7 - 4.5 - 0.5) / Math.sqrt(0.75 * 6.6), 10);
  });
});

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75(Array.from({ length: 101 }, (_, i) => i + 1))).toBe(76);
  });
});

describe('VitalTest', () => {
  const options = { alpha: 0.01, minSamples: 4, minStable: 3, ratio: 1.1, byMs: 100 };

  it('looks only at n₀, 2n₀, 4n₀ canary samples, at α/2, α/4, …', () => {
    const test = new VitalTest(options);
    for (let i = 0; i < 10; i++) test.add(false, 1000 + i);
    for (let i = 0; i < 15; i++) test.add(true, 1000 + i);
    expect(test.looks.map((l) => [l.canary, l.level])).toEqual([
      [4, 0.005],
      [8, 0.0025],
    ]);
    expect(test.looks[0]?.critical).toBeCloseTo(normalQuantile(1 - 0.005), 10);
    expect(test.nextLook).toBe(16);
  });

  it('compares with the stable samples up to the look, and skips a look without enough', () => {
    const test = new VitalTest(options);
    test.add(false, 1);
    for (let i = 0; i < 4; i++) test.add(true, 5000);
    for (let i = 0; i < 5; i++) test.add(false, 1000);
    for (let i = 0; i < 4; i++) test.add(true, 5000);
    expect(test.skipped).toBe(1);
    expect(test.looks).toHaveLength(1);
    // the second look's level is still α/4: the skipped one kept its α unspent
    expect(test.looks[0]).toMatchObject({ canary: 8, stable: 6, level: 0.0025 });
  });

  it('rolls back a clear slowdown, and not one under the ratio or the margin', () => {
    const run = (canaryMs: number) => {
      const test = new VitalTest({ ...options, alpha: 0.2, minSamples: 20 });
      for (let i = 0; i < 60; i++) test.add(false, 2000 + i);
      for (let i = 0; i < 20; i++) test.add(true, canaryMs + i);
      return test;
    };
    const slow = run(2400);
    expect(slow.fired).toBe(true);
    expect(slow.looks[0]).toMatchObject({ fired: true, slowerButSmall: false });
    // significant, but p75 2,114 against stable's 2,044: under 1.1× and 100 ms
    const trivial = run(2100);
    expect(trivial.fired).toBe(false);
    expect(trivial.looks[0]?.slowerButSmall).toBe(true);
    expect(run(2000).looks[0]).toMatchObject({ fired: false, slowerButSmall: false });
  });
});
