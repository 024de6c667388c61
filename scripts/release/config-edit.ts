/**
 * The edits a release makes to `app-config.json`, as pure functions of the config, and the
 * words the audit and `pnpm release status` describe a remote's builds with.
 *
 * What a release adds to a remote's entry (the host reads none of it; unknown fields are
 * ignored, host/src/remotes/runtime-config.ts):
 * - `canary.release`: the controller's own state — the plan (steps, minutes and sessions per
 *   step), the step it is on and since when, when the canary was shipped, whether it runs or was
 *   rolled back. Kept in the config, so a restarted controller resumes where it was and every
 *   change of state is the same single atomic write as the percent it goes with;
 * - `previous`: the stable build before the last promotion (manifest, version, snapshot), which
 *   `pnpm release <remote> --rollback` restores.
 *
 * Each edit returns null when the config is no longer in the state it applies to (another
 * controller or an operator changed it): the caller stops instead of overwriting.
 */
import type { RemoteSnapshot } from '../../host/src/remotes/federation/snapshot';
import type {
  CanaryEntry,
  RemoteEntry,
  RuntimeConfig,
} from '../../host/src/remotes/runtime-config';
import { DEFAULT_DEADLINE_MINUTES, type OnDeadline } from './steps';

export interface ReleaseState {
  /** running and paused are a live release: its controller watches it either way */
  state: 'running' | 'paused' | 'rolled back';
  steps: number[];
  /** index into `steps` */
  step: number;
  stepMinutes: number;
  minSessions: number;
  /** approval steps (`i`: an approval before step `i`) and those approved so far */
  gates?: number[];
  approved?: number[];
  /** the longest a step may wait, and what it does then (absent: the defaults) */
  deadlineMinutes?: number;
  onDeadline?: OnDeadline;
  /** ISO times */
  shippedAt: string;
  stepSince: string;
  /** while paused: since when, and why in words (who, or the deadline) */
  pausedAt?: string;
  pausedWhy?: string;
  /** when it was rolled back */
  endedAt?: string;
}

/** A release's deadline and what it does then, its defaults filled in. */
export const deadlineOf = (s: ReleaseState) => ({
  deadlineMinutes: s.deadlineMinutes ?? DEFAULT_DEADLINE_MINUTES,
  onDeadline: s.onDeadline ?? ('pause' as const),
});

export interface ReleaseCanary extends CanaryEntry {
  version: string;
  release?: ReleaseState;
}

export interface StableBuild {
  manifest: string;
  version?: string;
  snapshot?: RemoteSnapshot;
}

export interface ReleaseRemote extends RemoteEntry {
  canary?: ReleaseCanary;
  previous?: StableBuild;
}

export interface ReleaseConfig extends RuntimeConfig {
  remotes: ReleaseRemote[];
}

export type Edit = (config: ReleaseConfig) => ReleaseConfig | null;

/** The canary a release ships: its build and the plan it walks. */
export interface Shipment {
  manifest: string;
  version: string;
  snapshot?: RemoteSnapshot;
  steps: number[];
  stepMinutes: number;
  minSessions: number;
  deadlineMinutes: number;
  onDeadline: OnDeadline;
  gates?: number[];
}

export const stableVersionOf = (r: StableBuild) =>
  r.version || r.snapshot?.buildVersion || r.manifest;

export const stableWords = (r: StableBuild) => `stable ${stableVersionOf(r)}`;

export const canaryWords = (c: {
  version?: string;
  manifest: string;
  percent: number;
  release?: { state: string };
}) =>
  `canary ${c.version || c.manifest} ${c.percent} %${c.release?.state === 'paused' ? ', paused' : ''}`;

/** The remote's entry in `config`, or undefined. */
export const remoteIn = (config: ReleaseConfig, name: string) =>
  config.remotes.find((r) => r.name === name);

/** A release that is live: running, or paused and still watched. */
export const isLive = (s: ReleaseState | undefined) =>
  s?.state === 'running' || s?.state === 'paused';

/** True while `c` is the live release (running or paused) of `manifest` and `version`. */
export const isRunning = (c: ReleaseCanary | undefined, manifest: string, version: string) =>
  Boolean(c && c.manifest === manifest && c.version === version && isLive(c.release));

/** A remote's entry edited by `change`, or null when `change` declines. */
function editRemote(name: string, change: (r: ReleaseRemote) => ReleaseRemote | null): Edit {
  return (config) => {
    const i = config.remotes.findIndex((r) => r.name === name);
    const remote = config.remotes[i];
    const changed = remote ? change(remote) : null;
    if (!changed) return null;
    const remotes = [...config.remotes];
    remotes[i] = changed;
    return { ...config, remotes };
  };
}

