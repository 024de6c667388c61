/**
 * What a person does to a live release besides rolling it back, each one write of the config and
 * one audit line with who did it:
 *
 * - `pnpm release <remote> pause`: the canary stays at its percent and no step is taken; the
 *   controller keeps watching and still rolls back on "roll back";
 * - `pnpm release <remote> resume`: the step starts again (its minimum time, its sessions and
 *   its deadline count from now);
 * - `pnpm release <remote> promote` (or `approve`): approves the plan's next approval step
 *   (`--steps 5,25,approve,100`); the controller takes it when the evidence allows too.
 *
 * Exit 0 done, 2 nothing to do (no live release, not paused, no approval step ahead).
 */
import {
  approve,
  canaryWords,
  isLive,
  pause,
  pendingGate,
  type ReleaseConfig,
  remoteIn,
  resume,
} from './config-edit';
import { updateConfig } from './config-writer';
import type { OperatorDeps } from './operator';
import type { Gate } from './options';

export async function gate(
  name: string,
  what: Gate,
  deps: OperatorDeps,
  reason?: string,
): Promise<number> {
  const { writer, log } = deps;
  const before = remoteIn((await writer.read()).config as ReleaseConfig, name);
  const canary = before?.canary;
  const state = canary?.release;
  if (!canary || !state || !isLive(state)) {
    log(`${name}: no live release to ${what}`);
    return 2;
  }
  const nowIso = new Date(deps.now()).toISOString();
  const command = `operator: pnpm release ${name} ${what}${reason ? `: ${reason}` : ''}`;
  const gateAhead = pendingGate(state);
  const edit =
    what === 'pause'
      ? pause(name, null, `by ${deps.actor}${reason ? `: ${reason}` : ''}`, nowIso)
      : what === 'resume'
        ? resume(name, nowIso)
        : approve(name);
  const done = await updateConfig(writer, edit);
  const after = done && remoteIn(done.after, name)?.canary;
  if (!after) {
    const why = {
      pause: 'it is paused already',
      resume: 'it is not paused',
      promote: 'its plan has no approval step ahead; the verdict alone widens it',
    }[what];
    log(`${name}: nothing to ${what}: ${why} (${canaryWords(canary)})`);
    return 2;
  }
  const to =
    what === 'promote'
      ? `${canaryWords(after)}, approved to go to ${gateAhead !== undefined && gateAhead < state.steps.length ? `${state.steps[gateAhead]} %` : 'stable'}`
      : canaryWords(after);
  deps.record({
    tsMs: deps.now(),
    remote: name,
    version: canary.version,
    action: what === 'promote' ? 'approve' : what,
    actor: deps.actor,
    from: canaryWords(canary),
    to,
    reason: command,
  });
  return 0;
}
