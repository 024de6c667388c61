/**
 * The verdict of a line of the report, and why, in words.
 *
 * A canary (against its remote's stable over the same sessions, monitor.ts):
 * 1. **rolled back** when the release audit says it was already taken back to 0 % (shown apart
 *    from one that needs it, and not counted by `pnpm health`'s exit code);
 * 2. **roll back** when any rule fired: failed sessions, the failure rate, error sessions, the
 *    run rule, LCP, INP;
 * 3. **promote** when the promotion test passed (evidence at 1/β that neither its failed nor
 *    its error sessions are `promoteMargin` above stable's share) and no rule fired; in a
 *    trial (`promoteSessions` > 0), after that many sessions no worse than stable's;
 * 4. **hold** otherwise: not yet shown to be as good as stable.
 *
 * A stable build (and the host) has nothing to compare with: **promote** with at least
 * `stableMinSessions` sessions and no more than `stableMaxFailedShare` of them failed, else
 * **hold**. It never says roll back: there is no build to roll back to.
 *
 * Every decision's words are here, once: the controller, `pnpm health` and the page quote them.
 */
import type { CanaryMonitor, RateState, Rule } from './monitor';
import type { TestState } from './sequential';
import type { SessionCounts } from './sessions';
import type { Thresholds } from './thresholds';
import type { VitalTest } from './vitals';

export type Verdict = 'promote' | 'hold' | 'roll back' | 'rolled back';

export interface Judgement {
  verdict: Verdict;
  /** every rule's state, in words */
  reasons: string[];
  /** what decided, in one line: the rules that fired, else the failures and the verdict */
  evidence: string;
  /** the rules that fired */
  fired: Rule[];
}

const n = (x: number) => x.toLocaleString('en');
const ms = (x: number) => `${n(Math.round(x))} ms`;
/** 1 − α as a percentage: 0.008 → "99.2 %" */
export const confidence = (alpha: number) => `${Number((100 * (1 - alpha)).toFixed(2))} %`;
/** an evidence value, readable at any size: 0.41, 3.2, 125, 4.1e+6 */
export const evidenceText = (x: number) =>
  x >= 1e6 ? x.toExponential(1) : x >= 100 ? n(Math.round(x)) : String(Number(x.toPrecision(2)));

function sequentialLine(s: TestState, what: string, alpha: number): string {
  const counts = `${n(s.failed.canary)} of ${n(s.sessions.canary)} sessions ${what} against ${n(s.failed.stable)} of ${n(s.sessions.stable)} on stable`;
  return s.fired
    ? `${counts}; roll back at ${confidence(alpha)} confidence (evidence ${evidenceText(s.peak)}, threshold ${evidenceText(s.bound)})`
    : `${counts}; evidence ${evidenceText(s.evidence)} of the ${evidenceText(s.bound)} that rolls back (${confidence(alpha)} confidence)`;
}

function vitalLine(label: string, v: VitalTest, alpha: number): string {
  const o = v.options;
  const fired = v.looks.find((l) => l.fired);
  if (fired) {
    return `p75 ${label} ${ms(fired.canaryP75)} against stable's ${ms(fired.stableP75)} (${n(fired.canary)} and ${n(fired.stable)} samples): slower at ${confidence(alpha)} confidence`;
  }
  const last = v.looks.at(-1);
  const next = `next look at ${n(v.nextLook)} canary samples`;
  if (!last) {
    return `${label}: ${n(v.canary.length)} of the ${n(v.nextLook)} canary samples its first look needs`;
  }
  const p75s = `p75 ${ms(last.canaryP75)} against stable's ${ms(last.stableP75)}`;
  return last.slowerButSmall
    ? `${label} slower at ${n(last.canary)} samples (${p75s}) but by less than ${o.ratio}× and ${ms(o.byMs)}; ${next}`
    : `${label} not slower at ${n(last.canary)} samples (${p75s}); ${next}`;
}

const pct = (x: number) => `${Number((100 * x).toFixed(1))} %`;
const shareOf = (s: TestState, arm: 'canary' | 'stable') =>
  s.sessions[arm] ? s.failed[arm] / s.sessions[arm] : 0;

function promotionLine(what: string, r: RateState, t: Thresholds): string {
  const margin = `not ${Number((100 * t.promoteMargin).toFixed(2))} points worse than stable's`;
  const state = r.fired
    ? `shown ${margin}`
    : `evidence ${evidenceText(r.evidence)} of the ${evidenceText(r.bound)} that shows them ${margin}`;
  return `${what}: ${state}`;
}

