/**
 * The official-push congratulation dialog is shown once per plan: the ids of plans it was
 * shown for are kept in localStorage (a device-level memory; plan ids are unique).
 */
import type { PlanOrder } from '../plans/api';

export const OFFICIAL_PUSH_SEEN_KEY = 'adnet_official_push_seen';
/** Older ids are dropped beyond this many; they belong to plans long put or gone. */
const MAX_REMEMBERED = 200;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSeenPushIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(OFFICIAL_PUSH_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function markPushSeen(id: number) {
  const ids = readSeenPushIds().filter((v) => v !== id);
  ids.push(id);
  try {
    storage()?.setItem(OFFICIAL_PUSH_SEEN_KEY, JSON.stringify(ids.slice(-MAX_REMEMBERED)));
  } catch {
    // storage full or disabled: the dialog may show again, which is harmless
  }
}

/** The newest official-push plan still waiting to be put that the dialog has not shown. */
export function nextUnseenPush<
  P extends Pick<PlanOrder, 'id' | 'status' | 'official_push' | 'created_at'>,
>(plans: readonly P[], seen: readonly number[] = readSeenPushIds()): P | null {
  const candidates = plans.filter(
    (p) => p.official_push && p.status === 'wait_put' && !seen.includes(p.id),
  );
  candidates.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  return candidates[0] ?? null;
}