/** Gives the canary to its first step's share of merchants. */
export function ship(name: string, s: Shipment, nowIso: string): Edit {
  return editRemote(name, (r) => {
    // another release started since this one read the config
    if (isLive(r.canary?.release) || (r.canary?.percent ?? 0) > 0) return null;
    const { manifest, version, snapshot, steps, stepMinutes, minSessions } = s;
    const release: ReleaseState = {
      state: 'running',
      steps,
      step: 0,
      stepMinutes,
      minSessions,
      ...(s.gates?.length ? { gates: s.gates } : {}),
      deadlineMinutes: s.deadlineMinutes,
      onDeadline: s.onDeadline,
      shippedAt: nowIso,
      stepSince: nowIso,
    };
    const canary: ReleaseCanary = {
      manifest,
      percent: steps[0] ?? 100,
      version,
      ...(snapshot ? { snapshot } : {}),
      release,
    };
    return { ...r, canary };
  });
}

/** Moves the running canary to step `step` of its plan. */
export function moveTo(
  name: string,
  c: { manifest: string; version: string },
  step: number,
  nowIso: string,
): Edit {
  return editRemote(name, (r) => {
    const canary = r.canary;
    if (canary?.release?.state !== 'running' || !isRunning(canary, c.manifest, c.version)) {
      return null;
    }
    const release = { ...canary.release, step, stepSince: nowIso };
    return { ...r, canary: { ...canary, percent: release.steps[step] ?? 100, release } };
  });
}

/**
 * The canary to 0 % (kept in the config, marked rolled back, so the status and the host's open
 * tabs see it withdrawn). Applies to a running canary, or to any canary still above 0 %.
 */
export function withdraw(name: string, version: string | null, nowIso: string): Edit {
  return editRemote(name, (r) => {
    const canary = r.canary;
    if (!canary || (version !== null && canary.version !== version)) return null;
    if (!isLive(canary.release) && canary.percent === 0) return null;
    const release = canary.release && {
      ...without(canary.release, 'pausedAt', 'pausedWhy'),
      state: 'rolled back' as const,
      endedAt: nowIso,
    };
    return { ...r, canary: { ...canary, percent: 0, ...(release ? { release } : {}) } };
  });
}

/** Pauses the live canary: it stays at its percent, and no step is taken until `resume`. */
export function pause(name: string, version: string | null, why: string, nowIso: string): Edit {
  return editRemote(name, (r) => {
    const canary = r.canary;
    const release = canary?.release;
    if (!canary || release?.state !== 'running') return null;
    if (version !== null && canary.version !== version) return null;
    const paused = {
      ...release,
      state: 'paused' as const,
      pausedAt: nowIso,
      pausedWhy: why,
    };
    return { ...r, canary: { ...canary, release: paused } };
  });
}

/** Resumes a paused canary on its step, which starts again (its time, sessions and deadline). */
export function resume(name: string, nowIso: string): Edit {
  return editRemote(name, (r) => {
    const canary = r.canary;
    const paused = canary?.release;
    if (!canary || paused?.state !== 'paused') return null;
    const release = {
      ...without(paused, 'pausedAt', 'pausedWhy'),
      state: 'running' as const,
      stepSince: nowIso,
    };
    return { ...r, canary: { ...canary, release } };
  });
}

/** The next approval step of a live release not approved yet, or undefined. */
export const pendingGate = (s: ReleaseState) =>
  s.gates?.find((g) => g > s.step && !s.approved?.includes(g));

/** Approves the live release's next approval step. */
export function approve(name: string): Edit {
  return editRemote(name, (r) => {
    const canary = r.canary;
    const release = canary?.release;
    if (!canary || !release || !isLive(release)) return null;
    const gate = pendingGate(release);
    if (gate === undefined) return null;
    return {
      ...r,
      canary: { ...canary, release: { ...release, approved: [...(release.approved ?? []), gate] } },
    };
  });
}

/** `o` without `keys`, its other keys in their order (the config stays diffable). */
function without<T extends object>(o: T, ...keys: string[]): T {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k))) as T;
}

/** The canary becomes the stable build; the stable one is kept as `previous`. */
export function promote(
  name: string,
  c: { manifest: string; version: string },
  snapshot: RemoteSnapshot | undefined,
): Edit {
  return editRemote(name, (r) => {
    if (!isRunning(r.canary, c.manifest, c.version)) return null;
    const previous: StableBuild = {
      manifest: r.manifest,
      ...(r.version ? { version: r.version } : {}),
      ...(r.snapshot ? { snapshot: r.snapshot } : {}),
    };
    const next: ReleaseRemote = { ...r, manifest: c.manifest, version: c.version };
    if (snapshot) next.snapshot = snapshot;
    return { ...without(next, 'canary', 'previous', ...(snapshot ? [] : ['snapshot'])), previous };
  });
}

/** The previous stable build back in place (it is no longer kept as `previous`). */
export function restore(name: string, snapshot: RemoteSnapshot | undefined): Edit {
  return editRemote(name, (r) => {
    const previous = r.previous;
    if (!previous) return null;
    const next: ReleaseRemote = { ...r, manifest: previous.manifest };
    if (previous.version) next.version = previous.version;
    if (snapshot) next.snapshot = snapshot;
    return without(
      next,
      'previous',
      ...(previous.version ? [] : ['version']),
      ...(snapshot ? [] : ['snapshot']),
    );
  });
}
