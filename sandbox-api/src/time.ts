/** Time-zone bucketing for statistics, ledger months and the once-a-day coupon rule. */

export interface Zone {
  /** IANA name, or a fixed offset label such as "GMT+08:00" */
  name: string;
  /** set for a fixed offset zone, in minutes east of UTC */
  offsetMinutes?: number;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  /** days since 1970-01-01 of the local calendar date */
  dayNumber: number;
  /** 0 Monday .. 6 Sunday */
  weekday: number;
}

export const UTC: Zone = { name: 'UTC' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(name: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(name);
  if (cached) return cached;
  try {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
    });
    formatters.set(name, f);
    return f;
  } catch {
    return null;
  }
}

function ianaZone(name: string | null | undefined): Zone | null {
  const trimmed = name?.trim();
  if (!trimmed || trimmed.length > 64) return null;
  return formatter(trimmed) ? { name: trimmed } : null;
}

function offsetZone(text: string): Zone | null {
  const m = /(?:GMT|UTC)?\s*([+-])(\d{1,2}):?(\d{2})?/.exec(text);
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? '0');
  if (hours > 14 || minutes > 59) return null;
  const sign = m[1] === '-' ? -1 : 1;
  return {
    name: `GMT${m[1]}${m[2]?.padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
    offsetMinutes: sign * (hours * 60 + minutes),
  };
}

/**
 * The zone to bucket by: an explicit IANA name (user_time_zone) first, then the zone name of the
 * X-TZ header ("Asia/Shanghai GMT+08:00"), then its GMT offset, then UTC.
 */
export function resolveZone(explicit: string | null | undefined, header: string | undefined): Zone {
  const fromParam = ianaZone(explicit);
  if (fromParam) return fromParam;
  if (header) {
    const first = header.trim().split(/\s+/)[0];
    const fromHeader = ianaZone(first);
    if (fromHeader && !/^(GMT|UTC)[+-]/i.test(first ?? '')) return fromHeader;
    const fixed = offsetZone(header);
    if (fixed) return fixed;
  }
  return UTC;
}

function dayNumberOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function localParts(ms: number, zone: Zone): LocalParts {
  let year: number;
  let month: number;
  let day: number;
  let hour: number;
  if (zone.offsetMinutes !== undefined || zone.name === 'UTC') {
    const d = new Date(ms + (zone.offsetMinutes ?? 0) * 60_000);
    year = d.getUTCFullYear();
    month = d.getUTCMonth() + 1;
    day = d.getUTCDate();
    hour = d.getUTCHours();
  } else {
    const parts = (formatter(zone.name) ?? formatter('UTC'))!.formatToParts(new Date(ms));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
    year = get('year');
    month = get('month');
    day = get('day');
    hour = get('hour') % 24;
  }
  const dayNumber = dayNumberOf(year, month, day);
  const weekday = (new Date(dayNumber * 86_400_000).getUTCDay() + 6) % 7;
  return { year, month, day, hour, dayNumber, weekday };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a day number. */
export function dayLabel(dayNumber: number): string {
  const d = new Date(dayNumber * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function monthLabel(year: number, month: number): string {
  return `${year}-${pad(month)}`;
}

export function hourLabel(hour: number): string {
  return `${pad(hour)}:00`;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
