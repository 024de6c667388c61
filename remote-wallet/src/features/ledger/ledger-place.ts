/**
 * Where the merchant was in fund details when they opened an entry, so that coming back (back,
 * not a new visit) finds the list as it was: the same filter, the pages that were loaded and the
 * scroll offset (docs/product/wallet.md#wallet.ledger.detail.back). Kept in memory for the visit
 * only, one place at a time.
 */
import type { LedgerType } from './api';

export interface LedgerPlace {
  /**
   * the history entry of /wallet it was left from (react-router's `location.key`): back returns
   * to that entry, a new visit of /wallet is another one and starts afresh
   */
  key: string;
  type: LedgerType | '';
  /** YYYY-MM, or '' for every month */
  month: string;
  /** pages of fund details that were loaded */
  pages: number;
  scrollY: number;
}

let place: LedgerPlace | null = null;

export function rememberLedgerPlace(next: LedgerPlace): void {
  place = next;
}

/** The remembered place, read without forgetting it (a render may run twice). */
export function ledgerPlace(): LedgerPlace | null {
  return place;
}

export function forgetLedgerPlace(): void {
  place = null;
}
