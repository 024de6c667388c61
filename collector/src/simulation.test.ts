/**
 * What the verdict promises, held by simulation (simulate.ts: seeded, so every run of this
 * file draws the same releases). Each release is read after every batch of sessions, as the
 * health page (every 30 s) and the release controller read it; a "roll back" at any reading
 * counts. The numbers are collector/README.md's "Error rates".
 */
import { describe, expect, it } from 'vitest';
import { type Build, quantile, type Release, seeded, simulate } from './simulate';
import { THRESHOLDS as T, type Thresholds } from './thresholds';

/** A release's steps as the controller takes them (1 → 5 → 25 → 50 %), 800 canary sessions. */
const STEPS = [
  { share: 0.01, canarySessions: 40 },
  { share: 0.05, canarySessions: 160 },
  { share: 0.25, canarySessions: 200 },
  { share: 0.5, canarySessions: 400 },
];

const at = (share: number, canarySessions: number) => [{ share, canarySessions }];

function rollBacks(seed: number, runs: number, release: Release, t: Thresholds = T) {
  const rand = seeded(seed);
  const sessions: number[] = [];
  const rules: Record<string, number> = {};
  for (let i = 0; i < runs; i++) {
    const o = simulate(rand, { stopAt: ['roll back'], ...release }, t);
    sessions.push(o.rolledBackAt ?? Number.POSITIVE_INFINITY);
    for (const rule of o.monitor.fired()) rules[rule] = (rules[rule] ?? 0) + 1;
  }
  const share = sessions.filter((n) => n !== Number.POSITIVE_INFINITY).length / runs;
  return { sessions, share, rules };
}

describe('A/A: a canary exactly as good as stable', () => {
  // base rates of failed and error sessions, from none to a bad day on phone networks
  const BASES: [number, number][] = [
    [0, 0],
    [0.005, 0.01],
    [0.01, 0.02],
    [0.02, 0.05],
    [0.05, 0.1],
  ];

  it('is told "roll back" in at most α = 1 % of 2,000 releases, read after every batch', () => {
    // 2,000 runs: were the true rate 1.5 %, 20 or fewer roll backs would come 1 time in 80
    let rolledBack = 0;
    let runs = 0;
    BASES.forEach(([failure, error], i) => {
      const build: Build = { failure, error };
      const r = rollBacks(100 + i, 400, { steps: STEPS, canary: build, stable: build, batch: 20 });
      rolledBack += r.share * 400;
      runs += 400;
      expect(r.share, `base ${failure}/${error}: ${JSON.stringify(r.rules)}`).toBeLessThanOrEqual(
        T.alpha,
      );
    });
    expect(rolledBack / runs).toBeLessThanOrEqual(T.alpha);
  }, 120_000);

  it('LCP and INP as fast as stable: rolled back in no more than their α share', () => {
    const build: Build = { failure: 0, lcp: 2000, inp: 150 };
    const release = {
      steps: at(0.25, 4 * T.vitalMinSamples),
      canary: build,
      stable: build,
      batch: 20,
    };
    // The looks and their levels, at an α that 1,000 runs can measure and without the
    // effect-size gate: each vital says "slower" in at most its α of the runs.
    const loose = { ...T, alphaLcp: 0.1, alphaInp: 0.1, lcpWorseRatio: 1, lcpWorseByMs: 0 };
    const open = { ...loose, inpWorseRatio: 1, inpWorseByMs: 0 };
    const measured = rollBacks(201, 1000, release, open);
    expect((measured.rules.lcp ?? 0) / 1000).toBeLessThanOrEqual(0.1);
    expect((measured.rules.inp ?? 0) / 1000).toBeLessThanOrEqual(0.1);
    expect(measured.rules.lcp ?? 0).toBeGreaterThan(0); // it can say slower at all
    // At the real α (0.08 % for both): 0.8 roll backs expected in 1,000 runs; 4 or more
    // would come 0.9 % of the time if the rate were α, so more means the rate is above it.
    const real = rollBacks(200, 1000, release);
    expect(real.share * 1000).toBeLessThanOrEqual(3);
  }, 120_000);
});

describe('a bad canary is rolled back', () => {
  it('failing 10 % of sessions against 1 %: after at most 40 canary sessions on median', () => {
    // at the release's first step (1 %): the stable failure rate is known well
    const r = rollBacks(300, 1000, {
      steps: at(0.01, 2000),
      canary: { failure: 0.1 },
      stable: { failure: 0.01 },
      batch: 10,
    });
    expect(quantile(r.sessions, 0.5)).toBeLessThanOrEqual(40);
    expect(r.share).toBe(1);
  }, 120_000);

  it('failing 5 % against 1 %: within 200 on median, and before a promotion in 1 − β', () => {
    const r = rollBacks(400, 1000, {
      steps: at(T.promoteShare, 2000),
      canary: { failure: 0.05 },
      stable: { failure: 0.01 },
      batch: 20,
    });
    expect(quantile(r.sessions, 0.5)).toBeLessThanOrEqual(200);
    // promoteSessions is computed so that this holds: β = 10 % are still standing there
    expect(quantile(r.sessions, 1 - T.beta)).toBeLessThanOrEqual(T.promoteSessions);
  }, 120_000);

  it('whose every view throws: within 5 sessions, at any share', () => {
    for (const share of [0.01, 0.05, 0.5, 0.95]) {
      const r = rollBacks(500, 200, {
        steps: at(share, 50),
        canary: { failure: 1, error: 1 },
        stable: { failure: 0.01, error: 0.02 },
        batch: 1,
      });
      expect(quantile(r.sessions, 1), `share ${share}`).toBeLessThanOrEqual(5);
    }
  }, 60_000);

  it('slower, P(canary sample > stable sample) = 0.7: at the first look in 1 − β', () => {
    // log-normal, σ = 0.5: a shift of 0.741σ in the log gives P = Φ(0.741 / √2) = 0.70
    const slower = Math.exp(0.741 * 0.5);
    const r = rollBacks(600, 2000, {
      steps: at(T.vitalCanaryShare, T.vitalMinSamples),
      canary: { failure: 0, lcp: 2000 * slower },
      stable: { failure: 0, lcp: 2000 },
      batch: 20,
    });
    // 2,000 runs: the share is known to ±0.7 %
    expect(r.share).toBeGreaterThanOrEqual(1 - T.beta);
  }, 60_000);
});

describe('a good canary', () => {
  it('is promoted after promoteSessions, and not before', () => {
    const rand = seeded(700);
    const build: Build = { failure: 0.01, error: 0.02 };
    const o = simulate(
      rand,
      { steps: STEPS, canary: build, stable: build, batch: 20, stopAt: ['promote'] },
      T,
    );
    expect(o.verdict).toBe('promote');
    expect(o.monitor.canarySessions).toBeGreaterThanOrEqual(T.promoteSessions);
    expect(o.monitor.canarySessions).toBeLessThan(T.promoteSessions + 20);
  });
});
