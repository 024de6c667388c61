/**
 * What the verdict promises, held by simulation (scenarios.ts, simulate.ts: seeded, so every
 * run of this file draws the same releases). Each release is read after every batch of
 * sessions, as the health page (every 30 s) and the release controller read it; a "roll back"
 * at any reading counts. The numbers are collector/README.md's "Error rates".
 */
import { describe, expect, it } from 'vitest';
import { THRESHOLDS as T } from '../verdict/thresholds';
import { aa, asFastLoose, asFastReal, BASES, broken, STEPS, slower, worse } from './scenarios';
import { type Build, quantile, seeded, simulate } from './simulate';

describe('A/A: a canary exactly as good as stable', () => {
  it('is told "roll back" in at most α = 1 % of 2,000 releases, read after every batch', () => {
    // 2,000 runs: were the true rate 2 %, 20 or fewer roll backs would come 1 time in 3,000
    const all = aa();
    all.forEach((r, i) => {
      expect(r.share, `base ${BASES[i]}: ${JSON.stringify(r.rules)}`).toBeLessThanOrEqual(T.alpha);
    });
    expect(all.reduce((a, r) => a + r.count, 0) / 2000).toBeLessThanOrEqual(T.alpha);
  }, 120_000);

  it('LCP and INP as fast as stable: rolled back in no more than their α share', () => {
    // The looks and their levels, at an α that 1,000 runs can measure and without the
    // effect-size gate: each vital says "slower" in at most its α of the runs.
    const measured = asFastLoose();
    expect((measured.rules.lcp ?? 0) / 1000).toBeLessThanOrEqual(0.1);
    expect((measured.rules.inp ?? 0) / 1000).toBeLessThanOrEqual(0.1);
    expect(measured.rules.lcp ?? 0).toBeGreaterThan(0); // it can say slower at all
    // At the real α (0.08 % for both): 0.8 roll backs expected in 1,000 runs; 4 or more
    // would come 0.9 % of the time if the rate were α, so more means the rate is above it.
    expect(asFastReal().count).toBeLessThanOrEqual(3);
  }, 120_000);
});

describe('a bad canary is rolled back', () => {
  it('failing 10 % of sessions against 1 %: after at most 40 canary sessions on median', () => {
    // at the release's first step (1 %)
    const r = worse(300, 0.1, 0.01);
    expect(quantile(r.sessions, 0.5)).toBeLessThanOrEqual(40);
    expect(r.share).toBe(1);
  }, 120_000);

  it('failing 5 % against 1 %: within 200 on median, and before a promotion in 1 − β', () => {
    const r = worse(400, 0.05, T.promoteShare);
    expect(quantile(r.sessions, 0.5)).toBeLessThanOrEqual(200);
    // promoteSessions is computed so that this holds: β = 10 % are still standing there
    expect(quantile(r.sessions, 1 - T.beta)).toBeLessThanOrEqual(T.promoteSessions);
  }, 120_000);

  it('whose every view throws: within 5 sessions, at any share', () => {
    for (const share of [0.01, 0.05, 0.5, 0.95]) {
      expect(quantile(broken(share).sessions, 1), `share ${share}`).toBeLessThanOrEqual(5);
    }
  }, 60_000);

  it('slower, P(canary sample > stable sample) = 0.7: at the first look in 1 − β', () => {
    // 2,000 runs: the share is known to ±0.7 %
    expect(slower().share).toBeGreaterThanOrEqual(1 - T.beta);
  }, 60_000);
});

describe('a good canary', () => {
  it('is promoted after promoteSessions, and not before', () => {
    const rand = seeded(700);
    const build: Build = { failure: 0.01, error: 0.02 };
    const release = { steps: STEPS, canary: build, stable: build, batch: 20 };
    const o = simulate(rand, { ...release, stopAt: ['promote'] }, T);
    expect(o.verdict).toBe('promote');
    expect(o.monitor.canarySessions).toBeGreaterThanOrEqual(T.promoteSessions);
    expect(o.monitor.canarySessions).toBeLessThan(T.promoteSessions + 20);
  });
});
