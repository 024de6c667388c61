/** Time zone and date formatting in the user's zone and language. */

export function timeZoneName(): string {
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

export function formatTime(iso: string, lng: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lng, { timeStyle: 'medium' }).format(d);
}

/**
 * When a kept answer was fetched (`at`, ms since the epoch), for "As of …": the time alone on
 * the same day ("12:03"), else the date too ("Nov 24, 2026, 12:03").
 */
export function formatAsOf(at: number, lng: string, now = Date.now()): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const sameDay = new Date(now).toDateString() === d.toDateString();
  return new Intl.DateTimeFormat(
    lng,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(d);
}

/** "2026-11" → "November 2026" in the active language. */
export function formatMonth(month: string, lng: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
