/**
 * The few pieces of statistics the verdict needs, written out so that every number in
 * thresholds.ts can be recomputed here: the normal distribution, Noether's sample size for the
 * Mann-Whitney test, the chance of a run of failures and the log-gamma function. No dependency: each is a textbook formula.
 */

/** erfc(x), Numerical Recipes' Chebyshev fit: fractional error below 1.2e-7 everywhere. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Φ(x), the standard normal distribution function. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Φ⁻¹(p), Acklam's rational approximation (relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269];
  const a2 = [-30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972];
  const b2 = -13.28068155288572;
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734];
  const c2 = [4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c2[0]!) * q + c2[1]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a2[0]!) * r + a2[1]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b2) * r + 1)
  );
}

/**
 * Noether (1987), the total sample size N of a one-sided Mann-Whitney test at level α with
 * power 1 − β, when P(a canary sample > a stable one) = `pSlower` and the canary has the
 * share `canaryShare` of the N samples:
 *
 *   N = (z₁₋α + z₁₋β)² / (12 · c · (1 − c) · (P − ½)²)
 *
 * Returns the canary's part, c · N, rounded up.
 */
export function noetherCanarySamples(
  alpha: number,
  beta: number,
  pSlower: number,
  canaryShare: number,
): number {
  const z = normalQuantile(1 - alpha) + normalQuantile(1 - beta);
  const c = canaryShare;
  const total = (z * z) / (12 * c * (1 - c) * (pSlower - 0.5) ** 2);
  return Math.ceil(c * total);
}

/**
 * The chance that `n` independent trials, each failing with probability `p`, hold a run of at
 * least `k` failures in a row (exact, by the length of the current run).
 */
export function runProbability(n: number, k: number, p: number): number {
  // state[j]: no run of k yet and the last j trials failed
  let state: number[] = Array.from({ length: k }, (_, j) => (j === 0 ? 1 : 0));
  let hit = 0;
  for (let i = 0; i < n; i++) {
    const next = Array.from({ length: k }, () => 0);
    for (let j = 0; j < k; j++) {
      const s = state[j] ?? 0;
      next[0] = (next[0] ?? 0) + s * (1 - p);
      if (j + 1 === k) hit += s * p;
      else next[j + 1] = (next[j + 1] ?? 0) + s * p;
    }
    state = next;
  }
  return hit;
}

/** ln Γ(x) for x > 0, Lanczos' approximation (g = 7, 9 terms): relative error below 1e-13. */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln B(a, b), the beta function. */
export const lnBeta = (a: number, b: number) => lnGamma(a) + lnGamma(b) - lnGamma(a + b);
