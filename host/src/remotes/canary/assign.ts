/**
 * Which build of a remote a merchant gets: the stable one, or the canary the deployed
 * app-config.json offers to `percent` % of merchants (docs/release.md "Shipping a canary").
 *
 * The merchant's bucket (0 to 9,999) is a hash of the remote's name and the merchant's id, so
 * - the same merchant gets the same build on every load and every device (the split keeps no
 *   state; a device remembers only a canary the merchant left there: ./memory.ts);
 * - raising the percent only moves merchants from stable to canary, never back (a merchant
 *   is on canary while bucket < percent × 100, and the bucket never changes);
 * - each remote has its own split: a merchant on the wallet's canary is not therefore on the
 *   plan's.
 */

export const BUCKETS = 10_000;

/** FNV-1a over UTF-16 code units, then murmur3's finaliser so that neighbouring ids spread. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The merchant's bucket for one remote, 0 to BUCKETS − 1. */
export function bucketOf(remote: string, merchantId: string | number): number {
  return hash32(`${remote}:${merchantId}`) % BUCKETS;
}

/** True when this merchant gets the canary of `remote` at `percent` (0 to 100). */
export function onCanary(remote: string, merchantId: string | number, percent: number): boolean {
  return bucketOf(remote, merchantId) < Math.round(percent * (BUCKETS / 100));
}
