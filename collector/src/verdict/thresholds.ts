/**
 * Every number the health verdict uses, in one place, each with where it comes from. The
 * verdict (verdict.ts, monitor.ts) reads only these; collector/README.md lists them in a table
 * that a unit test keeps equal to this object, and simulation.test.ts holds what they promise.
 *
 * Error rates of the whole verdict, per canary (remote × version), however often it is read:
 * - α = 1 %: a canary as good as stable is told "roll back" at most 1 % of the time. Split
 *   between the rules (a union bound): failed sessions 0.8 %, error sessions 0.1 %, the run
 *   rule 0.02 %, LCP 0.04 %, INP 0.04 %. Failures get most of it: a failed load or render is
 *   what a merchant sees, and it is the rule the power below is asked of.
 * - β = 10 %: a canary failing 5 % of sessions against stable's 1 % is promoted (reaches
 *   `promoteSessions` without a roll back) at most 10 % of the time; a canary whose LCP or INP
 *   is slower than stable's with P(canary sample > stable sample) = 0.7 is missed at the first
 *   look at most 10 % of the time.
 */
import { firstPassageQuantile, noetherCanarySamples } from './stats';

/**
 * The alternatives of the failure and error tests: the canary fails r times as often as
 * stable. The weights are a prior on how much worse a bad build is: half on 10× (a canary
 * failing 10 % of sessions against 1 %, the case to catch within tens of sessions), 0.2 on 5×
 * (the case a promotion must have ruled out), the rest spread from 1.5× (slow, over many
 * sessions) to 100× (a build that fails everywhere, also caught by the run rule).
 */
export const FAILURE_GRID = {
  ratios: [1.5, 2, 3, 5, 10, 30, 100],
  weights: [0.03, 0.07, 0.07, 0.2, 0.5, 0.08, 0.05],
} as const;

const alphaFailures = 0.008;
const beta = 0.1;
const shareWindow = 100;
const promoteStableRate = 0.01;
const promoteCanaryRate = 0.05;
const promoteShare = 0.05;

/**
 * Sessions after which a canary failing `promoteCanaryRate` against stable's
 * `promoteStableRate`, at `promoteShare` of the sessions, has been rolled back with
 * probability 1 − β. The mixture crosses 1/α no later than its r = 5 part crosses
 * 1/(α · w₅), a random walk per canary session: a canary failure adds
 * ln(r / (1 + (r − 1)ρ̂)) (ρ̂ counts the failed session itself among the last `shareWindow`
 * starts: ρ̂ ≈ π + (1 − π)/M), each stable failure ((1 − π)/π · p₀ of them per canary session)
 * subtracts ln(1 + (r − 1)π). With drift μ and variance σ² per canary session, the time to
 * reach b = ln(1/(α w₅)) is inverse Gaussian (mean b/μ, shape b²/σ²); its 1 − β quantile:
 * ln(5 / 1.238) = 1.396 up, ln 1.2 = 0.182 down, 0.19 stable failures per canary session:
 * μ = 0.0352, σ² = 0.0989, b = ln(1 / (0.008 · 0.2)) = 6.44 → mean 183, 90 % by 337 sessions.
 */
function promoteSessions(): number {
  const r = 5;
  const w = FAILURE_GRID.weights[FAILURE_GRID.ratios.indexOf(r)] ?? 0;
  const pi = promoteShare;
  const up = Math.log(r / (1 + (r - 1) * (pi + (1 - pi) / shareWindow)));
  const down = Math.log(1 + (r - 1) * pi);
  const stablePerCanary = ((1 - pi) / pi) * promoteStableRate;
  const drift = promoteCanaryRate * up - stablePerCanary * down;
  const variance =
    promoteCanaryRate * (1 - promoteCanaryRate) * up * up + stablePerCanary * down * down;
  return firstPassageQuantile(1 - beta, Math.log(1 / (alphaFailures * w)), drift, variance);
}

const alphaLcp = 0.0004;
const vitalPSlower = 0.7;
const vitalCanaryShare = 0.25;

export const THRESHOLDS = {
  /** α of the whole verdict: the sum of the five below. */
  alpha: 0.01,
  /** α of the failed-session test: roll back when its evidence reaches 1/0.008 = 125. */
  alphaFailures,
  /** α of the error-session test: roll back at evidence 1/0.001 = 1,000. */
  alphaErrors: 0.001,
  /** α of the run rule (the horizon below is chosen to stay inside it). */
  alphaRun: 0.0002,
  /** α of the LCP test, spent over its looks: α/2 at the first, α/4 at the second, … */
  alphaLcp,
  /** α of the INP test, the same way. */
  alphaInp: 0.0004,
  /** β: a bad build missed (see above). */
  beta,
  /**
   * Session starts the canary's share ρ is taken over (the canary's and stable's, since the
   * canary's first session): long enough for a steady share, short enough to follow the
   * release's steps (1 → 5 → 25 → 50 %) within a hundred sessions.
   */
  shareWindow,
  /** The run rule: this many canary sessions in a row failed, on as many distinct merchants… */
  runLength: 5,
  /**
   * …among the canary's first this many sessions (the obvious case shows at once; later the
   * failure test judges). At a base failure rate of 5 %, a healthy canary holds a run of 5
   * among its first 600 sessions with probability 1.8e-4 (stats.ts runProbability), inside
   * `alphaRun`; a run anywhere in an unbounded life would not be.
   */
  runHorizon: 600,
  /** The base failure rate the run rule is budgeted for. */
  runBaseRate: 0.05,
  /** The design alternative of `promoteSessions`: stable's failure rate… */
  promoteStableRate,
  /** …the canary's… */
  promoteCanaryRate,
  /** …and the canary's share of the sessions (the release's second step). */
  promoteShare,
  /** A canary is promoted with at least this many sessions and no rule fired (computed above). */
  promoteSessions: promoteSessions(),
  /**
   * A stable build (nothing to compare it with) holds above this share of failed sessions,
   * with a promotion's number of sessions: beyond 1 in 20 the build or its deployment is at
   * fault, not the phones' networks.
   */
  stableMaxFailedShare: 0.05,
  /** Vitals: the effect the first look is to catch, P(canary sample > stable sample)… */
  vitalPSlower,
  /** …when the canary has this share of the samples (the release's 25 % step)… */
  vitalCanaryShare,
  /**
   * …so the first look is at this many canary samples, Noether's formula at level α/2 and
   * power 1 − β: (z₀.₉₉₉₈ + z₀.₉)² / (12 · 0.25 · 0.75 · 0.2²) = (3.540 + 1.282)² / 0.09 =
   * 258 samples in all, 65 of them the canary's. Later looks at 2×, 4×, … that many.
   */
  vitalMinSamples: noetherCanarySamples(alphaLcp / 2, beta, vitalPSlower, vitalCanaryShare),
  /**
   * A look also needs at least this many stable samples (since the canary's first session);
   * with fewer the look is skipped and its α unspent.
   */
  vitalMinStableSamples: 20,
  /**
   * A slower canary rolls back only if its p75 LCP is also this many times stable's (a large
   * sample makes a trivial slowdown significant)…
   */
  lcpWorseRatio: 1.1,
  /** …and at least this much slower, in ms (a tenth of web.dev's 2,500 ms "good" LCP is 250). */
  lcpWorseByMs: 200,
  /** The same for INP: this many times stable's p75… */
  inpWorseRatio: 1.1,
  /** …and at least this much slower, in ms (a tenth of INP's 200 ms "good"). */
  inpWorseByMs: 20,
} as const;

export type Thresholds = { readonly [K in keyof typeof THRESHOLDS]: number };
