/**
 * The anytime-valid tests of a canary against stable over the same sessions, fed in the order
 * things happened (a session starts, a session fails), so that the report (the whole window at
 * once) and the simulations (batch by batch, read after each) run the same code.
 *
 * `ConditionalTest`: a mixture likelihood ratio on the sequence of failed sessions. Under H0
 * (the same failure probability per session on both builds) a failed session is the canary's
 * with probability ρ, the canary's share of the sessions at that moment; under H1 (the canary
 * fails r times as often) with ρ₁ = rρ / (rρ + 1 − ρ). The ratio of the two, multiplied over
 * the failed sessions and mixed over a fixed grid of r with weights summing to 1, is a
 * nonnegative martingale under H0 with mean 1, so by Ville's inequality it ever reaches 1/α
 * with probability at most α, however often it is read. Stable failures count against the
 * canary's case, so a stable build with no failure at all is no obstacle (only its sessions
 * are needed).
 *
 * ρ is known from the assignment when the caller gives it with each session's start: the
 * release's percent when the session began (the host's hash split puts each merchant on the
 * canary with that probability, whatever the merchant does). Without it (a canary no release
 * shipped), ρ is estimated from the last `shareWindow` session starts since the canary's
 * first, counting the failed session itself: at a 1 % share that estimate is often 0, and the
 * test is then not to be trusted with a long life.
 *
 * `RunRule`: the obvious case, `k` canary sessions in a row failed on `k` distinct merchants,
 * among the canary's first `horizon` sessions.
 */

export type Arm = 'canary' | 'stable';

export interface MixtureGrid {
  /** failure-rate ratios r > 1 of the alternatives */
  ratios: readonly number[];
  /** their weights, summing to 1 */
  weights: readonly number[];
}

export interface TestState {
  /** the mixture likelihood ratio now (1 before any evidence), after the design effect */
  evidence: number;
  /** the largest it has been: the test fired when this reached the bound */
  peak: number;
  /** 1 / α */
  bound: number;
  fired: boolean;
  /** failed sessions counted so far, per arm (those since the canary's first session) */
  failed: { canary: number; stable: number };
  /** sessions started so far, per arm (since the canary's first session) */
  sessions: { canary: number; stable: number };
}

export class ConditionalTest {
  private readonly logRatios: number[];
  private readonly ring: Uint8Array;
  private starts = 0;
  private canaryInRing = 0;
  private begun = false;
  /** the known share at each session's start (NaN: not known) */
  private readonly known: number[] = [];
  readonly state: TestState;

  constructor(
    private readonly grid: MixtureGrid,
    alpha: number,
    private readonly shareWindow: number,
    /** the design effect D now: the evidence is the mixture to the power 1/D (monitor.ts) */
    private readonly designEffect: () => number = () => 1,
  ) {
    this.logRatios = grid.ratios.map(() => 0);
    this.ring = new Uint8Array(shareWindow);
    this.state = {
      evidence: 1,
      peak: 1,
      bound: 1 / alpha,
      fired: false,
      failed: { canary: 0, stable: 0 },
      sessions: { canary: 0, stable: 0 },
    };
  }

  /** A session starts, with the canary's share by the assignment if known; returns its number. */
  start(arm: Arm, share = Number.NaN): number {
    if (arm === 'canary') this.begun = true;
    if (!this.begun) return -1; // stable before the canary's first session: nothing to compare
    const slot = this.starts % this.shareWindow;
    if (this.starts >= this.shareWindow) this.canaryInRing -= this.ring[slot] ?? 0;
    const isCanary = arm === 'canary' ? 1 : 0;
    this.ring[slot] = isCanary;
    this.canaryInRing += isCanary;
    this.state.sessions[arm]++;
    this.known.push(share);
    return this.starts++;
  }

  /** The canary's share of the last `shareWindow` starts, counting session `seq` once. */
  share(arm: Arm, seq: number): number {
    const inRing = Math.min(this.starts, this.shareWindow);
    const counted = seq >= 0 && seq >= this.starts - inRing;
    const canary = this.canaryInRing + (counted || arm !== 'canary' ? 0 : 1);
    return canary / (inRing + (counted ? 0 : 1));
  }

  /** Session `seq` (of `start`) failed: once per session, at its first failure. */
  fail(arm: Arm, seq: number) {
    if (seq < 0) return; // began before the canary: not compared
    const s = this.state;
    s.failed[arm]++;
    const known = this.known[seq] ?? Number.NaN;
    const rho = known > 0 && known < 1 ? known : this.share(arm, seq);
    let mixture = 0;
    this.grid.ratios.forEach((r, i) => {
      const denominator = r * rho + 1 - rho;
      // P(canary | failed) under H1 over under H0: ρ₁/ρ for the canary, (1−ρ₁)/(1−ρ) for stable
      const factor = arm === 'canary' ? r / denominator : 1 / denominator;
      const log = (this.logRatios[i] ?? 0) + Math.log(factor);
      this.logRatios[i] = log;
      mixture += (this.grid.weights[i] ?? 0) * Math.exp(log);
    });
    s.evidence = mixture ** (1 / this.designEffect());
    if (s.evidence > s.peak) s.peak = s.evidence;
    if (s.peak >= s.bound) s.fired = true;
  }
}

export interface RunState {
  k: number;
  horizon: number;
  fired: boolean;
  /** the longest run of failed canary sessions on distinct merchants so far */
  longest: number;
}

/** k canary sessions in a row (by start) failed, on k distinct merchants. */
export class RunRule {
  private readonly failed: boolean[] = [];
  private readonly merchants: string[] = [];
  readonly state: RunState;

  constructor(k: number, horizon: number) {
    this.state = { k, horizon, fired: false, longest: 0 };
  }

  /** A canary session starts; returns its number among the canary's sessions. */
  start(merchant: string): number {
    this.failed.push(false);
    this.merchants.push(merchant);
    return this.failed.length - 1;
  }

  /** Canary session `i` failed. */
  fail(i: number) {
    if (i >= this.state.horizon || this.failed[i] || this.state.fired) return;
    this.failed[i] = true;
    let from = i;
    let to = i;
    while (from > 0 && this.failed[from - 1]) from--;
    while (to + 1 < Math.min(this.failed.length, this.state.horizon) && this.failed[to + 1]) to++;
    const distinct = new Set(this.merchants.slice(from, to + 1)).size;
    if (distinct > this.state.longest) this.state.longest = distinct;
    if (distinct >= this.state.k) this.state.fired = true;
  }
}
