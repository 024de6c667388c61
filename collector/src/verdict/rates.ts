/**
 * Two anytime-valid tests on the shares of failed sessions of the canary and of stable, taken
 * unconditionally: unlike the conditional test (sequential.ts), they read stable's clean
 * sessions, so a canary failing every session against a stable that fails none is called after
 * a couple of failures, at any share, and a canary as clean as stable can be shown to be so.
 *
 * Both are running **universal inference** (Wasserman, Ramdas and Balakrishnan, 2020):
 *
 *   E = P_mix(data) / max over H0 of P(data | p_canary, p_stable)
 *
 * where P_mix mixes each build's failure probability over Jeffreys' Beta(½, ½) (the
 * Krichevsky–Trofimov estimator). For any pair of probabilities inside H0, E is at most
 * P_mix / P(data | that pair), a nonnegative martingale with mean 1 under that pair; by Ville's
 * inequality E ever reaches 1/α with probability at most α, however often it is read.
 *
 * - `lnWorse`: H0 "the canary fails no more often than stable" (p_c ≤ p_s). Evidence that it
 *   fails more: a roll-back rule.
 * - `lnNotWorse`: H0 "the canary fails at least `margin` more often" (p_c ≥ p_s + δ). Evidence
 *   that it is not worse by the margin: what a promotion needs (non-inferiority).
 *
 * Sessions of one merchant are not independent (one bad network fails them all): the caller
 * divides the log-evidence by the design effect 1 + (m − 1)·ICC (monitor.ts), which shrinks the
 * evidence as clustering widens its spread.
 */
import { lnBeta } from './stats';

/** n sessions, f of them failed. */
export interface Binomial {
  n: number;
  f: number;
}

/** ln P(data | p) of one build. */
function ll(b: Binomial, p: number): number {
  const ok = b.n - b.f;
  return (b.f ? b.f * Math.log(p) : 0) + (ok ? ok * Math.log(1 - p) : 0);
}

/** ln P_mix(data) of one build: the Beta(½, ½) mixture. */
const lnMix = (b: Binomial) => lnBeta(b.f + 0.5, b.n - b.f + 0.5) - lnBeta(0.5, 0.5);

const share = (b: Binomial) => (b.n ? b.f / b.n : 0);

/**
 * ln E against "the canary fails no more often than stable". Below `skipBelow` an upper bound
 * is returned instead (the mixture is at most the likelihood's maximum): it decides nothing.
 */
export function lnWorse(
  canary: Binomial,
  stable: Binomial,
  skipBelow = Number.NEGATIVE_INFINITY,
): number {
  const pc = share(canary);
  const ps = share(stable);
  if (pc <= ps) return 0; // at most 1: the data do not favour "worse"
  const pooled = (canary.f + stable.f) / (canary.n + stable.n);
  const best = ll(canary, pooled) + ll(stable, pooled);
  const bound = ll(canary, pc) + ll(stable, ps) - best;
  if (bound < skipBelow) return bound;
  return lnMix(canary) + lnMix(stable) - best;
}

/** ln E against "the canary fails at least `margin` more often than stable". */
export function lnNotWorse(
  canary: Binomial,
  stable: Binomial,
  margin: number,
  /** below this, an upper bound of ln E is returned without the search (it decides nothing) */
  skipBelow = Number.NEGATIVE_INFINITY,
): number {
  const pc = share(canary);
  const ps = share(stable);
  if (pc >= ps + margin) return 0; // at most 1: the data do not favour "not worse"
  // a bound first: the mixture is at most the likelihood's maximum, and H0's best is at least
  // its value at stable's own share
  const at = Math.min(ps, 1 - margin);
  const bound = ll(canary, pc) + ll(stable, ps) - ll(canary, at + margin) - ll(stable, at);
  if (bound < skipBelow) return bound;
  // on the boundary p_c = p_s + δ: a concave function of p_s, maximised by golden section
  const g = (p: number) => ll(canary, p + margin) + ll(stable, p);
  let lo = 0;
  let hi = 1 - margin;
  const k = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 40; i++) {
    const x = hi - k * (hi - lo);
    const y = lo + k * (hi - lo);
    if (g(x) < g(y)) lo = x;
    else hi = y;
  }
  const best = Math.max(g((lo + hi) / 2), g(0));
  return lnMix(canary) + lnMix(stable) - best;
}

/** The design effect of sessions clustered by merchant: 1 + (m − 1)·ICC, m capped. */
export function designEffect(sessions: number, merchants: number, icc: number, maxM: number) {
  const m = merchants > 0 ? Math.min(maxM, Math.max(1, sessions / merchants)) : 1;
  return 1 + (m - 1) * icc;
}
