/**
 * The step machine: what the controller does after each reading of the verdict. Pure: the
 * plan, where the release stands and what the collector says in, one decision out.
 *
 * - "roll back" at any step, at any time (a broken build does not wait out its step): the
 *   canary goes to 0 %;
 * - "promote", the step's minimum time spent and its minimum number of canary sessions seen:
 *   up one step, or at the last (100 %) to stable;
 * - an approval step next (`--steps 5,25,approve,100`): wait, besides the rest, for a person's
 *   `pnpm release <remote> promote`; an approval never stands in for the evidence;
 * - paused (by a person, or by a deadline): wait for `resume`, still rolling back on "roll back";
 * - anything else ("hold", or "promote" too early): wait, saying for what — until the step's
 *   deadline: a step still waiting that long (no traffic, a collector that hears nothing, a
 *   verdict that never turns) ends by itself, paused or rolled back as the plan says.
 */
import type { Verdict } from '@adnet/collector/report';

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
  /**
   * approval steps: `i` waits for a person's approval before step `i` (`steps.length`: before
   * becoming stable)
   */
  gates?: readonly number[];
  /** the command that approves, for the words of the wait */
  approveWith?: string;
}

export type OnDeadline = 'pause' | 'rollback';

export interface Position {
  /** index into `plan.steps` */
  step: number;
  /** when the canary reached this step (or was resumed on it), ms since the epoch */
  stepSinceMs: number;
  /** set while the release is paused: why, in words */
  paused?: string;
  /** the approval steps approved so far */
  approved?: readonly number[];
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

/**
 * `5,25,approve,100` → the steps and the approval steps between them; an `approve` after the
 * last step asks for one before becoming stable. Throws the problem in words.
 */
export function parsePlan(text: string): { steps: number[]; gates: number[] } {
  const steps: number[] = [];
  const gates: number[] = [];
  for (const part of text.split(',').map((s) => s.trim())) {
    if (part !== 'approve') steps.push(part === '' ? Number.NaN : Number(part));
    else if (steps.length === 0 || gates.includes(steps.length)) {
      throw new Error('"approve" stands after a step, once between two');
    } else gates.push(steps.length);
  }
  const problem = stepsProblem(steps);
  if (problem) throw new Error(problem);
  return { steps, gates };
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
  const next = at.step + 1;
  if (plan.gates?.includes(next) && !at.approved?.includes(next)) {
    const to = next < plan.steps.length ? `${plan.steps[next]} %` : 'stable';
    waits.push(`an approval to go to ${to}${plan.approveWith ? ` (${plan.approveWith})` : ''}`);
  }
  if (waits.length && seen.nowMs - at.stepSinceMs >= plan.deadlineMs) {
    const why = `still waiting after ${minutes(plan.deadlineMs)} at ${percent} %: ${waits.join('; ')}`;
    return { kind: 'deadline', action: plan.onDeadline, why };
  }
  if (waits.length) return { kind: 'wait', why: waits.join('; ') };
  if (next >= plan.steps.length) return { kind: 'promote' };
  return { kind: 'advance', step: next, percent: plan.steps[next] ?? 100 };
}