/** Whether a canary may be promoted (a step widened) now, and why or why not, in words. */
export function promotion(m: CanaryMonitor, t: Thresholds): { ok: boolean; because: string } {
  const f = m.failures.state;
  const e = m.errors.state;
  const sessions = m.canarySessions;
  if (t.promoteSessions > 0) {
    const worse = [
      [f, 'failed'],
      [e, 'error'],
    ].flatMap(([s, what]) => {
      const st = s as TestState;
      const c = shareOf(st, 'canary');
      const o = shareOf(st, 'stable');
      return c > o ? [`its ${what} share ${pct(c)} is above stable's ${pct(o)}`] : [];
    });
    if (worse.length) return { ok: false, because: `${worse.join(', ')}: not promoted` };
    if (sessions < t.promoteSessions) {
      return {
        ok: false,
        because: `${n(sessions)} of the ${n(t.promoteSessions)} sessions a trial's promotion needs`,
      };
    }
    return {
      ok: true,
      because: `${n(sessions)} sessions no worse than stable's (a trial's promotion: no β)`,
    };
  }
  const p = m.promotion();
  const lines = [
    promotionLine('failed sessions', p.failures, t),
    promotionLine('error sessions', p.errors, t),
  ];
  return {
    ok: p.passed,
    because: `${lines.join('; ')} (${confidence(t.beta)} confidence${p.passed ? '' : ' to promote'})`,
  };
}

/** The verdict of a canary alone (what the simulations read after every batch). */
export function canaryVerdict(m: CanaryMonitor, rolledBack: boolean, t: Thresholds): Verdict {
  if (rolledBack) return 'rolled back';
  if (m.fired().length) return 'roll back';
  return promotion(m, t).ok ? 'promote' : 'hold';
}

function rateLine(m: CanaryMonitor, t: Thresholds): string | null {
  const r = m.rate;
  const f = m.failures.state;
  const shares = `${pct(shareOf(f, 'canary'))} of the canary's sessions failed against ${pct(shareOf(f, 'stable'))} of stable's`;
  if (r.fired) {
    return `${shares}; roll back at ${confidence(t.alphaRate)} confidence (evidence ${evidenceText(r.peak)}, threshold ${evidenceText(r.bound)})`;
  }
  return r.evidence > 1
    ? `${shares}; evidence ${evidenceText(r.evidence)} of the ${evidenceText(r.bound)} that rolls back`
    : null;
}

export function judgeCanary(m: CanaryMonitor, rolledBack: boolean, t: Thresholds): Judgement {
  const fired = m.fired();
  const design = m.designEffect;
  const lines: Record<Rule, string | null> = {
    failures: sequentialLine(m.failures.state, 'failed', t.alphaFailures),
    rate: rateLine(m, t),
    errors: sequentialLine(m.errors.state, 'had an error', t.alphaErrors),
    run: m.run.state.fired
      ? `${t.runLength} sessions in a row failed, on ${t.runLength} merchants: roll back (${confidence(t.alphaRun)} confidence)`
      : m.run.state.longest >= 2
        ? `${m.run.state.longest} sessions in a row failed (roll back at ${t.runLength})`
        : null,
    lcp: vitalLine('LCP', m.lcp, t.alphaLcp),
    inp: vitalLine('INP', m.inp, t.alphaInp),
  };
  const reasons = Object.values(lines).filter((l): l is string => l !== null);
  if (design > 1) {
    reasons.push(
      `evidence discounted for merchants with several sessions (design effect ${design.toFixed(2)})`,
    );
  }
  const firedLines = fired.map((r) => lines[r] ?? r);
  const verdict = canaryVerdict(m, rolledBack, t);
  const because =
    verdict === 'rolled back'
      ? 'already rolled back (release audit)'
      : verdict === 'roll back'
        ? ''
        : promotion(m, t).because;
  const evidence = fired.length
    ? [...(because ? [because] : []), ...firedLines].join('; ')
    : [lines.failures, because].join('; ');
  // what decides first when a release already did; else after the rules it sums up
  if (verdict === 'rolled back') reasons.unshift(because);
  else if (because) reasons.push(because);
  return { verdict, reasons, evidence, fired };
}

export function judgeStable(name: string, counts: SessionCounts, t: Thresholds): Judgement {
  const { sessions, failedSessions, errorSessions } = counts;
  const share = sessions ? failedSessions / sessions : 0;
  const figures = `${n(failedSessions)} of ${n(sessions)} sessions failed, ${n(errorSessions)} had an error`;
  let verdict: Verdict;
  let because: string;
  if (sessions < t.stableMinSessions) {
    verdict = 'hold';
    because = `${n(sessions)} of the ${n(t.stableMinSessions)} sessions a verdict needs`;
  } else if (share > t.stableMaxFailedShare) {
    verdict = 'hold';
    because = `more than ${t.stableMaxFailedShare * 100} % failed, and ${name === 'host' ? 'the host' : 'a stable build'} has nothing to compare with`;
  } else {
    verdict = 'promote';
    because = `enough sessions, no more than ${t.stableMaxFailedShare * 100} % failed`;
  }
  return { verdict, reasons: [figures, because], evidence: `${figures}; ${because}`, fired: [] };
}
