/**
 * The ledger (docs/product/api.md#api.calls.ledger): entries by page and the totals by month, and
 * one entry by its id.
 */
import { endpoint } from '@adnet/shared';
import type { LedgerDetailQuery, LedgerEntry, LedgerPage, LedgerQuery } from '../../contract';

export type {
  LedgerEntry,
  LedgerPage,
  LedgerStatus,
  LedgerStep,
  LedgerType,
  MonthSummary,
} from '../../contract';

export const ledgerApi = {
  ledger: endpoint<LedgerPage, LedgerQuery>('GET', '/transaction_flow/list'),
  /** one entry in full (docs/product/api.md#api.calls.ledger-detail) */
  entry: endpoint<LedgerEntry, LedgerDetailQuery>('GET', '/transaction_flow/detail'),
};
