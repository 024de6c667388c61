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
 * When a kept answer was fetched (`at`, ms since the epoch), for "As of …"
 * (docs/product/formats.md#formats.as-of): the short time alone on the same day ("14:03"),
 * else the day and month before it ("Nov 24, 14:03"), and the year too in another year. The
 * ad centre's "Updated" time is written the same way, so the two read alike in one place.
 */
export function formatAsOf(at: number, lng: string, now = Date.now()): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const today = new Date(now);
  if (today.toDateString() === d.toDateString()) {
    return new Intl.DateTimeFormat(lng, { timeStyle: 'short' }).format(d);
  }
  return new Intl.DateTimeFormat(lng, {
    year: today.getFullYear() === d.getFullYear() ? undefined : 'numeric',
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
