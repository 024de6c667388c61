/**
 * Which build of each remote this page runs (docs/release.md): a remote may offer a canary
 * build to a share of merchants. Which build a merchant gets is decided the first time the
 * remote is needed in this page (./assign.ts) and registered with the federation runtime then
 * (../remote-registry.ts); the decision is kept here, and written by the functions of this
 * file only. A canary that fails is left for the stable build, and this device
 * remembers it for that merchant and canary version (./memory.ts). The config re-read while a
 * canary is on (./follow.ts) updates the entries: a remote not decided yet takes the new entry
 * as it is; one running a canary the config no longer gives this merchant is moved to stable
 * when its route is next entered (./switch.ts).
 */
import type { FallbackReason, Track } from '@adnet/shared/telemetry';
import { record } from '../../telemetry/recorder';
import { forgetIncompatibility } from '../federation/contract-check';
import { buildVersionOf } from '../federation/manifests';
import {
  currentMerchant,
  entryOfSnapshot,
  forgetLoaded,
  hasStarted,
  register,
  remoteByName,
  updateRemotes,
} from '../remote-registry';
import type { RemoteEntry } from '../runtime-config';
import { onCanary } from './assign';
import { type CanaryBuild, canaryIdentity, canaryKey, leftCanary, rememberLeft } from './memory';

export interface Decided {
  track: Track;
  /** The config's entry when the track was decided: the build this page runs. */
  entry: RemoteEntry;
  merchant: string | number | null;
  /** On a canary: this merchant's key for it (./memory.ts). */
  key?: string;
}
/** The build each remote runs in this page, once decided. */
const tracks = new Map<string, Decided>();

/** The build `name` runs in this page ('stable' until decided). */
export function trackOf(name: string): Track {
  return tracks.get(name)?.track ?? 'stable';
}

/** The config's entry for the build `name` runs in this page, else the latest. */
function entryInUse(name: string): RemoteEntry | undefined {
  return tracks.get(name)?.entry ?? remoteByName(name);
}

/** The manifest and snapshot of the build `name` runs in this page (its track's). */
export function buildOf(name: string) {
  const remote = entryInUse(name);
  const canary = trackOf(name) === 'canary' ? remote?.canary : undefined;
  return canary ?? remote;
}

/** What health events call an app's build: the config's label, else the manifest's version. */
export function versionOf(name: string): string {
  const remote = entryInUse(name);
  const label = trackOf(name) === 'canary' ? remote?.canary?.version : remote?.version;
  return label || buildVersionOf(name) || '';
}

/** The build whose code ran in this page, per remote, from its load on (see `ranBuildOf`). */
const ran = new Map<string, { version: string; track: Track; key?: string }>();

/** `name` has loaded: its code runs in this page, as the build it was decided on. */
export function noteRan(name: string) {
  const key = tracks.get(name)?.key;
  ran.set(name, { version: versionOf(name), track: trackOf(name), ...(key ? { key } : {}) });
}

/**
 * The build whose code ran in this page: what its health events are about until the page
 * goes. A canary left by a reload keeps its tag up to the reload (its last vitals are the
 * canary's, not stable's under the canary's version).
 */
export function ranBuildOf(name: string) {
  return ran.get(name);
}

/** True when `merchant` is given `canary` of `name` by the config (its share), as it is now. */
function offered(name: string, merchant: string | number | null, canary?: CanaryBuild) {
  const now = remoteByName(name)?.canary;
  return (
    merchant !== null &&
    now !== undefined &&
    now.percent > 0 &&
    (!canary || canaryIdentity(now) === canaryIdentity(canary)) &&
    onCanary(name, merchant, now.percent)
  );
}

/**
 * The build of `name` this merchant gets, decided once per page and registered with the
 * runtime: canary when the config offers one, the merchant is known and in its share, and
 * has not left that canary on this device.
 */
export async function assignTrack(name: string): Promise<Track> {
  const known = tracks.get(name);
  if (known) return known.track;
  let merchant: string | number | null = null;
  if (remoteByName(name)?.canary?.percent) {
    merchant = await currentMerchant();
    const again = tracks.get(name); // decided meanwhile by a parallel caller
    if (again) return again.track;
  }
  const entry = remoteByName(name);
  if (!entry) return 'stable';
  const canary = entry.canary;
  const track: Track =
    canary && merchant !== null && offered(name, merchant) && !leftCanary(name, merchant, canary)
      ? 'canary'
      : 'stable';
  const key =
    track === 'canary' && canary && merchant !== null
      ? canaryKey(name, merchant, canary)
      : undefined;
  tracks.set(name, { track, entry, merchant, key });
  if (track === 'canary' && canary) register(name, canary.manifest, canary.snapshot, true);
  return track;
}

