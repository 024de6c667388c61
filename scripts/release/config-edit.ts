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

export interface ReleaseState {
  state: 'running' | 'rolled back';
  steps: number[];
  /** index into `steps` */
  step: number;
  stepMinutes: number;
  minSessions: number;
  /** ISO times */
  shippedAt: string;
  stepSince: string;
  /** when it was rolled back */
  endedAt?: string;
}

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
}

export const stableVersionOf = (r: StableBuild) =>
  r.version || r.snapshot?.buildVersion || r.manifest;

export const stableWords = (r: StableBuild) => `stable ${stableVersionOf(r)}`;

export const canaryWords = (c: { version?: string; manifest: string; percent: number }) =>
  `canary ${c.version || c.manifest} ${c.percent} %`;

/** The remote's entry in `config`, or undefined. */
export const remoteIn = (config: ReleaseConfig, name: string) =>
  config.remotes.find((r) => r.name === name);

/** True while `c` is the running release of `manifest` and `version`. */
export const isRunning = (c: ReleaseCanary | undefined, manifest: string, version: string) =>
  Boolean(c && c.manifest === manifest && c.version === version && c.release?.state === 'running');

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
    if (r.canary?.release?.state === 'running' || (r.canary?.percent ?? 0) > 0) return null;
    const { manifest, version, snapshot, steps, stepMinutes, minSessions } = s;
    const release: ReleaseState = {
      state: 'running',
      steps,
      step: 0,
      stepMinutes,
      minSessions,
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
    if (!canary?.release || !isRunning(canary, c.manifest, c.version)) return null;
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
    if (canary.release?.state !== 'running' && canary.percent === 0) return null;
    const release = canary.release && {
      ...canary.release,
      state: 'rolled back' as const,
      endedAt: nowIso,
    };
    return { ...r, canary: { ...canary, percent: 0, ...(release ? { release } : {}) } };
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
