// @vitest-environment happy-dom
import { renderWithApp } from '@adnet/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerEntry, walletStrings } from '#fixtures/wallet.ts';
import { EntryDetail } from './entry-detail';

const settlement = ledgerEntry({
  id: 100123,
  time: '2026-11-20T12:00:00Z',
  amount: '668.4',
  remark: 'Ad settlement: plan P202611200007',
  type: 'ad_settlement',
  balance_after: '9668.4',
  reference: 'TF20261120100123',
  plan: { id: 7, plan_no: 'P202611200007' },
  coupon: {
    coupon_id: 31,
    name: 'Value-added coupon 20',
    kind: 'value_added',
    credit: '20',
    state: 'credited',
  },
  settlement: { put_amount: '600', profit: '48.4', coupon_credit: '20', total: '668.4' },
});

const withdrawal = ledgerEntry({
  id: 100124,
  time: '2026-11-21T09:00:00Z',
  amount: '-250',
  remark: 'Withdrawal to bank card ****6789',
  type: 'manual_withdrawal',
  balance_after: '9418.4',
  status: 'pending',
  destination: { method: 'bank_card', name: 'Bank of Demo', account: '****6789' },
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const render = (entry = settlement) =>
  renderWithApp(<EntryDetail entry={entry} />, { namespace: walletStrings });

describe('EntryDetail', () => {
  it('shows the amount, type, status, plan, coupon, balance, remark and reference', async () => {
    await render();
    expect(screen.getByTestId('entry-detail-type').textContent).toBe('Ad settlement');
    expect(screen.getByTestId('entry-detail-amount').textContent).toBe('+$668.40');
    expect(screen.getByTestId('entry-detail-status').textContent).toBe('Completed');
    const plan = screen.getByTestId('entry-plan');
    expect(plan.textContent).toBe('P202611200007');
    expect(plan.getAttribute('href')).toBe('/plan/detail?id=7');
    expect(screen.getByTestId('entry-detail-coupon').textContent).toBe(
      'Value-added coupon 20Includes coupon credit $20.00',
    );
    expect(screen.getByTestId('entry-detail-balance').textContent).toBe('$9,668.40');
    expect(screen.getByTestId('entry-detail-remark').textContent).toBe(
      'Ad settlement: plan P202611200007',
    );
    expect(screen.getByTestId('entry-reference').textContent).toBe('TF20261120100123');
    expect(screen.queryByTestId('entry-destination')).toBeNull();
    const steps = screen.getByTestId('entry-steps');
    expect(within(steps).getAllByTestId('step-time')).toHaveLength(1);
    expect(steps.textContent).toContain('Completed');
  });

  it('a settlement says what it pays back, part by part, adding up to its amount', async () => {
    await render();
    const parts = screen.getByTestId('entry-settlement');
    const row = (part: string) => parts.querySelector(`[data-part="${part}"]`)?.textContent;
    expect(row('put_amount')).toBe('Budget returned$600.00');
    expect(row('profit')).toBe('Profit$48.40');
    expect(row('coupon_credit')).toBe('Coupon credit (Value-added coupon 20)$20.00');
    expect(row('total')).toBe('Total credited$668.40');
    // an entry that is no settlement has no parts
    await render(withdrawal);
    expect(screen.getAllByTestId('entry-settlement')).toHaveLength(1);
  });

  it('a withdrawal in progress: where it goes, and the step still to come', async () => {
    await render(withdrawal);
    expect(screen.getByTestId('entry-detail-amount').textContent).toBe('\u2212$250.00');
    expect(screen.getByTestId('entry-detail-status').textContent).toBe('Processing');
    expect(screen.getByTestId('entry-destination').textContent).toBe('Bank of Demo ****6789');
    const steps = screen.getByTestId('entry-steps');
    expect(steps.textContent).toContain('Processing');
    expect(steps.textContent).toContain('CompletedOnce the withdrawal is processed');
    expect(screen.queryByTestId('entry-plan')).toBeNull();
  });

  it('copies the reference and says so on the button, then reads Copy again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();
    const button = screen.getByTestId('copy-reference');
    expect(button.textContent).toBe('Copy');
    expect(button.getAttribute('aria-label')).toBe('Copy the reference number');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('TF20261120100123');
    expect(button.textContent).toBe('Copied');
    expect(screen.getByTestId('copy-status').textContent).toBe('Reference number copied');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(button.textContent).toBe('Copy');
  });

  it('a refused clipboard says so and leaves the number selectable', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();
    await act(async () => {
      fireEvent.click(screen.getByTestId('copy-reference'));
    });
    expect(screen.getByTestId('copy-failed').textContent).toBe(
      'Could not copy. Select the number to copy it.',
    );
    expect(screen.getByTestId('copy-reference').textContent).toBe('Copy');
  });
});
