/**
 * "Updated …": when the figures were computed, to the minute (seconds change under the
 * merchant's eyes and say nothing): the language's short time for today, with the date in
 * front on another day, and the year too in another year.
 */

function dayKey(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * `iso`: the server's `updated_at`; `now` and `timeZone` (the merchant's, the browser's when
 * absent) decide whether it is today. An unreadable time gives ''.
 */
export function formatUpdatedAt(
  iso: string,
  lng: string,
  now: Date = new Date(),
  timeZone?: string,
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (dayKey(at, timeZone) === dayKey(now, timeZone)) {
    return new Intl.DateTimeFormat(lng, { timeStyle: 'short', timeZone }).format(at);
  }
  const sameYear = dayKey(at, timeZone).slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(lng, {
    timeZone,
    year: sameYear ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}
