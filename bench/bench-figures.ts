/**
 * The figures of `pnpm bench` (bench/bench.ts), as pure functions: medians, ratios, majorities,
 * the formats the tables print, and the latency of a tap from Event Timing entries
 * (bench/bench-taps.ts measures it). Tested in bench/bench-figures.test.ts.
 */

export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
export const secs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
export const millis = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : '–');
export const count = (n: number) => (Number.isFinite(n) ? String(n) : '–');
export const yesNo = (b: boolean | undefined) => (b === undefined ? '–' : b ? 'yes' : 'no');

/** The median of the finite values; NaN when there is none. */
export function median(xs: readonly number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** a / b with two decimals; "–" when either is missing or b is 0. */
export function ratio(a: number, b: number): string {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? (a / b).toFixed(2) : '–';
}

/** The median of one numeric field over the runs. */
export function pick<T>(runs: readonly T[], key: keyof T): number {
  return median(runs.map((r) => r[key] as unknown as number));
}

/** What most of the runs said (ties: true), or undefined with no run. */
export function majority(values: readonly boolean[]): boolean | undefined {
  if (!values.length) return undefined;
  return values.filter(Boolean).length * 2 >= values.length;
}

// ---- the latency of a tap ----

/** A `PerformanceEventTiming` entry as the page hands it over. */
export interface EventEntry {
  interactionId: number;
  name: string;
  duration: number;
  /** When the event happened (ms from the page's time origin). */
  startTime: number;
}

/**
 * The latency of one tap from the page's Event Timing entries, as INP counts an interaction:
 * the longest duration of the events of the interactions that started at or after `since`
 * (the moment before the tap; an earlier tap's entries can arrive late), and of a tap that
 * made more than one interaction, the longest of them. 0 when no entry came: the page
 * observes with Event Timing's smallest threshold (16 ms), so the tap took less.
 */
export function interactionLatency(entries: readonly EventEntry[], since = 0): number {
  let worst = 0;
  for (const e of entries) {
    if (e.interactionId > 0 && e.startTime >= since && e.duration > worst) worst = e.duration;
  }
  return worst;
}

/** A tap's latency for the table: below Event Timing's threshold it reads "< 16 ms". */
export const tapLatency = (ms: number) =>
  Number.isFinite(ms) ? (ms < 16 ? '< 16 ms' : millis(ms)) : '–';
