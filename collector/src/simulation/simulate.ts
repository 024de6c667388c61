/**
 * Made-up releases for the simulation tests: sessions arrive one by one, each on the canary
 * with the release's current share (stepping up as the canary gathers sessions), each
 * failing, having an error and reporting an LCP and an INP at the rates given; the verdict is
 * read after every batch of sessions, through the same `CanaryMonitor` and `canaryVerdict` the
 * report uses. A seeded generator makes every run the same on every machine.
 */
import { CanaryMonitor } from '../verdict/monitor';
import type { Arm } from '../verdict/sequential';
import type { Thresholds } from '../verdict/thresholds';
import { canaryVerdict, type Verdict } from '../verdict/verdict';

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A log-normal sample (skewed like LCP and INP): median × e^(σ·z). */
export function logNormal(rand: () => number, median: number, sigma: number): number {
  const z = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  return median * Math.exp(sigma * z);
}

export interface Build {
  /** chance that a session fails */
  failure: number;
  /** chance that a session has an error */
  error?: number;
  /** median LCP and INP in ms (log-normal, σ = `sigma`); no vitals without them */
  lcp?: number;
  inp?: number;
  sigma?: number;
}

export interface Release {
  /** the canary's share of sessions, stepping up after so many canary sessions each */
  steps: { share: number; canarySessions: number }[];
  canary: Build;
  stable: Build;
  /** sessions between two readings of the verdict */
  batch: number;
  /** stop at the first reading that says this (the release would act on it) */
  stopAt?: Verdict[];
}

export interface Outcome {
  /** the verdict at the last reading */
  verdict: Verdict;
  /** the canary's sessions at the first reading that said "roll back", else null */
  rolledBackAt: number | null;
  monitor: CanaryMonitor;
}

/** One release, read after every batch until it ends or reaches a verdict of `stopAt`. */
export function simulate(rand: () => number, r: Release, t: Thresholds): Outcome {
  const m = new CanaryMonitor(t);
  let verdict: Verdict = 'hold';
  let rolledBackAt: number | null = null;
  let canaries = 0;
  let inBatch = 0;
  const session = (arm: Arm, b: Build) => {
    const h = m.start(arm, arm === 'canary' ? `merchant-${canaries}` : '');
    if (b.lcp !== undefined) m.vital(arm, 'lcp', logNormal(rand, b.lcp, b.sigma ?? 0.5));
    if (b.inp !== undefined) m.vital(arm, 'inp', logNormal(rand, b.inp, b.sigma ?? 0.5));
    if (rand() < b.failure) m.fail(h);
    if (b.error && rand() < b.error) m.error(h);
  };
  for (const step of r.steps) {
    const until = canaries + step.canarySessions;
    while (canaries < until) {
      if (rand() < step.share) {
        canaries++;
        session('canary', r.canary);
      } else session('stable', r.stable);
      if (++inBatch < r.batch) continue;
      inBatch = 0;
      verdict = canaryVerdict(m, false, t);
      if (verdict === 'roll back' && rolledBackAt === null) rolledBackAt = canaries;
      if (r.stopAt?.includes(verdict)) return { verdict, rolledBackAt, monitor: m };
    }
  }
  verdict = canaryVerdict(m, false, t);
  if (verdict === 'roll back' && rolledBackAt === null) rolledBackAt = canaries;
  return { verdict, rolledBackAt, monitor: m };
}

/** The q-quantile (nearest rank) of numbers, Infinity standing for "never". */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
