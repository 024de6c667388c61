/** The ledger (docs/product/api.md#api.calls.ledger): entries by page and the totals by month. */
import { endpoint, type Money, type Page, type PageQuery, type Timestamp } from '@adnet/shared';

/**
 * The spec's eight entry types, and `refund`, which this app's API adds: money given back in
 * full (the put amount of a plan whose delivery failed, the amount of a refused withdrawal),
 * so that a refund never reads as an ad settlement or a top-up.
 */
export type LedgerType =
  | 'system_topup'
  | 'manual_withdrawal'
  | 'ad_settlement'
  | 'refund'
  | 'ad_delivery'
  | 'system_deduction'
  | 'virtual_recharge_deduction'
  | 'vip_opening'
  | 'profit_sharing';

/**
 * Where an entry stands (docs/product/wallet.md#wallet.ledger.status); this app's API adds it: a
 * withdrawal is pending until the payout is made (done) or refused (its amount then comes
 * back as a separate entry). Every other entry is done when it is written.
 */
export type LedgerStatus = 'pending' | 'done' | 'refused';

export interface LedgerEntry {
  id: number;
  time: Timestamp;
  /** signed: negative leaves the balance */
  amount: Money;
  remark: string;
  type: LedgerType;
  balance_after: Money;
  /** missing (an older server) reads as done */
  status?: LedgerStatus;
}

export interface MonthSummary {
  /** YYYY-MM */
  month: string;
  income: Money;
  expense: Money;
  count: number;
}

export interface LedgerQuery extends PageQuery {
  type?: LedgerType;
  /** YYYY-MM */
  month?: string;
}

export interface LedgerPage extends Page<LedgerEntry> {
  /** totals by month for the same type filter, newest first */
  months: MonthSummary[];
}

export const ledgerApi = {
  ledger: endpoint<LedgerPage, LedgerQuery>('GET', '/transaction_flow/list'),
};
