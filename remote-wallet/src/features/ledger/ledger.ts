import type { Tone } from '@adnet/shared/ui';
import type { LedgerEntry, LedgerStatus } from './api';

/** "YYYY-MM" of a timestamp in the user's time zone (the zone the server is told in X-TZ). */
export function monthOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Fund details' page size (the loader's first page and the list's later ones). */
export const LEDGER_PAGE_SIZE = 20;

/** Where an entry stands; an entry without a status (an older server) is done. */
export function statusOf(e: Pick<LedgerEntry, 'status'>): LedgerStatus {
  return e.status === 'pending' || e.status === 'refused' ? e.status : 'done';
}

/**
 * Whether a line shows its status: every withdrawal does (the merchant follows it until the
 * money arrives), any other entry only when it is not done (a done top-up needs no tag).
 */
export function statusShown(e: Pick<LedgerEntry, 'status' | 'type'>): boolean {
  return e.type === 'manual_withdrawal' || statusOf(e) !== 'done';
}

export const STATUS_TONE: Record<LedgerStatus, Tone> = {
  pending: 'warning',
  done: 'success',
  refused: 'danger',
};

/**
 * The i18n key (wallet namespace) of what an entry says about its plan's coupon
 * (docs/product/wallet.md#wallet.ledger.coupon), or null when it has none: on the ad delivery
 * the credit still to come (or paid since), on the settlement the credit it includes, on a
 * failed plan the coupon given back.
 */
export function couponLineKey(e: Pick<LedgerEntry, 'type' | 'coupon'>): string | null {
  if (!e.coupon) return null;
  if (e.coupon.state === 'returned') return 'ledger.coupon.returned';
  if (e.type === 'ad_settlement') return 'ledger.coupon.included';
  return e.coupon.state === 'credited' ? 'ledger.coupon.credited' : 'ledger.coupon.pending';
}

/** Where a withdrawal went: "Bank of Demo ****6789", "TRC20 TXa1b2…9z8y". */
export function destinationText(d: NonNullable<LedgerEntry['destination']>): string {
  return `${d.name} ${d.account}`.trim();
}

/** The `?id=` of an entry's page: a positive integer of at most 12 digits, else no entry. */
export function parseEntryId(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
