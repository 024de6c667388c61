/**
 * The judge of one canary (a remote's canary version) against that remote's stable, fed what
 * happened in the order it happened: a session starts (on the canary or on stable), a session
 * fails, a session has an error, a vital sample arrives. It holds the six roll-back rules
 * (failed sessions, the failure rate, error sessions, the run rule, LCP, INP) and the
 * promotion test, each anytime-valid, so its state can be read after any item: the report
 * feeds it a whole window, the simulations a batch at a time.
 *
 * Nothing before the canary's first session counts: the comparison is over the same time.
 *
 * Sessions of one merchant are correlated (one bad network, one old phone): every session test
 * takes its evidence to the power 1/D, D = 1 + (m − 1)·ICC the design effect, m the canary's
 * sessions per merchant (its keys; the split is by merchant, so stable's m is the same) and the
 * ICC the planning value of thresholds.ts.
 */
import { type Binomial, designEffect, lnNotWorse, lnWorse } from './rates';
import { type Arm, ConditionalTest, RunRule } from './sequential';
import { FAILURE_GRID, THRESHOLDS, type Thresholds } from './thresholds';
import { VitalTest } from './vitals';

export type Rule = 'failures' | 'rate' | 'errors' | 'run' | 'lcp' | 'inp';

/** An unconditional test's state (rates.ts), its evidence after the design effect. */
export interface RateState {
  evidence: number;
  peak: number;
  /** 1/α (roll back) or 1/β (promotion) */
  bound: number;
  fired: boolean;
}

/** The promotion test of failed and of error sessions: both must pass. */
export interface Promotion {
  failures: RateState;
  errors: RateState;
  passed: boolean;
}

/** A session as the monitor knows it: which arm, and what was counted of it already. */
export interface SessionHandle {
  arm: Arm;
  seq: number;
  /** its number among the canary's sessions (the run rule), -1 on stable */
  canaryIndex: number;
  failed: boolean;
  errored: boolean;
}

export class CanaryMonitor {
  readonly failures: ConditionalTest;
  readonly errors: ConditionalTest;
  readonly run: RunRule;
  readonly lcp: VitalTest;
  readonly inp: VitalTest;
  readonly rate: RateState;
  private readonly merchants = new Set<string>();
  private begun = false;

  constructor(readonly t: Thresholds = THRESHOLDS) {
    const d = () => this.designEffect;
    this.failures = new ConditionalTest(FAILURE_GRID, t.alphaFailures, t.shareWindow, d);
    this.errors = new ConditionalTest(FAILURE_GRID, t.alphaErrors, t.shareWindow, d);
    this.rate = { evidence: 1, peak: 1, bound: 1 / t.alphaRate, fired: false };
    this.run = new RunRule(t.runLength, t.runHorizon);
    const vital = (alpha: number, ratio: number, byMs: number) =>
      new VitalTest({
        alpha,
        minSamples: t.vitalMinSamples,
        minStable: t.vitalMinStableSamples,
        ratio,
        byMs,
      });
    this.lcp = vital(t.alphaLcp, t.lcpWorseRatio, t.lcpWorseByMs);
    this.inp = vital(t.alphaInp, t.inpWorseRatio, t.inpWorseByMs);
  }

  /**
   * A session starts; `merchant` is the canary key (or the session's id without one), `share`
   * the canary's share by the assignment when the session began, if known.
   */
  start(arm: Arm, merchant: string, share?: number): SessionHandle {
    if (arm === 'canary') this.begun = true;
    // the two tests see the same starts, so a session has the same number in both
    const seq = this.failures.start(arm, share);
    this.errors.start(arm, share);
    if (arm === 'canary') this.merchants.add(merchant);
    return {
      arm,
      seq,
      canaryIndex: arm === 'canary' ? this.run.start(merchant) : -1,
      failed: false,
      errored: false,
    };
  }

  /** The session failed (a failed load or render, a contract refusal, a canary fallback). */
  fail(h: SessionHandle) {
    if (h.failed) return;
    h.failed = true;
    this.failures.fail(h.arm, h.seq);
    if (h.arm === 'canary') {
      this.run.fail(h.canaryIndex);
      this.checkRate();
    }
  }

  /** The session had an error (any `adnet.error`, or a render fallback). */
  error(h: SessionHandle) {
    if (h.errored) return;
    h.errored = true;
    this.errors.fail(h.arm, h.seq);
  }

  /** A vital sample of either build (only from the canary's first session on). */
  vital(arm: Arm, vital: 'lcp' | 'inp', value: number) {
    if (!this.begun) return;
    this[vital].add(arm === 'canary', value);
  }

  /** The design effect now: 1 + (m − 1)·ICC, m the canary's sessions per merchant (capped). */
  get designEffect(): number {
    const { canarySessions, t } = this;
    return designEffect(canarySessions, this.merchants.size, t.icc, t.maxSessionsPerMerchant);
  }

  /** The canary's and stable's failed (or error) sessions, since the canary's first. */
  private counts(kind: 'failures' | 'errors'): [Binomial, Binomial] {
    const { failed, sessions } = this[kind].state;
    return [
      { n: sessions.canary, f: failed.canary },
      { n: sessions.stable, f: failed.stable },
    ];
  }

  /** The failure-rate rule, read now (at a canary failure, and at every reading). */
  private checkRate() {
    const r = this.rate;
    if (r.fired || !this.begun) return;
    const d = this.designEffect;
    r.evidence = Math.exp(lnWorse(...this.counts('failures'), Math.log(r.bound) * d) / d);
    if (r.evidence > r.peak) r.peak = r.evidence;
    if (r.peak >= r.bound) r.fired = true;
  }

  /**
   * The promotion test now: evidence that neither the canary's failed nor its error sessions
   * are `promoteMargin` or more above stable's share, each reaching 1/β.
   */
  promotion(): Promotion {
    const { t } = this;
    const d = this.designEffect;
    const bound = 1 / t.beta;
    const test = (kind: 'failures' | 'errors'): RateState => {
      const [c, s] = this.counts(kind);
      const ln = lnNotWorse(c, s, t.promoteMargin, Math.log(bound) * d) / d;
      const evidence = Math.exp(ln);
      return { evidence, peak: evidence, bound, fired: evidence >= bound };
    };
    const failures = test('failures');
    const errors = test('errors');
    return { failures, errors, passed: failures.fired && errors.fired };
  }

  /** The rules that have fired so far (once fired, a rule stays fired). */
  fired(): Rule[] {
    this.checkRate();
    const out: Rule[] = [];
    if (this.failures.state.fired) out.push('failures');
    if (this.rate.fired) out.push('rate');
    if (this.errors.state.fired) out.push('errors');
    if (this.run.state.fired) out.push('run');
    if (this.lcp.fired) out.push('lcp');
    if (this.inp.fired) out.push('inp');
    return out;
  }

  /** The canary's sessions so far. */
  get canarySessions(): number {
    return this.failures.state.sessions.canary;
  }
}
