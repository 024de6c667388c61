/**
 * Made-up releases for the simulation tests. Merchants, not sessions, are what the split
 * randomises, so the releases are made of merchants: each session is one merchant's (drawn at
 * random from a population), the merchant is on the canary while its bucket is below the
 * step's share (the host's hash split: forward only as the share rises), and a canary merchant
 * whose session failed stays on stable for that version (the host's fallback memory).
 *
 * Failures are correlated within a merchant: a share of the merchants is on a bad network and
 * fails far more often than the rest, so that failures have the intra-class correlation ICC
 * around stable's rate (the design effect's planning value, thresholds.ts). A worse canary adds
 * its own failures, independent per session, on top. The verdict is read after every batch of
 * sessions, through the same `CanaryMonitor` and `canaryVerdict` the report uses; with `walk`,
 * a "promote" widens the step as the release controller does. A seeded generator makes every
 * run the same on every machine.
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

export interface Population {
  /** how many merchants the sessions are drawn from (uniformly) */
  merchants: number;
  /** the intra-class correlation of failures (and of errors) within a merchant's sessions */
  icc: number;
  /**
   * every canary session under a key of its own (a fresh browser per visit, as the try-it
   * tool makes them): no fallback memory, each session a merchant to the collector
   */
  freshKeys?: boolean;
}

export interface Release {
  /** the canary's share at each step, and the canary sessions a step lasts at most */
  steps: { share: number; canarySessions: number }[];
  canary: Build;
  stable: Build;
  /** sessions between two readings of the verdict */
  batch: number;
  /** the merchants; without it, every session is a merchant of its own */
  population?: Population;
  /**
   * widen a step on "promote" as the controller does, once the step had this many canary
   * sessions; the release ends promoted at the last step's "promote"
   */
  walk?: { minSessions: number };
  /** stop at the first reading that says this (the release would act on it) */
  stopAt?: Verdict[];
  /** end after this many sessions in all (a plan whose merchants never reach the canary) */
  maxSessions?: number;
}

export interface Outcome {
  /** the verdict at the last reading */
  verdict: Verdict;
  /** the canary's sessions at the first reading that said "roll back", else null */
  rolledBackAt: number | null;
  /** with `walk`: the canary's sessions and merchants when promoted to stable, else null */
  promotedAt: { sessions: number; merchants: number } | null;
  /** the highest step reached (0-based) */
  step: number;
  monitor: CanaryMonitor;
}

/** A merchant: its bucket, whether its network is bad for failures and for errors, its memory. */
interface Merchant {
  bucket: number;
  badFailures: boolean;
  badErrors: boolean;
  left: boolean;
  key: string;
}

/** A share of bad merchants and their rate that give base rate p with intra-class correlation icc. */
function clusters(p: number, icc: number) {
  if (p <= 0 || icc <= 0) return { bad: 0, rate: p };
  const bad = 1 / (1 + (icc * (1 - p)) / p);
  return { bad, rate: Math.min(1, p / bad) };
}

/** One release, read after every batch until it ends or reaches a verdict of `stopAt`. */
export function simulate(rand: () => number, r: Release, t: Thresholds): Outcome {
  const m = new CanaryMonitor(t);
  const icc = r.population?.icc ?? 0;
  const fail = clusters(r.stable.failure, icc);
  const err = clusters(r.stable.error ?? 0, icc);
  // the canary's own failures, on top of the network's: 1 − (1 − p_c) / (1 − p_s)
  const extra = (c?: number, s?: number) => Math.max(0, 1 - (1 - (c ?? 0)) / (1 - (s ?? 0)));
  const ownFailure = extra(r.canary.failure, r.stable.failure);
  const ownError = extra(r.canary.error, r.stable.error);
  const size = r.population?.merchants ?? 0;
  // filled, so that the array stays a dense one (a sparse write makes it a slow dictionary)
  const merchants: (Merchant | undefined)[] = new Array(size).fill(undefined);
  const merchantOf = (): [Merchant, number] => {
    const i = size ? Math.floor(rand() * size) : merchants.length;
    let x = merchants[i];
    if (!x) {
      x = {
        bucket: rand(),
        badFailures: rand() < fail.bad,
        badErrors: rand() < err.bad,
        left: false,
        key: `m${i}`,
      };
      merchants[i] = x;
    }
    return [x, i];
  };
  let verdict: Verdict = 'hold';
  let rolledBackAt: number | null = null;
  let canaries = 0;
  let inBatch = 0;
  let step = 0;
  let onStep = 0;
  const canaryKeys = new Set<number>();
  const session = (share: number) => {
    const [x, i] = merchantOf();
    const arm: Arm = x.bucket < share && !x.left ? 'canary' : 'stable';
    const b = arm === 'canary' ? r.canary : r.stable;
    const fresh = r.population?.freshKeys;
    if (arm === 'canary') {
      canaries++;
      onStep++;
      canaryKeys.add(i);
    }
    const key = arm === 'canary' ? (fresh ? `s${canaries}` : x.key) : '';
    const h = m.start(arm, key, share);
    if (b.lcp !== undefined) m.vital(arm, 'lcp', logNormal(rand, b.lcp, b.sigma ?? 0.5));
    if (b.inp !== undefined) m.vital(arm, 'inp', logNormal(rand, b.inp, b.sigma ?? 0.5));
    const network = x.badFailures ? fail.rate : icc > 0 ? 0 : r.stable.failure;
    const own = arm === 'canary' ? ownFailure : 0;
    if (rand() < network || rand() < own) {
      m.fail(h);
      if (arm === 'canary' && !fresh) x.left = true;
    }
    const errorBase = x.badErrors ? err.rate : icc > 0 ? 0 : (r.stable.error ?? 0);
    if (rand() < errorBase || (arm === 'canary' && rand() < ownError)) m.error(h);
  };
  const outcome = (promoted: boolean): Outcome => ({
    verdict,
    rolledBackAt,
    promotedAt: promoted ? { sessions: canaries, merchants: canaryKeys.size } : null,
    step,
    monitor: m,
  });
  const maxSessions = r.maxSessions ?? 10_000_000;
  // only a release that acts on "promote" needs the promotion test read at every batch
  const promotes = r.walk !== undefined || r.stopAt === undefined || r.stopAt.includes('promote');
  for (let all = 0; step < r.steps.length && all < maxSessions; all++) {
    const current = r.steps[step]!;
    if (onStep >= current.canarySessions) {
      if (r.walk) break; // the step's time ran out without a promotion
      step++;
      onStep = 0;
      continue;
    }
    session(current.share);
    if (++inBatch < r.batch) continue;
    inBatch = 0;
    verdict = promotes ? canaryVerdict(m, false, t) : m.fired().length ? 'roll back' : 'hold';
    if (verdict === 'roll back' && rolledBackAt === null) rolledBackAt = canaries;
    if (r.stopAt?.includes(verdict)) return outcome(false);
    if (r.walk && verdict === 'promote' && onStep >= r.walk.minSessions) {
      if (step === r.steps.length - 1) return outcome(true);
      step++;
      onStep = 0;
    }
  }
  verdict = canaryVerdict(m, false, t);
  if (verdict === 'roll back' && rolledBackAt === null) rolledBackAt = canaries;
  return outcome(false);
}

/** The q-quantile (nearest rank) of numbers, Infinity standing for "never". */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
