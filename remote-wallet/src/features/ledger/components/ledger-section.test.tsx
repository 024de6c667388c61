// @vitest-environment happy-dom
import { renderWithApp } from '@adnet/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerEntry, walletStrings } from '#fixtures/wallet.ts';
import { type LedgerEntry, type LedgerPage, ledgerApi } from '../api';
import { LedgerSection } from './ledger-section';

// mid-month times: the same month in every time zone
const entries: LedgerEntry[] = [
  ledgerEntry({
    id: 3,
    time: '2026-11-20T12:00:00Z',
    amount: '-250',
    remark: 'To Bank of Demo ****6789',
    type: 'manual_withdrawal',
    balance_after: '1000.5',
    status: 'pending',
  }),
  ledgerEntry({
    id: 2,
    time: '2026-11-12T12:00:00Z',
    amount: '1250.5',
    remark: 'Top-up by the operator',
    type: 'system_topup',
    balance_after: '1250.5',
  }),
  ledgerEntry({
    id: 1,
    time: '2026-10-15T12:00:00Z',
    amount: '-80',
    remark: 'Plan P-100 put',
    type: 'ad_delivery',
    balance_after: '0',
    status: 'refused',
    plan: { id: 100, plan_no: 'P-100' },
    coupon: {
      coupon_id: 9,
      name: 'Welcome coupon',
      kind: 'fixed',
      credit: '20',
      state: 'pending',
    },
  }),
];

const firstPage: LedgerPage = {
  list: entries,
  page: 1,
  size: 20,
  total: 3,
  months: [
    { month: '2026-11', income: '1250.5', expense: '250', count: 2 },
    { month: '2026-10', income: '0', expense: '80', count: 1 },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderLedger(answer: LedgerPage = firstPage) {
  const ledger = vi.spyOn(ledgerApi, 'ledger');
  const onFirstPage = vi.fn();
  const app = await renderWithApp(
    <LedgerSection
      reloadRef={{ current: null }}
      onFirstPage={onFirstPage}
      firstPage={{ first: Promise.resolve(answer), load: async () => answer }}
    />,
    { namespace: walletStrings, path: '/wallet' },
  );
  await screen.findAllByTestId('ledger-entry');
  return { ...app, ledger, onFirstPage };
}

const texts = (testId: string) => screen.getAllByTestId(testId).map((e) => e.textContent);

describe('LedgerSection', () => {
  it('shows the loader’s first page by month, with signs, statuses and balances', async () => {
    const { ledger, onFirstPage } = await renderLedger();
    // the loader's answer is used, not asked again
    expect(ledger).not.toHaveBeenCalled();
    expect(onFirstPage).not.toHaveBeenCalled();

    const months = screen.getAllByTestId('ledger-month');
    expect(months.map((m) => m.querySelector('.wal-month-name')?.textContent)).toEqual([
      'November 2026',
      'October 2026',
    ]);
    expect(within(months[0]!).getByTestId('month-income').textContent).toBe('+$1,250.50');
    // signed with the minus sign U+2212, never a hyphen (formats.signed)
    expect(within(months[0]!).getByTestId('month-expense').textContent).toBe('\u2212$250.00');
    // no income in October: only the expense is shown
    expect(within(months[1]!).queryByTestId('month-income')).toBeNull();

    expect(texts('entry-type')).toEqual(['Manual withdrawal', 'System top-up', 'Ad delivery']);
    expect(texts('entry-amount')).toEqual(['\u2212$250.00', '+$1,250.50', '\u2212$80.00']);
    expect(texts('entry-balance')).toEqual([
      'Balance $1,000.50',
      'Balance $1,250.50',
      'Balance $0.00',
    ]);
    // a withdrawal always shows where it stands; a done top-up shows nothing
    expect(texts('entry-status')).toEqual(['Processing', 'Refused']);
    // the ad delivery tells its coupon's credit to come with the settlement
    expect(texts('entry-coupon')).toEqual(['Coupon credit $20.00 comes with the settlement']);
    // every line opens its own page
    expect(screen.getAllByTestId('ledger-entry').map((row) => row.getAttribute('href'))).toEqual([
      '/wallet/transaction?id=3',
      '/wallet/transaction?id=2',
      '/wallet/transaction?id=1',
    ]);
    // three of three: nothing more to load
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('filters by type from the sheet: page 1 of that type is asked, and an empty answer says so', async () => {
    const { ledger, onFirstPage } = await renderLedger();
    ledger.mockResolvedValue({ list: [], page: 1, size: 20, total: 0, months: [] });
    const chip = screen.getByTestId('ledger-type-filter');
    expect(chip.textContent).toBe('All types');
    fireEvent.click(chip);
    const sheet = await screen.findByText('Filter by type');
    expect(sheet).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('Refund'));
    });
    await waitFor(() =>
      expect(ledger).toHaveBeenCalledWith(
        { page: 1, size: 20, type: 'refund', month: undefined },
        { silent: true },
      ),
    );
    expect(onFirstPage).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('ledger-type-filter').textContent).toBe('Refund');
    expect(await screen.findByText('No entries yet')).toBeTruthy();
  });

  it('shows the monthly totals, and one month’s entries from there', async () => {
    const { ledger } = await renderLedger();
    ledger.mockResolvedValue({ ...firstPage, list: entries.slice(2), total: 1 });
    fireEvent.click(screen.getByText('Monthly detail'));
    const summaries = await screen.findAllByTestId('month-summary');
    expect(summaries.map((s) => s.dataset.month)).toEqual(['2026-11', '2026-10']);
    const november = summaries[0]!;
    expect(within(november).getByText('Entries: 2')).toBeTruthy();
    expect(within(november).getByTestId('summary-income').textContent).toBe('+$1,250.50');
    expect(within(november).getByTestId('summary-expense').textContent).toBe('\u2212$250.00');
    expect(within(november).getByTestId('summary-net').textContent).toBe('+$1,000.50');
    expect(within(summaries[1]!).getByTestId('summary-net').textContent).toBe('\u2212$80.00');

    await act(async () => {
      fireEvent.click(within(summaries[1]!).getByRole('button', { name: 'Show entries' }));
    });
    await waitFor(() =>
      expect(ledger).toHaveBeenCalledWith(
        { page: 1, size: 20, type: undefined, month: '2026-10' },
        { silent: true },
      ),
    );
    expect(screen.getByTestId('ledger-month-filter').textContent).toBe('October 2026 ×');
    await waitFor(() => expect(texts('entry-type')).toEqual(['Ad delivery']));
  });

  it('says there is no monthly data when the ledger is empty', async () => {
    await renderWithApp(
      <LedgerSection
        reloadRef={{ current: null }}
        firstPage={{
          first: Promise.resolve({ list: [], page: 1, size: 20, total: 0, months: [] }),
          load: async () => firstPage,
        }}
      />,
      { namespace: walletStrings },
    );
    expect(await screen.findByText('No entries yet')).toBeTruthy();
    fireEvent.click(screen.getByText('Monthly detail'));
    expect(await screen.findByText('No monthly data yet')).toBeTruthy();
  });
});
