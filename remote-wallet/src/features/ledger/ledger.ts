import type { Tone } from '@adnet/shared/ui';
import type { LedgerEntry, LedgerStatus, LedgerType } from './api';

/**
 * Every entry type, in the order the filter lists them
 * (docs/product/wallet.md#wallet.ledger.types), and the refund of a put the server gives back.
 */
export const LEDGER_TYPES: readonly LedgerType[] = [
  'system_topup',
  'manual_withdrawal',
  'ad_settlement',
  'refund',
  'ad_delivery',
  'system_deduction',
  'virtual_recharge_deduction',
  'vip_opening',
  'profit_sharing',
];

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
