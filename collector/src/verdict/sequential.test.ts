/** The sequential tests' arithmetic, the statistics they rest on, and the thresholds' sums. */
import { describe, expect, it } from 'vitest';
import { ConditionalTest, RunRule } from './sequential';
import { noetherCanarySamples, normalCdf, normalQuantile, runProbability } from './stats';
import { FAILURE_GRID, THRESHOLDS as T } from './thresholds';

describe('ConditionalTest', () => {
  const one = { ratios: [3], weights: [1] };

  it('multiplies ρ₁/ρ for a canary failure and (1 − ρ₁)/(1 − ρ) for a stable one', () => {
    const test = new ConditionalTest(one, 0.01, 100);
    const c = test.start('canary');
    const s = test.start('stable');
    // ρ = 1/2; ρ₁ = 3 · ½ / (3 · ½ + ½) = ¾
    test.fail('canary', c);
    expect(test.state.evidence).toBeCloseTo(0.75 / 0.5);
    test.fail('stable', s);
    expect(test.state.evidence).toBeCloseTo(1.5 * (0.25 / 0.5));
    expect(test.state.peak).toBeCloseTo(1.5);
    expect(test.state.failed).toEqual({ canary: 1, stable: 1 });
  });

  it('mixes the alternatives by weight, and fires when the peak reaches 1/α', () => {
    const test = new ConditionalTest({ ratios: [3, 9], weights: [0.5, 0.5] }, 0.5, 100);
    test.start('stable'); // before the canary: not counted
    const seqs = [test.start('canary'), test.start('stable'), test.start('stable')];
    expect(test.state.sessions).toEqual({ canary: 1, stable: 2 });
    test.fail('canary', seqs[0] ?? 0);
    // ρ = 1/3: r = 3 → 3 / (1 + 2/3) = 1.8; r = 9 → 9 / (1 + 8/3) = 2.4545…
    expect(test.state.evidence).toBeCloseTo(0.5 * 1.8 + 0.5 * (9 / (11 / 3)));
    expect(test.state.fired).toBe(true); // 2.13 ≥ 1/0.5
  });

  it('follows the share over the last sessions, counting the failed one itself', () => {
    const test = new ConditionalTest(one, 0.01, 4);
    const first = test.start('canary');
    for (let i = 0; i < 6; i++) test.start('stable');
    expect(test.share('stable', 6)).toBe(0); // the canary's start left the window
    // a canary session older than the window is counted in once: 1 of 5
    expect(test.share('canary', first)).toBeCloseTo(1 / 5);
  });

  it('ignores failures of stable sessions from before the canary', () => {
    const test = new ConditionalTest(one, 0.01, 100);
    const early = test.start('stable');
    test.start('canary');
    test.fail('stable', early);
    expect(test.state.evidence).toBe(1);
    expect(test.state.failed.stable).toBe(0);
  });
});

describe('RunRule', () => {
  const failAll = (rule: RunRule, merchants: string[]) => {
    const ids = merchants.map((m) => rule.start(m));
    for (const i of ids) rule.fail(i);
  };

  it('fires on k failed sessions in a row of k distinct merchants', () => {
    const rule = new RunRule(3, 100);
    failAll(rule, ['a', 'b']);
    expect(rule.state).toMatchObject({ fired: false, longest: 2 });
    failAll(rule, ['c']);
    expect(rule.state).toMatchObject({ fired: true, longest: 3 });
  });

  it('does not count one merchant twice, a session that did not fail, or beyond the horizon', () => {
    const repeat = new RunRule(3, 100);
    failAll(repeat, ['a', 'b', 'b', 'a']);
    expect(repeat.state.fired).toBe(false);
    const broken = new RunRule(3, 100);
    failAll(broken, ['a', 'b']);
    broken.start('c'); // did not fail
    failAll(broken, ['d', 'e']);
    expect(broken.state).toMatchObject({ fired: false, longest: 2 });
    const late = new RunRule(3, 2);
    failAll(late, ['a', 'b', 'c', 'd']);
    expect(late.state.fired).toBe(false);
  });

  it('joins a run when a session in its middle fails last', () => {
    const rule = new RunRule(3, 100);
    const [a, b, c] = ['a', 'b', 'c'].map((m) => rule.start(m));
    rule.fail(a ?? 0);
    rule.fail(c ?? 0);
    expect(rule.state.fired).toBe(false);
    rule.fail(b ?? 0);
    expect(rule.state.fired).toBe(true);
  });
});

describe('stats', () => {
  it('has the normal distribution and its quantiles', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 5);
    expect(normalQuantile(1 - 0.0002)).toBeCloseTo(3.540084, 5);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-3.090232)).toBeCloseTo(0.001, 6);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });

  it("gives Noether's sample size", () => {
    // (z.975 + z.9)² / (12 · ¼ · 0.2²) = 10.507 / 0.12 = 87.6 in all, half of it the canary's
    expect(noetherCanarySamples(0.025, 0.1, 0.7, 0.5)).toBe(44);
  });

  it('gives the chance of a run by counting every sequence', () => {
    const n = 10;
    const k = 3;
    const p = 0.3;
    let brute = 0;
    for (let bits = 0; bits < 2 ** n; bits++) {
      let run = 0;
      let hit = false;
      let prob = 1;
      for (let i = 0; i < n; i++) {
        const failed = (bits >> i) & 1;
        prob *= failed ? p : 1 - p;
        run = failed ? run + 1 : 0;
        if (run >= k) hit = true;
      }
      if (hit) brute += prob;
    }
    expect(runProbability(n, k, p)).toBeCloseTo(brute, 12);
  });
});

describe('thresholds', () => {
  it('splits α between the rules, and weighs the alternatives to 1', () => {
    const split =
      T.alphaFailures + T.alphaRate + T.alphaErrors + T.alphaRun + T.alphaLcp + T.alphaInp;
    expect(split).toBeCloseTo(T.alpha, 12);
    expect(FAILURE_GRID.weights.reduce((a: number, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(FAILURE_GRID.ratios.every((r) => r > 1)).toBe(true);
  });

  it("keeps the run rule's false alarm at the base rate it is budgeted for inside its α", () => {
    expect(runProbability(T.runHorizon, T.runLength, T.runBaseRate)).toBeLessThanOrEqual(
      T.alphaRun,
    );
  });

  it('computes the first look of the vitals; promotes by its test unless a trial says', () => {
    expect(T.vitalMinSamples).toBe(noetherCanarySamples(T.alphaLcp / 2, T.beta, 0.7, 0.25));
    expect(T.vitalMinSamples).toBe(65);
    expect(T.promoteSessions).toBe(0);
  });
});
