/** The verdict of a line and its evidence in words, each verdict on either side of its rule. */
import { describe, expect, it } from 'vitest';
import { CanaryMonitor } from './monitor';
import { THRESHOLDS as T } from './thresholds';
import { canaryVerdict, confidence, evidenceText, judgeCanary, judgeStable } from './verdict';

/**
 * A canary of `canary` sessions among `stable` stable ones, its share held steady, with
 * `canaryFailed` of its sessions failing evenly spread (never five in a row) and the first
 * `stableFailed` of stable's.
 */
function monitor(canary: number, stable: number, canaryFailed = 0, stableFailed = 0) {
  const m = new CanaryMonitor(T);
  const every = canaryFailed ? Math.floor(canary / canaryFailed) : 0;
  let c = 0;
  let s = 0;
  while (c < canary || s < stable) {
    // the next session is the one furthest behind its share
    if (c < canary && (s >= stable || c / canary <= s / stable)) {
      const h = m.start('canary', `merchant-${c}`);
      if (every && c % every === 0 && c / every < canaryFailed) m.fail(h);
      c++;
    } else {
      const h = m.start('stable', '');
      if (s < stableFailed) m.fail(h);
      s++;
    }
  }
  return m;
}

describe('judgeCanary', () => {
  it('says roll back with the evidence in words', () => {
    const m = monitor(40, 300, 7, 1);
    expect(m.failures.state.failed).toEqual({ canary: 7, stable: 1 });
    const j = judgeCanary(m, false, T);
    expect(j.verdict).toBe('roll back');
    expect(j.fired).toEqual(['failures', 'rate']);
    expect(j.evidence).toMatch(
      /^7 of 40 sessions failed against 1 of 300 on stable; roll back at 99\.5 % confidence \(evidence [\d,.e+]+, threshold 200\); 17\.5 % of the canary's sessions failed against 0\.3 % of stable's; roll back at 99\.7 % confidence \(evidence [\d,.e+]+, threshold 333\)$/,
    );
  });

  it('rolls back on error sessions as on failed ones, each share taken the same way', () => {
    const m = new CanaryMonitor(T);
    for (let i = 0; i < 300; i++) {
      if (i % 8 === 0) {
        const c = m.start('canary', `merchant-${i}`);
        if (i % 40 === 0) m.error(c);
      }
      const h = m.start('stable', '');
      if (i === 0) m.error(h);
    }
    expect(m.errors.state.sessions).toEqual({ canary: 38, stable: 300 });
    expect(m.errors.state.failed).toEqual({ canary: 8, stable: 1 });
    const j = judgeCanary(m, false, T);
    expect(j.fired).toEqual(['errors']);
    expect(j.evidence).toMatch(
      /^8 of 38 sessions had an error against 1 of 300 on stable; roll back at 99\.9 % confidence/,
    );
  });

  it('holds a clean canary until the promotion test shows it not worse, then promotes', () => {
    const short = judgeCanary(monitor(400, 1200), false, T);
    expect(short.verdict).toBe('hold');
    expect(short.evidence).toMatch(
      /^0 of 400 sessions failed against 0 of 1,200 on stable; evidence 1 of the 200 that rolls back \(99\.5 % confidence\); failed sessions: evidence [\d.]+ of the 10 that shows them not 2 points worse than stable's; error sessions: evidence [\d.]+ of the 10 that shows them not 2 points worse than stable's \(90 % confidence to promote\)$/,
    );
    const enough = judgeCanary(monitor(700, 2100), false, T);
    expect(enough.verdict).toBe('promote');
    expect(enough.reasons).toContain(
      "failed sessions: shown not 2 points worse than stable's; error sessions: shown not 2 points worse than stable's (90 % confidence)",
    );
    // and every rule's state is there, the vitals' first look included
    expect(enough.reasons.join('\n')).toMatch(
      /^LCP: 0 of the 65 canary samples its first look needs$/m,
    );
  });

  it('holds a canary failing like stable, promotes it with enough sessions', () => {
    expect(judgeCanary(monitor(100, 2000, 1, 20), false, T).verdict).toBe('hold');
    expect(judgeCanary(monitor(2000, 8000, 20, 80), false, T).verdict).toBe('promote');
  });

  it('never promotes a canary failing 2 points above stable, however many sessions', () => {
    expect(judgeCanary(monitor(4000, 12000, 160, 240), false, T).verdict).not.toBe('promote');
  });

  it("in a trial, promotes after its sessions only when no worse than stable's", () => {
    const trial = { ...T, promoteSessions: 3 };
    expect(canaryVerdict(monitor(2, 6), false, trial)).toBe('hold');
    expect(canaryVerdict(monitor(3, 9), false, trial)).toBe('promote');
    // a build failing every session: never widened, whatever the trial's number
    const failing = judgeCanary(monitor(3, 9, 3, 0), false, trial);
    expect(failing.verdict).not.toBe('promote');
    expect(failing.evidence).toMatch(/its failed share 100 % is above stable's 0 %: not promoted/);
    expect(canaryVerdict(monitor(30, 90, 1, 2), false, trial)).toBe('hold');
  });

  it('marks a version the audit rolled back, whatever its rules say', () => {
    const bad = judgeCanary(monitor(40, 300, 7, 1), true, T);
    expect(bad.verdict).toBe('rolled back');
    expect(bad.evidence).toMatch(/^already rolled back \(release audit\); 7 of 40 sessions failed/);
    expect(canaryVerdict(monitor(10, 10), true, T)).toBe('rolled back');
  });

  it('reads its numbers from the thresholds it is given', () => {
    const m = monitor(40, 300, 7, 1);
    expect(canaryVerdict(m, false, { ...T, promoteSessions: 40 })).toBe('roll back');
    const lenient = new CanaryMonitor({ ...T, alphaFailures: 1e-12 });
    expect(lenient.failures.state.bound).toBe(1e12);
  });
});

describe('judgeStable', () => {
  const counts = (sessions: number, failedSessions: number) => ({
    sessions,
    failedSessions,
    errorSessions: 0,
    merchants: null,
    merchantsLeft: null,
  });

  it('holds with too few sessions, promotes with enough, never rolls back', () => {
    expect(judgeStable('wallet', counts(T.stableMinSessions - 1, 0), T).verdict).toBe('hold');
    expect(judgeStable('wallet', counts(T.stableMinSessions, 0), T).verdict).toBe('promote');
    const atCeiling = Math.floor(T.stableMinSessions * T.stableMaxFailedShare);
    expect(judgeStable('wallet', counts(T.stableMinSessions, atCeiling), T).verdict).toBe(
      'promote',
    );
    const over = judgeStable('host', counts(T.stableMinSessions, atCeiling + 1), T);
    expect(over.verdict).toBe('hold');
    expect(over.evidence).toMatch(/more than 5 % failed, and the host has nothing to compare with/);
  });
});

describe('words', () => {
  it('writes confidence and evidence readably', () => {
    expect(confidence(0.008)).toBe('99.2 %');
    expect(confidence(0.0002)).toBe('99.98 %');
    expect([0.4123, 3.21, 125.4, 12_345.6, 4.2e7].map(evidenceText)).toEqual([
      '0.41',
      '3.2',
      '125',
      '12,346',
      '4.2e+7',
    ]);
  });
});