/** The merchant's key for the canary `name` runs in this page, or '' (canary/memory.ts). */
export function canaryKeyOf(name: string): string {
  return tracks.get(name)?.key ?? '';
}

/**
 * What `name`'s health events carry (telemetry/recorder.ts, through bootstrap.tsx): the build
 * that ran, else the one decided (with the merchant's canary key), else stable.
 */
export function healthTagOf(name: string): { version: string; track: string; key?: string } {
  return (
    ranBuildOf(name) ?? { version: versionOf(name), track: trackOf(name), key: canaryKeyOf(name) }
  );
}

/** The remotes this page runs on their canary, for every health event. */
export function canaryRemotes(): string {
  return [...tracks].flatMap(([name, t]) => (t.track === 'canary' ? [name] : [])).join(',');
}

/**
 * Leaves `name`'s canary for the stable build: counted as a canary failure, remembered on this
 * device for this merchant and canary version, then the stable build is registered in its
 * place. False when nothing was left, or the device could not remember it (a reload would then
 * put the merchant on the canary again).
 */
export function leaveCanary(name: string, reason: FallbackReason): boolean {
  const was = tracks.get(name);
  const canary = was?.entry.canary;
  const stable = remoteByName(name);
  if (was?.track !== 'canary' || !canary || !stable) return false;
  record('fallback', name, { reason });
  const remembered = was.merchant !== null && rememberLeft(name, was.merchant, canary);
  tracks.set(name, { track: 'stable', entry: stable, merchant: was.merchant });
  forgetLoaded(name);
  forgetIncompatibility(name);
  register(name, stable.manifest, stable.snapshot, true);
  return remembered;
}

/**
 * True when `name` runs a canary the config no longer gives this merchant (its share lowered
 * below the merchant's bucket, its block removed, another version): the stable build is due
 * at the next entry into its routes (canary/switch.ts).
 */
export function canaryWithdrawn(name: string): boolean {
  const was = tracks.get(name);
  if (was?.track !== 'canary') return false;
  return !offered(name, was.merchant, was.entry.canary);
}

/**
 * The config as read again (canary/follow.ts). Each remote takes its new entry (its prefixes
 * stay: the router's are set); one not decided yet is registered anew when its build moved. A
 * withdrawn canary whose container has not started is dropped at once (decided again when
 * needed); one whose stable build now is that very canary (promoted) is called stable in
 * place. Any other withdrawn canary stays until its route is entered (canaryWithdrawn).
 */
export function adoptRemotes(list: RemoteEntry[]) {
  updateRemotes((remotes) =>
    remotes.map((old) => {
      const now = list.find((r) => r.name === old.name);
      if (!now) return old; // gone from the config: kept until the next page load
      const entry = { ...now, prefixes: old.prefixes };
      const snap = (r: RemoteEntry) => (r.snapshot ? entryOfSnapshot(r.snapshot) : '');
      const moved = now.manifest !== old.manifest || snap(now) !== snap(old);
      if (moved && !tracks.has(old.name)) register(old.name, entry.manifest, entry.snapshot, true);
      return entry;
    }),
  );
  for (const [name, was] of tracks) {
    if (!canaryWithdrawn(name)) continue;
    const now = remoteByName(name);
    if (now && was.entry.canary && now.manifest === was.entry.canary.manifest) {
      tracks.set(name, { track: 'stable', entry: now, merchant: was.merchant });
    } else if (now && !hasStarted(name)) {
      tracks.delete(name);
      register(name, now.manifest, now.snapshot, true);
    }
  }
}

/**
 * The manifest of the build `name` runs for this merchant (decided now if it was not), and the
 * config's snapshot of it when there is one: what the service worker keeps for offline.
 */
export async function manifestInUse(
  name: string,
): Promise<{ manifest: string; snapshot?: unknown }> {
  await assignTrack(name);
  const build = buildOf(name);
  if (!build) throw new Error(`unknown remote ${name}`);
  return { manifest: build.manifest, snapshot: build.snapshot };
}
