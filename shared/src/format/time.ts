/** Time zone and date formatting in the user's zone and language. */

/** The parts of Temporal read here: not in TypeScript's libs yet, and not in every engine. */
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The browser's IANA zone, e.g. "Asia/Shanghai". Temporal's `Now.timeZoneId()` where the engine
 * has it, else `Intl.DateTimeFormat`: both read the same system zone, but the first
 * `Intl.DateTimeFormat` of a page starts ICU's date formatting, 40–80 ms of main thread on this
 * machine (about 160 ms at the bench's 4x CPU), and the API client asks for the zone on every
 * call (`X-TZ`), the login's first call included, where nothing else needs `Intl` yet.
 */
export function timeZoneName(): string {
  try {
    const zone = (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.();
    if (zone) return zone;
  } catch {
    // an engine with a partial Temporal: ask Intl
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "+08:00" style offset of the current moment in the browser's zone. */
export function gmtOffset(date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/**
 * X-TZ header: zone name plus GMT offset (docs/product/api.md#api.client.headers), e.g.
 * "Asia/Shanghai GMT+08:00".
 */
export function timeZoneHeader(date = new Date()): string {
  return `${timeZoneName()} ${gmtOffset(date)}`;
}

export function formatDateTime(iso: string, lng: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export function formatDate(iso: string, lng: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(d);
}

/** The calendar day of `date` in `timeZone` (the browser's when absent), as "2026-11-25". */
function dayKey(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * The one format of a moment (docs/product/formats.md#formats.time): when figures were updated,
 * the time of a kept answer ("As of …"), a lock's end. The language's short time, to the minute
 * ("9:45 PM", "21:45"); on another day the date goes before it ("Nov 20, 9:45 PM"), with the
 * year in another year ("Dec 31, 2025, 9:45 PM"). Never seconds: they change under the
 * merchant's eyes and say nothing. `at`: an ISO string or ms since the epoch; `now` and
 * `timeZone` (the merchant's, the browser's when absent) decide whether it is today. An
 * unreadable time gives ''.
 */
export function formatTime(
  at: string | number | Date,
  lng: string,
  now: Date | number = Date.now(),
  timeZone?: string,
): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const today = new Date(now);
  if (dayKey(d, timeZone) === dayKey(today, timeZone)) {
    return new Intl.DateTimeFormat(lng, { timeStyle: 'short', timeZone }).format(d);
  }
  const sameYear = dayKey(d, timeZone).slice(0, 4) === dayKey(today, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(lng, {
    timeZone,
    year: sameYear ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/** "2026-11" → "November 2026" in the active language. */
export function formatMonth(month: string, lng: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
