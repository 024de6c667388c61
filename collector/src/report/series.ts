/**
 * The health page's time series and side-by-side figures: views, failed loads and errors per
 * bucket of each remote, version and track, and each remote's canary against its stable with
 * their versions pooled.
 */
import { EVENTS, type Track } from '@adnet/shared/telemetry';
import type { EventFact } from '../ingest/store';
import { groupId, keyOf } from '../verdict/sessions';

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

export function series(events: readonly EventFact[], buckets: number[], bucketMs: number) {
  const lines = new Map<string, SeriesLine>();
  const first = buckets[0] ?? 0;
  for (const e of events) {
    const field =
      e.event === EVENTS.pageView
        ? 'views'
        : e.event === EVENTS.error
          ? 'errors'
          : e.event === EVENTS.remoteLoad && e.outcome === 'failed'
            ? 'loadFailures'
            : null;
    if (!field) continue;
    const key = keyOf(e);
    const id = groupId(key);
    let line = lines.get(id);
    if (!line) {
      const zeros = () => buckets.map(() => 0);
      line = { ...key, views: zeros(), loadFailures: zeros(), errors: zeros() };
      lines.set(id, line);
    }
    const i = Math.floor((e.tsMs - first) / bucketMs);
    if (i >= 0 && i < buckets.length) line[field][i] = (line[field][i] ?? 0) + 1;
  }
  return [...lines.values()].sort(compareGroups);
}
