/**
 * The step machine: what the controller does after each reading of the verdict. Pure: the
 * plan, where the release stands and what the collector says in, one decision out.
 *
 * - "roll back" at any step, at any time (a broken build does not wait out its step): the
 *   canary goes to 0 %;
 * - "promote", the step's minimum time spent and its minimum number of canary sessions seen:
 *   up one step, or at the last (100 %) to stable;
 * - paused (by a person, or by a deadline): wait for `resume`, still rolling back on "roll back";
 * - anything else ("hold", or "promote" too early): wait, saying for what — until the step's
 *   deadline: a step still waiting that long (no traffic, a collector that hears nothing, a
 *   verdict that never turns) ends by itself, paused or rolled back as the plan says.
 */
import type { Verdict } from '../../collector/src/report';

export interface Plan {
  /** percents, increasing, the last 100 */
  steps: number[];
  /** the least time on each step, in ms */
  stepMs: number;
  /** the least canary sessions started on each step */
  minSessions: number;
  /** the longest a step may wait, in ms, from its start */
  deadlineMs: number;
  /** what a step past its deadline does */
  onDeadline: OnDeadline;
}

export type OnDeadline = 'pause' | 'rollback';

export interface Position {
  /** index into `plan.steps` */
  step: number;
  /** when the canary reached this step (or was resumed on it), ms since the epoch */
  stepSinceMs: number;
  /** set while the release is paused: why, in words */
  paused?: string;
}

export interface Observation {
  verdict: Verdict;
  /** why the verdict, in words */
  reasons: string[];
  /** canary sessions started since the step began */
  sessions: number;
  nowMs: number;
}

export type Decision =
  | { kind: 'roll back'; reasons: string[] }
  | { kind: 'advance'; step: number; percent: number }
  | { kind: 'promote' }
  | { kind: 'deadline'; action: OnDeadline; why: string }
  | { kind: 'wait'; why: string };

export const DEFAULT_STEPS = [1, 5, 25, 50, 100];
/** A step's deadline by default: six times its default minimum of 10 minutes. */
export const DEFAULT_DEADLINE_MINUTES = 60;

/** A plan's steps are increasing percents above 0 that end at 100; the problem, or null. */
export function stepsProblem(steps: readonly number[]): string | null {
  if (steps.length === 0) return 'no steps';
  if (steps.some((s) => !Number.isFinite(s) || s <= 0 || s > 100)) {
    return 'each step is a percent above 0, at most 100';
  }
  if (steps.some((s, i) => i > 0 && s <= (steps[i - 1] ?? 0))) return 'steps must increase';
  if (steps.at(-1) !== 100) return 'the last step is 100';
  return null;
}

const minutes = (ms: number) => `${Math.ceil(ms / 60_000)} min`;

export function decide(plan: Plan, at: Position, seen: Observation): Decision {
  if (seen.verdict === 'roll back') return { kind: 'roll back', reasons: seen.reasons };
  if (at.paused !== undefined) return { kind: 'wait', why: `paused: ${at.paused}` };
  const percent = plan.steps[at.step] ?? 100;
  const left = at.stepSinceMs + plan.stepMs - seen.nowMs;
  const waits: string[] = [];
  if (seen.verdict !== 'promote')
    waits.push(`verdict "${seen.verdict}": ${seen.reasons.join('; ')}`);
  if (left > 0) waits.push(`${minutes(left)} left of ${minutes(plan.stepMs)} at ${percent} %`);
  if (seen.sessions < plan.minSessions) {
    waits.push(`${seen.sessions} of ${plan.minSessions} canary sessions at ${percent} %`);
  }
  if (waits.length && seen.nowMs - at.stepSinceMs >= plan.deadlineMs) {
    const why = `still waiting after ${minutes(plan.deadlineMs)} at ${percent} %: ${waits.join('; ')}`;
    return { kind: 'deadline', action: plan.onDeadline, why };
  }
  if (waits.length) return { kind: 'wait', why: waits.join('; ') };
  const next = at.step + 1;
  if (next >= plan.steps.length) return { kind: 'promote' };
  return { kind: 'advance', step: next, percent: plan.steps[next] ?? 100 };
}
