/**
 * The unread count behind the header bell (docs/product/messaging.md#messaging.bell): one fetch at
 * a time, failures only logged, and local changes that never go below 0.
 */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import { store } from '../session/atoms';

export const unreadCountAtom = atom(0);
export const UNREAD_BADGE_CAP = 99;

export function badgeText(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.max(0, count));
}

let inFlight: Promise<number> | null = null;

export function refreshUnreadCount(): Promise<number> {
  inFlight ??= api
    .unreadCount({ silent: true })
    .then((r) => {
      const n = Math.max(0, Number(r.unread_total) || 0);
      store.set(unreadCountAtom, n);
      return n;
    })
    .catch((e: unknown) => {
      console.warn('unread count fetch failed', e);
      return store.get(unreadCountAtom);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function decreaseUnread(by = 1) {
  store.set(unreadCountAtom, (n) => Math.max(0, n - by));
}

export function resetUnread() {
  store.set(unreadCountAtom, 0);
}

export function setUnread(n: number) {
  store.set(unreadCountAtom, Math.max(0, n));
}
