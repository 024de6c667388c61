/**
 * Whether the browser has a network (docs/offline.md "Offline is a state"): `navigator.onLine`
 * and its `online` / `offline` events. The API client sends nothing while it is false; the
 * frame shows the offline bar, read-only cards their kept answer or the calm "no connection"
 * state, and actions that need the network say so in place. When it comes back, everything that
 * waited for it asks again by itself (`useResource`, `InfiniteList`).
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const onlineNow = () => navigator.onLine;

/** False while the browser says it has no network; renders again when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, onlineNow, () => true);
}

/** Calls `then` each time the network comes back; returns the unsubscribe. */
export function whenOnline(then: () => void): () => void {
  window.addEventListener('online', then);
  return () => window.removeEventListener('online', then);
}
