/** The ledger (docs/product/api.md#api.calls.ledger): entries by page and the totals by month. */
import { endpoint } from '@adnet/shared';
import type { LedgerPage, LedgerQuery } from '../../contract';

export type {
  LedgerEntry,
  LedgerPage,
  LedgerStatus,
  LedgerType,
  MonthSummary,
} from '../../contract';

export const ledgerApi = {
  ledger: endpoint<LedgerPage, LedgerQuery>('GET', '/transaction_flow/list'),
};
