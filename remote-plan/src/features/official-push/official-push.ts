/**
 * The official-push congratulation dialog is shown once per plan and merchant: the ids of
 * plans it was shown for (or whose detail the merchant opened) are kept in localStorage under
 * a key of the merchant's id. The API has no place to keep this on the server, so it is
 * per merchant and device: another merchant on the same device is congratulated on their own,
 * and a new device congratulates once more.
 */
import type { PlanOrder } from '../../contract';

export const OFFICIAL_PUSH_SEEN_KEY = 'adnet_official_push_seen';

/** The storage key of one merchant's seen pushes. */
export function seenKey(merchantId: number): string {
  return `${OFFICIAL_PUSH_SEEN_KEY}:${merchantId}`;
}
/** Older ids are dropped beyond this many; they belong to plans long put or gone. */
const MAX_REMEMBERED = 200;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSeenPushIds(merchantId: number): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(seenKey(merchantId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function markPushSeen(merchantId: number, id: number) {
  const ids = readSeenPushIds(merchantId).filter((v) => v !== id);
  ids.push(id);
  try {
    storage()?.setItem(seenKey(merchantId), JSON.stringify(ids.slice(-MAX_REMEMBERED)));
  } catch {
    // storage full or disabled: the dialog may show again, which is harmless
  }
}

/** The newest official-push plan still waiting to be put that the dialog has not shown. */
export function nextUnseenPush<
  P extends Pick<PlanOrder, 'id' | 'status' | 'official_push' | 'created_at'>,
>(plans: readonly P[], seen: readonly number[]): P | null {
  const candidates = plans.filter(
    (p) => p.official_push && p.status === 'wait_put' && !seen.includes(p.id),
  );
  candidates.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  return candidates[0] ?? null;
}
