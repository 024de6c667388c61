/**
 * The judge of one canary (a remote's canary version) against that remote's stable, fed what
 * happened in the order it happened: a session starts (on the canary or on stable), a session
 * fails, a session has an error, a vital sample arrives. It holds the five rules (failed
 * sessions, error sessions, the run rule, LCP, INP), each anytime-valid, so its state can be
 * read after any item: the report feeds it a whole window, the simulations a batch at a time.
 *
 * Nothing before the canary's first session counts: the comparison is over the same time.
 */
import { type Arm, ConditionalTest, RunRule } from './sequential';
import { FAILURE_GRID, THRESHOLDS, type Thresholds } from './thresholds';
import { VitalTest } from './vitals';

export type Rule = 'failures' | 'errors' | 'run' | 'lcp' | 'inp';

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
  private begun = false;

  constructor(readonly t: Thresholds = THRESHOLDS) {
    this.failures = new ConditionalTest(FAILURE_GRID, t.alphaFailures, t.shareWindow);
    this.errors = new ConditionalTest(FAILURE_GRID, t.alphaErrors, t.shareWindow);
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

  /** A session starts; `merchant` is the canary key (or the session's id without one). */
  start(arm: Arm, merchant: string): SessionHandle {
    if (arm === 'canary') this.begun = true;
    // the two tests see the same starts, so a session has the same number in both
    const seq = this.failures.start(arm);
    this.errors.start(arm);
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
    if (h.arm === 'canary') this.run.fail(h.canaryIndex);
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

  /** The rules that have fired so far (once fired, a rule stays fired). */
  fired(): Rule[] {
    const out: Rule[] = [];
    if (this.failures.state.fired) out.push('failures');
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
