/**
 * The release controller: ships a canary and sees it through (docs/release.md, "The release
 * controller").
 *
 * 1. Pre-flight (preflight.ts). A problem: an audit line `refuse` with the reason, nothing
 *    written, exit 1.
 * 2. Ship: the canary block at the plan's first step, with its snapshot and the controller's
 *    state (config-edit.ts), in one atomic write; an audit line `ship`.
 * 3. Every interval: the verdict since shipping, the canary sessions since the step began, the
 *    step machine (steps.ts); each change is one write and one audit line (`step`, `rollback`,
 *    `promote`). Exit 0 once promoted to stable, 1 once rolled back — by the verdict or by
 *    someone else (an operator's `--rollback`, seen at the next reading).
 */
import { type AuditAction, appendAudit } from '@adnet/collector/audit';
import type { Db } from '@adnet/collector/store';
import type { Judgement } from '@adnet/collector/verdict';
import type { RemoteSnapshot } from '../../host/src/remotes/federation/snapshot';
import { fetchManifest, withSnapshot } from '../deploy/config-snapshot';
import {
  canaryWords,
  isRunning,
  moveTo,
  promote,
  type ReleaseCanary,
  type ReleaseConfig,
  remoteIn,
  type Shipment,
  ship,
  stableVersionOf,
  stableWords,
  withdraw,
} from './config-edit';
import { type ConfigWriter, updateConfig } from './config-writer';
import type { Preflight } from './preflight';
import { decide, type Plan } from './steps';

export interface ReleaseRequest {
  remote: string;
  manifest: string;
  version: string;
  steps: number[];
  stepMinutes: number;
  minSessions: number;
  intervalMs: number;
}

interface Query {
  remote: string;
  version: string;
  sinceMs: number;
  nowMs: number;
}

export interface ControllerDeps {
  writer: ConfigWriter;
  db: Db;
  /** who or what, for the audit */
  actor: string;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log: (line: string) => void;
  preflight: (manifest: string) => Promise<Preflight>;
  judge: (q: Query) => Pick<Judgement, 'verdict' | 'reasons'>;
  sessions: (q: Omit<Query, 'nowMs'>) => number;
  /** the build's snapshot read again from its manifest (the deploy step), or undefined */
  snapshot: (manifest: string) => Promise<RemoteSnapshot | undefined>;
  /** renews the controller's lock; throws when it was lost */
  heartbeat: () => void;
}

