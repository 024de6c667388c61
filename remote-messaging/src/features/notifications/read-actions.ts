/**
 * Marking notifications read, and keeping the header bell's count in step at once with the
 * shared helpers (reset to 0 or decreased, never below 0:
 * docs/product/messaging.md#messaging.bell). The calls are silent: the page shows its own
 * "mark-read failed" message, not the host's generic toast.
 */
import { decreaseUnread, resetUnread, setUnread, type UnreadCount } from '@adnet/shared';
import { notificationsApi } from './api';

function serverTotal(r: Partial<UnreadCount> | null | undefined): number | null {
  const n = Number(r?.unread_total);
  return r && r.unread_total !== undefined && Number.isFinite(n) ? n : null;
}

/** The count after one notification was read: the server's total, else one less if it was unread. */
export function applySingleRead(wasUnread: boolean, response: Partial<UnreadCount> | null) {
  const total = serverTotal(response);
  if (total !== null) setUnread(total);
  else if (wasUnread) decreaseUnread(1);
}

/** The count after all were read: 0, or what the server still counts (newer arrivals). */
export function applyAllRead(response: Partial<UnreadCount> | null) {
  const total = serverTotal(response);
  if (total) setUnread(total);
  else resetUnread();
}

/** Silent: the page shows "mark-read failed" itself; the host still acts on an expired session. */
export async function markOneRead(id: number, wasUnread: boolean): Promise<void> {
  applySingleRead(wasUnread, await notificationsApi.read({ ids: [id] }, { silent: true }));
}

export async function markAllRead(): Promise<void> {
  applyAllRead(await notificationsApi.read({ all: true }, { silent: true }));
}
