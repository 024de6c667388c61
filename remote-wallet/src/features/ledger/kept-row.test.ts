import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LedgerEntry, type LedgerPage, ledgerApi } from './api';
import { keptLedgerRow } from './kept-row';
import { LEDGER_PAGE_SIZE } from './ledger';

const entry = (id: number) => ({ id, amount: '-10.00', balance_after: '90.00' }) as LedgerEntry;
const page = { list: [entry(7), entry(8)], months: [] } as unknown as LedgerPage;

afterEach(() => vi.restoreAllMocks());

describe('an entry of the kept first page, offline', () => {
  it('is that row, with the age of the kept answer', () => {
    const kept = vi.spyOn(ledgerApi.ledger, 'kept').mockReturnValue({ at: 1000, data: page });
    expect(keptLedgerRow(8, false)).toEqual({ at: 1000, data: entry(8) });
    expect(kept).toHaveBeenCalledWith({ page: 1, size: LEDGER_PAGE_SIZE });
  });

  it('is nothing for an entry the page does not hold, or nothing kept', () => {
    vi.spyOn(ledgerApi.ledger, 'kept').mockReturnValueOnce({ at: 1000, data: page });
    expect(keptLedgerRow(9, false)).toBeNull();
    vi.spyOn(ledgerApi.ledger, 'kept').mockReturnValueOnce(null);
    expect(keptLedgerRow(8, false)).toBeNull();
  });

  it('is never used online: the page waits for the entry itself', () => {
    const kept = vi.spyOn(ledgerApi.ledger, 'kept').mockReturnValue({ at: 1000, data: page });
    expect(keptLedgerRow(8, true)).toBeNull();
    expect(kept).not.toHaveBeenCalled();
  });
});
