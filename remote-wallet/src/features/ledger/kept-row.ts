/**
 * An entry's page offline (docs/product/wallet.md#wallet.ledger.kept-row): the entry as the
 * merchant's kept first page of fund details shows it, labelled with that answer's age, until
 * the entry's own answer comes with the network. Online the page waits for its own answer.
 */
import type { KeptAnswer } from '@adnet/shared';
import { type LedgerEntry, ledgerApi } from './api';
import { LEDGER_PAGE_SIZE } from './ledger';

/** The kept row of entry `id`, offline; null online or when the kept first page lacks it. */
export function keptLedgerRow(
  id: number,
  online = typeof navigator === 'undefined' || navigator.onLine,
): KeptAnswer<LedgerEntry> | null {
  if (online) return null;
  const kept = ledgerApi.ledger.kept({ page: 1, size: LEDGER_PAGE_SIZE });
  const row = kept?.data.list.find((entry) => entry.id === id);
  return kept && row ? { at: kept.at, data: row } : null;
}
