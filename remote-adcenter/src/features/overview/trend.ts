/**
 * The overview's trend chart, as data: the series' buckets as words of the merchant's
 * language, the values as numbers for drawing, and the y axis's money labels. Plain numbers
 * are for geometry only; a value the merchant reads is formatted from the server's decimal
 * string (useMoney), never from these.
 *
 * The server buckets the period in the merchant's zone (the request names it), so a label
 * ("14:00", "2026-11-25", "2026-11") is already the merchant's wall-clock time: it is read and
 * formatted as UTC, which shifts nothing.
 */
import { toBig } from '@adnet/shared';
import type { StatisticsPoint, StatisticsType } from './api';

/** What one point of a period stands for: an hour of today, a day, a month of all time. */
export type Bucket = 'hour' | 'day' | 'month';

export function bucketOf(type: StatisticsType): Bucket {
  return type === 1 ? 'hour' : type === 4 ? 'month' : 'day';
}

/** The numbers of one field of the series, in order; unreadable values count as 0. */
export function seriesValues(
  series: readonly StatisticsPoint[] | null | undefined,
  key: 'ad_revenue' | 'profit',
): number[] {
  return (series ?? []).map((p) => toBig(p[key]).toNumber());
}

/** The start of a bucket as a UTC date holding the wall-clock time; null if unreadable. */
export function bucketStart(label: string, bucket: Bucket): Date | null {
  const match =
    bucket === 'hour'
      ? /^(\d{1,2}):00$/.exec(label)
      : bucket === 'day'
        ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(label)
        : /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return null;
  const n = match.slice(1).map(Number);
  if (bucket === 'hour') return n[0]! < 24 ? new Date(Date.UTC(2000, 0, 1, n[0])) : null;
  const date = new Date(Date.UTC(n[0]!, n[1]! - 1, bucket === 'day' ? n[2] : 1));
  return Number.isNaN(date.getTime()) ? null : date;
}

const TICK: Record<Bucket, Intl.DateTimeFormatOptions> = {
  hour: { hour: 'numeric' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short' },
};

const FULL: Record<Bucket, Intl.DateTimeFormatOptions> = {
  hour: { hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  month: { month: 'long', year: 'numeric' },
};

/**
 * A bucket in words. `tick`: short, for the x axis ("8 PM", "Nov 25", "Nov", with the year
 * when the months span more than one); `full`: for the tooltip and the table ("8:00 – 9:00 PM",
 * "Wed, Nov 25", "November 2026"). An unreadable label is shown as it came.
 */
export function bucketLabel(
  label: string,
  bucket: Bucket,
  lng: string,
  style: 'tick' | 'full',
  spansYears = false,
): string {
  const start = bucketStart(label, bucket);
  if (!start) return label;
  const options: Intl.DateTimeFormatOptions = { ...(style === 'tick' ? TICK : FULL)[bucket] };
  if (style === 'tick' && bucket === 'month' && spansYears) options.year = '2-digit';
  const format = new Intl.DateTimeFormat(lng, { ...options, timeZone: 'UTC' });
  if (style === 'full' && bucket === 'hour') return hourSpan(format, start);
  return format.format(start);
}

/**
 * An hour of today is a span: 20:00–21:00. The last one ends at midnight, which as the next
 * day's date would make it a range of two dates ("1/1/2000, 11:00 PM – 1/2/2000, 12:00 AM");
 * its end is taken on the same day instead, 23:00–00:00, as ECMA-402 (2022) formats an end
 * before its start. An engine that still refuses that gets the two times with a dash.
 */
function hourSpan(format: Intl.DateTimeFormat, start: Date): string {
  const end = new Date(start.getTime() + 3_600_000);
  if (end.getUTCDate() === start.getUTCDate()) return format.formatRange(start, end);
  const midnight = new Date(end.getTime() - 86_400_000);
  try {
    return format.formatRange(start, midnight);
  } catch {
    return `${format.format(start)} – ${format.format(midnight)}`;
  }
}

/** Whether a series of months reaches over a new year (the ticks then carry the year). */
export function spansYears(series: readonly StatisticsPoint[], bucket: Bucket): boolean {
  if (bucket !== 'month' || series.length < 2) return false;
  return series[0]!.label.slice(0, 4) !== series[series.length - 1]!.label.slice(0, 4);
}

/**
 * Money on the y axis: short ("$1.2K", "1,2 Tsd. €"), in the account currency when known; a
 * phone has no room for "$12,345.60" beside the plot. The exact figures are in the tooltip.
 */
export function formatAxisMoney(value: number, lng: string, currency?: string | null): string {
  const options: Intl.NumberFormatOptions = {
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  };
  try {
    return new Intl.NumberFormat(
      lng,
      currency ? { ...options, style: 'currency', currency } : options,
    ).format(value);
  } catch {
    // a malformed currency code: the number alone
    return new Intl.NumberFormat(lng, options).format(value);
  }
}

export type Trend = 'up' | 'down' | 'flat';

/** Direction from the first to the last value. */
export function trendOf(values: readonly number[]): Trend {
  if (values.length < 2) return 'flat';
  const first = values[0]!;
  const last = values[values.length - 1]!;
  if (last > first) return 'up';
  if (last < first) return 'down';
  return 'flat';
}
