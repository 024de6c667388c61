/**
 * The release controller: ships a canary and sees it through (docs/release.md, "The release
 * controller"). Two jobs, one function each:
 *
 * - `shipCanary`: the pre-flight (preflight.ts) — a problem is an audit line `refuse`, nothing
 *   written, exit 1 — then the canary block at the plan's first step, with its snapshot and the
 *   controller's state (config-edit.ts), in one atomic write and an audit line `ship`. A release
 *   of this build already running is resumed instead.
 * - `followRelease`: every interval, the verdict since shipping and the canary sessions since
 *   the step began go through the step machine (steps.ts); each change it asks for is one write
 *   and one audit line. Exit 0 once promoted to stable, 1 once rolled back — by the verdict or
 *   by someone else (an operator's `--rollback`, seen at the next reading).
 *
 * Every decision is recorded through `deps.record` (the audit, the log, the webhook), in the
 * words of words.ts.
 */
import type { AuditAction, AuditLine } from '@adnet/collector/audit';
import type { Judgement } from '@adnet/collector/verdict';
import type { RemoteSnapshot } from '../../host/src/remotes/federation/snapshot';
import { fetchManifest, withSnapshot } from '../deploy/config-snapshot';
import {
  canaryWords,
  deadlineOf,
  isLive,
  isRunning,
  moveTo,
  pause,
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
import { decide, type OnDeadline, type Plan } from './steps';
import { planWords } from './words';

export interface ReleaseRequest {
  remote: string;
  manifest: string;
  version: string;
  steps: number[];
  /** approval steps: index `i` waits for a person's approval before step `i` */
  gates?: number[];
  stepMinutes: number;
  minSessions: number;
  /** the longest a step may wait, and what it does then */
  deadlineMinutes: number;
  onDeadline: OnDeadline;
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
  /** records a decision: the audit line, the log, the webhook */
  record: (line: AuditLine) => void;
  /** who or what, for the audit */
  actor: string;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log: (line: string) => void;
  preflight: (manifest: string) => Promise<Preflight>;
  /** the verdict since the ship, read through the collector's store (SQLite or ClickHouse) */
  judge: (q: Query) => Promise<Pick<Judgement, 'verdict' | 'reasons'>>;
  /** the canary sessions that began since the step's start */
  sessions: (q: Omit<Query, 'nowMs'>) => Promise<number>;
  /** the longest a reading may take before it is a wait (default: the interval) */
  readTimeoutMs?: number;
  /** the build's snapshot read again from its manifest (the deploy step), or undefined */
  snapshot: (manifest: string) => Promise<RemoteSnapshot | undefined>;
  /** renews the controller's lease; throws when it was lost */
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

/** The audit line of a decision about this release, recorded now. */
function recorder(req: ReleaseRequest, deps: ControllerDeps) {
  return (action: AuditAction, from: string, to: string, reason: string) =>
    deps.record({
      tsMs: deps.now(),
      remote: req.remote,
      version: req.version,
      action,
      actor: deps.actor,
      from,
      to,
      reason,
    });
}

const readConfig = async (writer: ConfigWriter) => (await writer.read()).config as ReleaseConfig;

/**
 * Ships the canary, or finds its release running. Null when there is a release to follow, else
 * the exit status (1 refused by the pre-flight, 2 a run that cannot start).
 */
export async function shipCanary(
  req: ReleaseRequest,
  deps: ControllerDeps,
): Promise<number | null> {
  const { writer, log } = deps;
  const record = recorder(req, deps);
  const remote = remoteIn(await readConfig(writer), req.remote);
  if (!remote) {
    log(`${writer.where} has no remote "${req.remote}"`);
    return 2;
  }
  const canary = remote.canary;
  if (isRunning(canary, req.manifest, req.version)) {
    log(`resuming the release of ${req.remote} ${req.version}: ${canaryWords(canary!)}`);
    return null;
  }
  if (canary && (isLive(canary.release) || canary.percent > 0)) {
    log(
      `${req.remote} already has ${canaryWords(canary)}: let its release end, or withdraw it with pnpm release ${req.remote} --rollback`,
    );
    return 2;
  }
  if (stableVersionOf(remote) === req.version || remote.manifest === req.manifest) {
    log(`${req.version} (${req.manifest}) is already ${req.remote}'s stable build`);
    return 2;
  }
  const checked = await deps.preflight(req.manifest);
  if (checked.problems.length) {
    const reason = `pre-flight: ${listed(checked.problems)}`;
    record('refuse', stableWords(remote), `${stableWords(remote)}, nobody exposed`, reason);
    return 1;
  }
  const own = { manifest: req.manifest, version: req.version };
  const { snapshot } = await withSnapshot(own, () => checked.manifest, []);
  const shipment: Shipment = { ...own, snapshot, ...req };
  const shipped = await updateConfig(writer, ship(req.remote, shipment, iso(deps.now())));
  const out = shipped ? remoteIn(shipped.after, req.remote)?.canary : undefined;
  if (!out) {
    log(`${req.remote}'s canary changed while the pre-flight ran: not shipped`);
    return 2;
  }
  const reason = `pre-flight passed (${checked.checked} files, shared contract met); plan ${planWords(req)}`;
  record('ship', stableWords(remote), canaryWords(out), reason);
  return null;
}

/**
 * The verdict since shipping and the canary sessions since the step began. A store that cannot
 * be read, or does not answer within `timeoutMs`, is a wait like no traffic, said in words: the
 * step's deadline ends it.
 */
async function readCollector(
  deps: ControllerDeps,
  q: Query & { stepSinceMs: number },
  timeoutMs: number,
): Promise<{ judged: Pick<Judgement, 'verdict' | 'reasons'>; sessions: number }> {
  const { stepSinceMs, ...query } = q;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `no answer within ${timeoutMs < 1_000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1_000)} s`}`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    const [judged, sessions] = await Promise.race([
      Promise.all([deps.judge(query), deps.sessions({ ...query, sinceMs: stepSinceMs })]),
      late,
    ]);
    return { judged, sessions };
  } catch (e) {
    const reasons = [`the collector's database cannot be read: ${(e as Error).message}`];
    return { judged: { verdict: 'hold', reasons }, sessions: 0 };
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the verdict every interval and acts on it until the release ends; the exit status. */
export async function followRelease(req: ReleaseRequest, deps: ControllerDeps): Promise<number> {
  const { writer, log } = deps;
  const record = recorder(req, deps);
  const own = { manifest: req.manifest, version: req.version };
  let lastWait = '';
  for (;;) {
    await deps.sleep(req.intervalMs);
    deps.heartbeat();
    const now = deps.now();
    const current: ReleaseCanary | undefined = remoteIn(
      await readConfig(writer),
      req.remote,
    )?.canary;
    const state = current?.release;
    if (!current || !state || !isRunning(current, req.manifest, req.version)) {
      log(`the release was ended by someone else: ${current ? canaryWords(current) : 'no canary'}`);
      return 1;
    }
    const { deadlineMinutes, onDeadline } = deadlineOf(state);
    const plan: Plan = {
      steps: state.steps,
      stepMs: state.stepMinutes * 60_000,
      minSessions: state.minSessions,
      deadlineMs: deadlineMinutes * 60_000,
      onDeadline,
      gates: state.gates ?? [],
      approveWith: `pnpm release ${req.remote} promote`,
    };
    const stepSinceMs = Date.parse(state.stepSince);
    const { judged, sessions } = await readCollector(
      deps,
      { ...own, remote: req.remote, sinceMs: Date.parse(state.shippedAt), stepSinceMs, nowMs: now },
      deps.readTimeoutMs ?? req.intervalMs,
    );
    const position = {
      step: state.step,
      stepSinceMs,
      approved: state.approved ?? [],
      ...(state.state === 'paused' ? { paused: state.pausedWhy ?? 'by someone' } : {}),
    };
    const decision = decide(plan, position, { ...judged, sessions, nowMs: now });

    if (decision.kind === 'wait') {
      if (decision.why !== lastWait) log(`${canaryWords(current)}: waiting: ${decision.why}`);
      lastWait = decision.why;
      continue;
    }
    if (
      decision.kind === 'roll back' ||
      (decision.kind === 'deadline' && decision.action === 'rollback')
    ) {
      const done = await updateConfig(writer, withdraw(req.remote, req.version, iso(now)));
      if (!done) return 1;
      const to = remoteIn(done.after, req.remote)?.canary;
      const [action, reason] =
        decision.kind === 'roll back'
          ? (['rollback', `verdict "roll back": ${decision.reasons.join('; ')}`] as const)
          : (['deadline', `rolled back: ${decision.why}`] as const);
      record(action, canaryWords(current), to ? canaryWords(to) : 'no canary', reason);
      return 1;
    }
    if (decision.kind === 'deadline') {
      const why = `the step's deadline: ${decision.why}`;
      const done = await updateConfig(writer, pause(req.remote, req.version, why, iso(now)));
      const to = done && remoteIn(done.after, req.remote)?.canary;
      if (to) record('deadline', canaryWords(current), canaryWords(to), `paused: ${decision.why}`);
      continue;
    }
    const why = `verdict "promote" (${judged.reasons.join('; ')}); ${sessions} canary sessions in ${Math.round((now - stepSinceMs) / 60_000)} min at ${current.percent} %`;
    if (decision.kind === 'advance') {
      const done = await updateConfig(writer, moveTo(req.remote, own, decision.step, iso(now)));
      const to = done && remoteIn(done.after, req.remote)?.canary;
      if (!to) continue; // ended meanwhile: the next reading says how
      record('step', canaryWords(current), canaryWords(to), why);
      lastWait = '';
      continue;
    }
    const snapshot = (await deps.snapshot(req.manifest)) ?? current.snapshot;
    const done = await updateConfig(writer, promote(req.remote, own, snapshot));
    if (!done) continue;
    const before = remoteIn(done.before, req.remote)!;
    const to = `stable ${req.version} (previous ${stableVersionOf(before)} kept)`;
    record('promote', `${stableWords(before)}, ${canaryWords(current)}`, to, why);
    return 0;
  }
}

/** `pnpm release <remote> --manifest … --version …`: ship, then follow. */
export async function runRelease(req: ReleaseRequest, deps: ControllerDeps): Promise<number> {
  return (await shipCanary(req, deps)) ?? followRelease(req, deps);
}
