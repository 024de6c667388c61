/**
 * Every number the health verdict uses, in one place, each with where it comes from. The
 * verdict (verdict.ts, monitor.ts) reads only these; collector/README.md lists them in a table
 * that a unit test keeps equal to this object, and simulation.test.ts holds what they promise.
 *
 * Error rates of the whole verdict, per canary (remote × version), however often it is read:
 * - α = 1 %: a canary as good as stable is told "roll back" at most 1 % of the time. Split
 *   between the rules (a union bound): failed sessions 0.5 %, the failure rate 0.3 %, error
 *   sessions 0.1 %, the run rule 0.02 %, LCP 0.04 %, INP 0.04 %. Failures get most of it: a
 *   failed load or render is what a merchant sees.
 * - β = 10 %: a canary whose failed (or error) sessions are `promoteMargin` = 2 points or more
 *   above stable's share is told "promote" at most 10 % of the time, however often it is read
 *   (the promotion test, rates.ts); a canary whose LCP or INP is slower than stable's with
 *   P(canary sample > stable sample) = 0.7 is missed at the first look at most 10 % of the time.
 */
import { noetherCanarySamples } from './stats';

/**
 * The step plan the numbers below are designed for (the release controller's default,
 * scripts/release/steps.ts; a test there keeps the two equal).
 */
export const DESIGN_STEPS = [1, 5, 25, 50, 100] as const;

/**
 * The alternatives of the failure and error tests: the canary fails r times as often as
 * stable. The weights are a prior on how much worse a bad build is: half on 10× (a canary
 * failing 10 % of sessions against 1 %, the case to catch within tens of sessions), 0.2 on 5×,
 * the rest spread from 1.5× (slow, over many sessions) to 100× (a build that fails everywhere,
 * also caught by the failure-rate and run rules).
 */
export const FAILURE_GRID = {
  ratios: [1.5, 2, 3, 5, 10, 30, 100],
  weights: [0.03, 0.07, 0.07, 0.2, 0.5, 0.08, 0.05],
} as const;

const beta = 0.1;
const shareWindow = 100;

const alphaLcp = 0.0004;
const vitalPSlower = 0.7;
/** the plan's third step (25 %), where most samples of a release arrive */
const vitalCanaryShare = (DESIGN_STEPS[2] ?? 25) / 100;

export const THRESHOLDS = {
  /** α of the whole verdict: the sum of the six below. */
  alpha: 0.01,
  /** α of the failed-session test: roll back when its evidence reaches 1/0.005 = 200. */
  alphaFailures: 0.005,
  /** α of the failure-rate test (rates.ts, reads stable's clean sessions): roll back at 333. */
  alphaRate: 0.003,
  /** α of the error-session test: roll back at evidence 1/0.001 = 1,000. */
  alphaErrors: 0.001,
  /** α of the run rule (the horizon below is chosen to stay inside it). */
  alphaRun: 0.0002,
  /** α of the LCP test, spent over its looks: α/2 at the first, α/4 at the second, … */
  alphaLcp,
  /** α of the INP test, the same way. */
  alphaInp: 0.0004,
  /** β: a canary worse by the margin promoted; a slower build missed at the first look. */
  beta,
  /**
   * Promotion's margin: a canary is promoted (and a step widened) only on evidence at 1/β
   * that its share of failed sessions, and of error sessions, is less than this many points
   * above stable's. 2 points: a canary failing 4 % against 2 % is promoted at most β of the
   * time.
   */
  promoteMargin: 0.02,
  /**
   * 0: promotion by the test above. A trial's `--promote-sessions n` sets n: promote after n
   * canary sessions whose failed and error shares are no higher than stable's, no rule fired
   * (no β then, and never a build worse than stable on the evidence in).
   */
  promoteSessions: 0,
  /**
   * The intra-class correlation of failures within one merchant's sessions, a planning value:
   * the design effect 1 + (m − 1)·ICC divides every session test's log-evidence (monitor.ts).
   * 0.2 is a bad network or an old phone failing a fifth of what it could; the simulations
   * draw merchants at this ICC.
   */
  icc: 0.2,
  /**
   * m, the sessions per merchant in the design effect, is capped here (D at most 20.8): at a
   * 1 % step a canary's few hundred merchants come back tens of times, and a lower cap let
   * their own error rates (not the build's) roll a healthy canary back in simulation.
   */
  maxSessionsPerMerchant: 100,
  /**
   * Session starts the canary's share ρ is taken over when the release's percent is not known
   * (the canary's and stable's, since the canary's first session).
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
  /**
   * A stable line (nothing to compare it with) says promote after this many sessions: none
   * failed in 300 shows a failure rate below 1 % at 95 % confidence.
   */
  stableMinSessions: 300,
  /**
   * A stable build (nothing to compare it with) holds above this share of failed sessions,
   * with `stableMinSessions` sessions: beyond 1 in 20 the build or its deployment is at
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