/** A build's snapshot read from its manifest by the deploy step's own code. */
export async function freshSnapshot(manifest: string) {
  return (await withSnapshot({ manifest }, fetchManifest, [])).snapshot;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The first few of a list in words, and how many more (a build missing 40 chunks). */
const listed = (items: string[], first = 5) =>
  items.length > first
    ? `${items.slice(0, first).join('; ')}; and ${items.length - first} more`
    : items.join('; ');

export async function runRelease(req: ReleaseRequest, deps: ControllerDeps): Promise<number> {
  const { writer, log } = deps;
  const audit = (action: AuditAction, from: string, to: string, reason: string) =>
    appendAudit(deps.db, {
      tsMs: deps.now(),
      remote: req.remote,
      version: req.version,
      action,
      actor: deps.actor,
      from,
      to,
      reason,
    });
  const read = async () => (await writer.read()).config as ReleaseConfig;

  const remote = remoteIn(await read(), req.remote);
  if (!remote) {
    log(`${writer.where} has no remote "${req.remote}"`);
    return 2;
  }
  const own = { manifest: req.manifest, version: req.version };
  let canary = remote.canary;
  if (isRunning(canary, req.manifest, req.version)) {
    log(`resuming the release of ${req.remote} ${req.version}: ${canaryWords(canary!)}`);
  } else if (canary && (canary.release?.state === 'running' || canary.percent > 0)) {
    log(
      `${req.remote} already has ${canaryWords(canary)}: let its release end, or withdraw it with pnpm release ${req.remote} --rollback`,
    );
    return 2;
  } else if (stableVersionOf(remote) === req.version || remote.manifest === req.manifest) {
    log(`${req.version} (${req.manifest}) is already ${req.remote}'s stable build`);
    return 2;
  } else {
    const checked = await deps.preflight(req.manifest);
    if (checked.problems.length) {
      const reason = `pre-flight: ${listed(checked.problems)}`;
      audit('refuse', stableWords(remote), `${stableWords(remote)}, nobody exposed`, reason);
      log(`refused, nobody exposed. ${reason}`);
      return 1;
    }
    const problems: string[] = [];
    const { snapshot } = await withSnapshot(own, () => checked.manifest, problems);
    const shipment: Shipment = { ...own, snapshot, ...req };
    const shipped = await updateConfig(writer, ship(req.remote, shipment, iso(deps.now())));
    canary = shipped ? remoteIn(shipped.after, req.remote)?.canary : undefined;
    if (!canary) {
      log(`${req.remote}'s canary changed while the pre-flight ran: not shipped`);
      return 2;
    }
    const plan = `${req.steps.join(' → ')} %, each ≥ ${req.stepMinutes} min and ≥ ${req.minSessions} canary sessions`;
    audit(
      'ship',
      stableWords(remote),
      canaryWords(canary),
      `pre-flight passed (${checked.checked} files, shared contract met); plan ${plan}`,
    );
    log(`shipped ${canaryWords(canary)} (plan ${plan})`);
  }

  let lastWait = '';
  for (;;) {
    await deps.sleep(req.intervalMs);
    deps.heartbeat();
    const now = deps.now();
    const current: ReleaseCanary | undefined = remoteIn(await read(), req.remote)?.canary;
    const state = current?.release;
    if (!current || !state || !isRunning(current, req.manifest, req.version)) {
      log(`the release was ended by someone else: ${current ? canaryWords(current) : 'no canary'}`);
      return 1;
    }
    const plan: Plan = {
      steps: state.steps,
      stepMs: state.stepMinutes * 60_000,
      minSessions: state.minSessions,
    };
    const stepSinceMs = Date.parse(state.stepSince);
    const judged = deps.judge({
      ...own,
      remote: req.remote,
      sinceMs: Date.parse(state.shippedAt),
      nowMs: now,
    });
    const sessions = deps.sessions({ ...own, remote: req.remote, sinceMs: stepSinceMs });
    const decision = decide(
      plan,
      { step: state.step, stepSinceMs },
      { ...judged, sessions, nowMs: now },
    );

    if (decision.kind === 'wait') {
      if (decision.why !== lastWait) log(`${canaryWords(current)}: waiting: ${decision.why}`);
      lastWait = decision.why;
      continue;
    }
    if (decision.kind === 'roll back') {
      const done = await updateConfig(writer, withdraw(req.remote, req.version, iso(now)));
      if (!done) return 1;
      const to = remoteIn(done.after, req.remote)?.canary;
      const reason = `verdict "roll back": ${decision.reasons.join('; ')}`;
      audit('rollback', canaryWords(current), to ? canaryWords(to) : 'no canary', reason);
      log(`rolled back: ${canaryWords(current)} → 0 %. ${reason}`);
      return 1;
    }
    const why = `verdict "promote" (${judged.reasons.join('; ')}); ${sessions} canary sessions in ${Math.round((now - stepSinceMs) / 60_000)} min at ${current.percent} %`;
    if (decision.kind === 'advance') {
      const done = await updateConfig(writer, moveTo(req.remote, own, decision.step, iso(now)));
      const to = done && remoteIn(done.after, req.remote)?.canary;
      if (!to) continue; // ended meanwhile: the next reading says how
      audit('step', canaryWords(current), canaryWords(to), why);
      log(`step: ${canaryWords(current)} → ${to.percent} %`);
      lastWait = '';
      continue;
    }
    const snapshot = (await deps.snapshot(req.manifest)) ?? current.snapshot;
    const done = await updateConfig(writer, promote(req.remote, own, snapshot));
    if (!done) continue;
    const before = remoteIn(done.before, req.remote)!;
    const to = `stable ${req.version} (previous ${stableVersionOf(before)} kept)`;
    audit('promote', `${stableWords(before)}, ${canaryWords(current)}`, to, why);
    log(`promoted: ${to}`);
    return 0;
  }
}
