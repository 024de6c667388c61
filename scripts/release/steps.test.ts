import { DESIGN_STEPS, THRESHOLDS } from '@adnet/collector/thresholds';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STEPS, decide, type Plan, stepsProblem } from './steps';

const MIN = 60_000;
const plan: Plan = {
  steps: DEFAULT_STEPS,
  stepMs: 10 * MIN,
  minSessions: 40,
  deadlineMs: 60 * MIN,
  onDeadline: 'pause',
};
const at = (step: number) => ({ step, stepSinceMs: 0 });
const seen = (verdict: 'promote' | 'hold' | 'roll back', sessions: number, nowMs: number) => ({
  verdict,
  reasons: [`because ${verdict}`],
  sessions,
  nowMs,
});

describe('the step machine', () => {
  it('rolls back at once on "roll back", whatever the step, its time or its sessions', () => {
    for (const step of [0, 2, 4]) {
      expect(decide(plan, at(step), seen('roll back', 0, 1))).toEqual({
        kind: 'roll back',
        reasons: ['because roll back'],
      });
    }
  });

  it('advances one step on "promote" once the step has its time and its sessions', () => {
    expect(decide(plan, at(0), seen('promote', 40, 10 * MIN))).toEqual({
      kind: 'advance',
      step: 1,
      percent: 5,
    });
    expect(decide(plan, at(3), seen('promote', 41, 11 * MIN))).toEqual({
      kind: 'advance',
      step: 4,
      percent: 100,
    });
  });

  it('waits, saying for what, while the time, the sessions or the verdict are missing', () => {
    const early = decide(plan, at(1), seen('promote', 40, 4 * MIN));
    expect(early).toEqual({ kind: 'wait', why: '6 min left of 10 min at 5 %' });
    const few = decide(plan, at(1), seen('promote', 12, 10 * MIN));
    expect(few).toEqual({ kind: 'wait', why: '12 of 40 canary sessions at 5 %' });
    const hold = decide(plan, at(2), seen('hold', 99, 20 * MIN));
    expect(hold).toEqual({ kind: 'wait', why: 'verdict "hold": because hold' });
  });

  it('ends a step that still waits at its deadline, as the plan says, saying what it waited for', () => {
    expect(decide(plan, at(1), seen('hold', 0, 60 * MIN - 1)).kind).toBe('wait');
    expect(decide(plan, at(1), seen('hold', 0, 60 * MIN))).toEqual({
      kind: 'deadline',
      action: 'pause',
      why: 'still waiting after 60 min at 5 %: verdict "hold": because hold; 0 of 40 canary sessions at 5 %',
    });
    const rollback = { ...plan, onDeadline: 'rollback' as const };
    expect(decide(rollback, at(2), seen('promote', 3, 61 * MIN))).toMatchObject({
      kind: 'deadline',
      action: 'rollback',
    });
    // a step with all it needs advances, however late
    expect(decide(plan, at(1), seen('promote', 40, 90 * MIN)).kind).toBe('advance');
  });

  it('waits at an approval step for a person, and never in place of the evidence', () => {
    const gated = {
      ...plan,
      steps: [5, 25, 100],
      gates: [2],
      approveWith: 'pnpm release wallet promote',
    };
    expect(decide(gated, at(0), seen('promote', 40, 10 * MIN)).kind).toBe('advance');
    expect(decide(gated, at(1), seen('promote', 40, 10 * MIN))).toEqual({
      kind: 'wait',
      why: 'an approval to go to 100 % (pnpm release wallet promote)',
    });
    const approved = { ...at(1), approved: [2] };
    expect(decide(gated, approved, seen('promote', 40, 10 * MIN)).kind).toBe('advance');
    expect(decide(gated, approved, seen('hold', 40, 10 * MIN)).kind).toBe('wait');
    // an approval step after the last: before becoming stable
    const last = { ...plan, steps: [5, 100], gates: [2] };
    expect(decide(last, at(1), seen('promote', 40, 10 * MIN))).toEqual({
      kind: 'wait',
      why: 'an approval to go to stable',
    });
  });

  it('waits while paused, and still rolls back on "roll back"', () => {
    const paused = { step: 1, stepSinceMs: 0, paused: 'by alice: looking at a ticket' };
    expect(decide(plan, paused, seen('promote', 99, 99 * MIN))).toEqual({
      kind: 'wait',
      why: 'paused: by alice: looking at a ticket',
    });
    expect(decide(plan, paused, seen('roll back', 1, 1)).kind).toBe('roll back');
  });

  it('promotes to stable from the last step only, after its own minimum time', () => {
    expect(decide(plan, at(4), seen('promote', 40, 9 * MIN)).kind).toBe('wait');
    expect(decide(plan, at(4), seen('promote', 40, 10 * MIN))).toEqual({ kind: 'promote' });
  });

  it('walks the default plan 1 → 5 → 25 → 50 → 100 → stable on steady "promote"', () => {
    const percents: number[] = [plan.steps[0] ?? 0];
    let position = at(0);
    let now = 0;
    for (;;) {
      now += 10 * MIN;
      const d = decide(plan, position, seen('promote', 40, now));
      if (d.kind === 'promote') break;
      if (d.kind !== 'advance') throw new Error(d.kind);
      percents.push(d.percent);
      position = { step: d.step, stepSinceMs: now };
    }
    expect(percents).toEqual([1, 5, 25, 50, 100]);
  });

  it('takes increasing percents above 0 that end at 100 as steps', () => {
    expect(stepsProblem([1, 5, 25, 50, 100])).toBeNull();
    expect(stepsProblem([100])).toBeNull();
    expect(stepsProblem([0.5, 100])).toBeNull();
    expect(stepsProblem([])).toBe('no steps');
    expect(stepsProblem([5, 1, 100])).toBe('steps must increase');
    expect(stepsProblem([1, 50])).toBe('the last step is 100');
    expect(stepsProblem([0, 100])).toBe('each step is a percent above 0, at most 100');
    expect(stepsProblem([1, Number.NaN, 100])).toBe('each step is a percent above 0, at most 100');
  });
});

describe('the default plan and the verdict', () => {
  it('is the plan the verdict is designed for: change one, the other and its numbers follow', () => {
    // the simulations walk DESIGN_STEPS and the vitals' first look is sized for one of its
    // steps (collector/src/verdict/thresholds.ts)
    expect(DEFAULT_STEPS).toEqual([...DESIGN_STEPS]);
    expect(DEFAULT_STEPS).toContain(THRESHOLDS.vitalCanaryShare * 100);
    expect(stepsProblem(DEFAULT_STEPS)).toBeNull();
  });
});
