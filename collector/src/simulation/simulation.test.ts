/**
 * What the verdict promises, held by simulation (scenarios.ts, simulate.ts: seeded, so every
 * run of this file draws the same releases). Merchants come back for several sessions, a share
 * of them on a bad network (failures correlated at the planning ICC); each release is read
 * after every batch of sessions, as the health page and the release controller read it. The
 * numbers are collector/README.md's "Held by simulation"; each test prints what it measured.
 * Fewer releases than `pnpm exec tsx collector/src/simulation/scenarios.ts` draws, for CI's
 * time; the bounds are set so that a rule that broke its promise fails them.
 */
import { describe, expect, it } from 'vitest';
import { THRESHOLDS as T } from '../verdict/thresholds';
import {
  aa,
  asFastLoose,
  asFastReal,
  BASES,
  broken,
  healthy,
  promotedWorse,
  renderFault,
  SHARES,
  slower,
  worse,
} from './scenarios';
import { quantile } from './simulate';

const print = (line: string) => console.log(`[simulation] ${line}`);

describe('A/A: a canary exactly as good as stable, merchants correlated', () => {
  it('is told "roll back" in at most α = 1 % of 500 releases, read after every batch', () => {
    // were the true rate 2.5 %, 5 or fewer of 500 would come 1 time in 50
    const all = aa(100);
    const total = all.reduce((a, r) => a + r.count, 0);
    print(`A/A: ${total} of 500 rolled back (${all.map((r) => r.count).join(', ')} by base rate)`);
    all.forEach((r, i) => {
      expect(r.count, `base ${BASES[i]}: ${JSON.stringify(r.rules)}`).toBeLessThanOrEqual(3);
    });
    expect(total / 500).toBeLessThanOrEqual(T.alpha);
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

describe('a bad canary is rolled back, at each step of the plan', () => {
  // median canary sessions to roll back, at the 1, 5, 25 and 50 % steps
  const bounds = {
    0.1: [60, 60, 100, 180],
    0.05: [260, 260, 320, 520],
  } as const;
  for (const canary of [0.1, 0.05] as const) {
    it(`failing ${canary * 100} % of sessions against 1 %`, () => {
      SHARES.forEach((share, i) => {
        const r = worse(300 + i, canary, share, 0.01, 40);
        const median = quantile(r.sessions, 0.5);
        print(
          `${canary * 100} % vs 1 % at ${share * 100} %: median ${median}, 90 % by ${quantile(r.sessions, 0.9)}`,
        );
        expect(median, `at ${share * 100} %`).toBeLessThanOrEqual(bounds[canary][i] ?? 0);
      });
    }, 120_000);
  }

  it('whose every view throws: within 5 sessions, at any share', () => {
    for (const share of [0.01, 0.05, 0.5, 0.95]) {
      const r = broken(share, 100);
      print(`every session fails at ${share * 100} %: at most ${quantile(r.sessions, 1)}`);
      expect(quantile(r.sessions, 1), `share ${share}`).toBeLessThanOrEqual(5);
    }
  }, 60_000);

  it('on the try-it path, with a trial promotion: never widened, rolled back', () => {
    const r = renderFault(200);
    const median = quantile(r.failedAt, 0.5);
    const most = quantile(r.failedAt, 1);
    print(
      `render fault, trial plan: widened ${r.widened} of ${r.reached}; rolled back after median ${median}, at most ${most} failed canary sessions`,
    );
    expect(r.widened).toBe(0);
    expect(r.failedAt.length).toBe(r.reached);
    expect(median).toBeLessThanOrEqual(5);
    expect(most).toBeLessThanOrEqual(8);
  }, 60_000);

  it('slower, P(canary sample > stable sample) = 0.7: at the first look in 1 − β', () => {
    // 2,000 runs: the share is known to ±0.7 %
    expect(slower().share).toBeGreaterThanOrEqual(1 - T.beta);
  }, 60_000);
});

describe('promotion is a test', () => {
  it('a canary failing 4 % against 2 % (worse by the margin) is promoted in at most β', () => {
    const r = promotedWorse(0.04, 0.02, 60);
    print(`4 % vs 2 %: promoted ${r.promoted} of ${r.runs}, rolled back ${r.rolledBack}`);
    expect(r.promoted / r.runs).toBeLessThanOrEqual(T.beta);
  }, 120_000);

  it('a healthy canary walks the plan to stable', () => {
    const r = healthy(8);
    const promoted = r.sessions.filter(Number.isFinite).length;
    const median = quantile(r.sessions, 0.5);
    print(
      `healthy: promoted ${promoted} of ${r.runs} after median ${median} canary sessions, ${quantile(r.merchants, 0.5)} merchants`,
    );
    expect(promoted).toBeGreaterThanOrEqual(6);
    expect(median).toBeLessThanOrEqual(5000);
  }, 120_000);
});
