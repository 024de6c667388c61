/**
 * The health page's time series: the buckets of a window and the shape of a line (views, failed
 * loads and errors per bucket of each remote, version and track), counted by window.ts in
 * either store.
 */
import type { Track } from '@adnet/shared/telemetry';

/** Bucket width of the page's time series: about 12 to 48 points whatever the window. */
export function bucketOf(windowMs: number): number {
  for (const b of [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 6 * 3_600_000]) {
    if (windowMs / b <= 48) return b;
  }
  return 86_400_000;
}

/** Whole buckets from the one holding `fromMs` to the one filling up at `toMs`. */
export function bucketsOf(fromMs: number, toMs: number, bucketMs: number): number[] {
  const first = Math.floor(fromMs / bucketMs) * bucketMs;
  const count = Math.floor(toMs / bucketMs) - first / bucketMs + 1;
  return Array.from({ length: Math.max(count, 1) }, (_, i) => first + i * bucketMs);
}

export interface SeriesLine {
  name: string;
  version: string;
  track: Track;
  /** per bucket, oldest first, aligned with `HealthDetails.buckets` */
  views: number[];
  loadFailures: number[];
  errors: number[];
}

/** Stable before canary, then by remote and version: canary sits under its stable. */
export function compareGroups(
  a: { name: string; version: string; track: Track },
  b: { name: string; version: string; track: Track },
): number {
  return (
    a.name.localeCompare(b.name) ||
    (a.track === b.track ? 0 : a.track === 'stable' ? -1 : 1) ||
    a.version.localeCompare(b.version)
  );
}
