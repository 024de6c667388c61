/**
 * A canary's LCP or INP against stable's: a one-sided Mann-Whitney U test (the samples are
 * skewed, so ranks rather than means), read at geometric sample sizes so that it stays valid
 * however often the verdict is read.
 *
 * The test is only evaluated when the canary has n₀, 2n₀, 4n₀, … samples (n₀ =
 * `vitalMinSamples`, from the power wanted): look k compares the first n₀·2ᵏ canary samples
 * with the stable samples up to the time of the last of them, at level α/2^(k+1). The levels
 * sum to α, so the chance that any look ever says "slower" for a canary as fast as stable is
 * at most α (a union bound), whenever and however often the result is read. A look that says
 * "slower" rolls back only when the slowdown also matters: the canary's p75 is at least
 * `ratio` × stable's and `byMs` more.
 */
import { normalQuantile } from './stats';

/** p75 by nearest rank: the smallest sample with at least 75% of them at or below it. */
export function p75(samples: ArrayLike<number>): number | null {
  if (samples.length === 0) return null;
  return nearestRank(Float64Array.from(samples).sort(), 0.75);
}

/** The q-quantile by nearest rank of samples sorted ascending. */
function nearestRank(sorted: Float64Array, q: number): number {
  return sorted[Math.ceil(q * sorted.length) - 1] ?? 0;
}

/**
 * The Mann-Whitney U of `canary` against `stable` (pairs where the canary's sample is the
 * larger, ties counting ½) and its z under H0 (no difference), normal approximation with the
 * tie correction of the variance and a continuity correction of ½. Takes the samples sorted
 * ascending (typed arrays sort by number, natively).
 */
export function mannWhitneySorted(canary: Float64Array, stable: Float64Array) {
  const m = canary.length;
  const n = stable.length;
  const total = m + n;
  let rankSum = 0;
  let ties = 0;
  let i = 0;
  let j = 0;
  let below = 0; // samples ranked before the current value
  while (i < m || j < n) {
    const v = Math.min(i < m ? (canary[i] ?? 0) : Infinity, j < n ? (stable[j] ?? 0) : Infinity);
    let c = 0;
    let s = 0;
    while (i < m && canary[i] === v) {
      c++;
      i++;
    }
    while (j < n && stable[j] === v) {
      s++;
      j++;
    }
    const t = c + s;
    rankSum += c * (below + (t + 1) / 2);
    ties += t * t * t - t;
    below += t;
  }
  const u = rankSum - (m * (m + 1)) / 2;
  const mean = (m * n) / 2;
  const variance = ((m * n) / 12) * (total + 1 - ties / (total * (total - 1)));
  const z = variance > 0 ? (u - mean - 0.5) / Math.sqrt(variance) : 0;
  return { u, z };
}

/** `mannWhitneySorted` of samples in any order. */
export function mannWhitney(canary: readonly number[], stable: readonly number[]) {
  return mannWhitneySorted(Float64Array.from(canary).sort(), Float64Array.from(stable).sort());
}

export interface Look {
  /** canary and stable samples compared */
  canary: number;
  stable: number;
  /** the look's level α/2^(k+1) and the z it needs */
  level: number;
  critical: number;
  z: number;
  canaryP75: number;
  stableP75: number;
  /** the test says slower, and by enough to matter: this look rolls back */
  fired: boolean;
  /** slower by the test but under the ratio or the margin */
  slowerButSmall: boolean;
}

export interface VitalTestOptions {
  alpha: number;
  minSamples: number;
  minStable: number;
  ratio: number;
  byMs: number;
}

export class VitalTest {
  readonly canary: number[] = [];
  readonly stable: number[] = [];
  readonly looks: Look[] = [];
  /** looks passed over for want of stable samples */
  skipped = 0;
  fired = false;

  constructor(readonly options: VitalTestOptions) {}

  /** The canary samples the next look is at. */
  get nextLook(): number {
    return this.options.minSamples * 2 ** (this.looks.length + this.skipped);
  }

  add(canary: boolean, value: number) {
    if (!canary) {
      this.stable.push(value);
      return;
    }
    this.canary.push(value);
    if (this.canary.length === this.nextLook) this.look();
  }

  private look() {
    const o = this.options;
    const k = this.looks.length + this.skipped;
    if (this.stable.length < o.minStable) {
      this.skipped++;
      return;
    }
    const level = o.alpha / 2 ** (k + 1);
    const critical = normalQuantile(1 - level);
    const canary = Float64Array.from(this.canary).sort();
    const stable = Float64Array.from(this.stable).sort();
    const { z } = mannWhitneySorted(canary, stable);
    const canaryP75 = nearestRank(canary, 0.75);
    const stableP75 = nearestRank(stable, 0.75);
    const slower = z > critical;
    const matters = canaryP75 >= o.ratio * stableP75 && canaryP75 - stableP75 >= o.byMs;
    const look: Look = {
      canary: this.canary.length,
      stable: this.stable.length,
      level,
      critical,
      z,
      canaryP75,
      stableP75,
      fired: slower && matters,
      slowerButSmall: slower && !matters,
    };
    this.looks.push(look);
    if (look.fired) this.fired = true;
  }
}
