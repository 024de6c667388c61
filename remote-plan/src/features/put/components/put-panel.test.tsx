// @vitest-environment happy-dom
import { ApiError, api, type Coupon, NetworkError, type Property } from '@adnet/shared';
import { renderWithApp } from '@adnet/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanDetail, PlanOrder } from '#contract';
import { putApi } from '../api';
import { PutPanel } from './put-panel';

const plan = { name: 'plan', load: (lng: string) => import(`../../../locales/${lng}.json`) };

const order: PlanOrder = {
  id: 7,
  plan_no: 'P-0007',
  put_amount: '0',
  progress: 0,
  status: 'wait_put',
  created_at: '2026-11-20T12:00:00Z',
  official_push: false,
  lowest_amount: '100',
  highest_amount: '5000',
  product: {
    id: 70,
    name: 'Summer sneakers',
    type: 'video',
    cover: '',
    url: '',
    description: '',
    price: '59.9',
  },
  coupon: null,
};
const detail = { ...order, content: '', rules: '', user_targeting: '', game_description: '' };

function property(available: string): Property {
  return {
    total_assets: available,
    available_balance: available,
    to_be_consumed: '0',
    to_be_settled: '0',
    discount_amount: '0',
    currency: 'USD',
    startup_funds_returned: true,
  };
}

const welcome: Coupon = {
  id: 31,
  name: 'Welcome coupon',
  kind: 'fixed',
  amount: '20',
  min_amount: '500',
  expires_at: '2026-12-15T12:00:00Z',
  received_at: '2026-11-01T12:00:00Z',
  status: 'unused',
};
const tenOff: Coupon = { ...welcome, id: 32, name: 'Ten off', kind: 'deduction', amount: '10' };

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPanel(available = '2000', coupons: Coupon[] = [welcome, tenOff]) {
  const balance = vi.spyOn(api, 'property').mockResolvedValue(property(available));
  const couponList = vi
    .spyOn(api, 'couponList')
    .mockResolvedValue({ list: coupons, page: 1, size: 50, total: coupons.length });
  const onPut = vi.fn();
  const app = await renderWithApp(
    <PutPanel plan={detail as unknown as PlanDetail} onPut={onPut} />,
    { namespace: plan, path: '/plan/7' },
  );
  await waitFor(() => expect(screen.getByTestId('put-balance').textContent).not.toContain('…'));
  return { ...app, balance, couponList, onPut };
}

const amount = () => screen.getByLabelText('Put amount') as HTMLInputElement;
const typeAmount = (text: string) => fireEvent.change(amount(), { target: { value: text } });
const error = () => screen.getByTestId('put-error').textContent;
const putButton = () => screen.getByRole('button', { name: 'Put now' });

/** "Put now": the review opens when the amount passes the checks; nothing is sent yet. */
async function submitPut() {
  await act(async () => {
    fireEvent.submit(screen.getByTestId('put-form'));
  });
}

/** "Put now", then "Confirm put" in the review when it opened. */
async function put() {
  await submitPut();
  // the review opens only for an amount that passed the checks
  const confirm = await screen
    .findByRole('button', { name: 'Confirm put' }, { timeout: 300 })
    .catch(() => null);
  if (!confirm) return;
  await act(async () => {
    fireEvent.click(confirm);
  });
}

describe('PutPanel', () => {
  it('shows the balance, the plan’s range and how many coupons can be used', async () => {
    const { balance, couponList } = await renderPanel();
    // the balance is asked fresh: never answered from the kept answers (docs/offline.md)
    expect(balance).toHaveBeenCalledWith({ silent: true, fresh: true });
    expect(couponList).toHaveBeenCalledWith(
      { status: 'unused', page: 1, size: 50 },
      { silent: true },
    );
    const panel = screen.getByRole('region', { name: 'Put this plan' });
    expect(within(panel).getByTestId('put-balance').textContent).toBe('Available balance$2,000.00');
    expect(amount().placeholder).toBe('$100.00 – $5,000.00');
    expect(screen.getByText('Between $100.00 and $5,000.00')).toBeTruthy();
    expect(screen.getByTestId('coupon-cell').textContent).toContain('Available: 2');
    expect(putButton().getAttribute('type')).toBe('submit');
  });

  it('refuses an empty amount, one out of range and one above the balance, and puts nothing', async () => {
    const planPut = vi.spyOn(putApi, 'planPut');
    await renderPanel('2000');
    await put();
    expect(error()).toBe('Cannot be empty');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    typeAmount('50');
    await put();
    expect(error()).toBe('Put amount out of range');
    typeAmount('5000.01');
    await put();
    expect(error()).toBe('Put amount out of range');
    typeAmount('3000');
    await put();
    expect(error()).toBe('Insufficient balance');
    expect(planPut).not.toHaveBeenCalled();
  });

  it('"Max" fills in the highest amount, or the balance when it is lower', async () => {
    await renderPanel('2000.456');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount().value).toBe('2000.45');
  });

  it('says what leaves the balance now and what a coupon credits with the settlement; takes a coupon off when the amount falls below its minimum', async () => {
    await renderPanel();
    typeAmount('1000');
    fireEvent.click(screen.getByText('Coupon'));
    const options = await screen.findAllByTestId('coupon-option');
    expect(options.map((o) => o.querySelector('.plan-coupon-value')?.textContent)).toEqual([
      '$20.00',
      '10% off',
    ]);
    expect(within(options[0]!).getByText('For puts of $500.00 or more')).toBeTruthy();
    fireEvent.click(options[0]!);
    expect(screen.getByTestId('coupon-cell').textContent).toContain('Welcome coupon · $20.00');
    // the full amount now, the coupon's credit with the settlement: never "amount due after discount"
    const summary = screen.getByTestId('put-summary');
    expect(within(summary).getByText('Charged now')).toBeTruthy();
    expect(screen.getByTestId('put-charged').textContent).toBe('$1,000.00');
    expect(within(summary).getByText('Coupon credit with the settlement')).toBeTruthy();
    expect(screen.getByTestId('put-credit').textContent).toBe('+$20.00');
    expect(screen.getByTestId('put-summary-note').textContent).toBe(
      'Welcome coupon: $20.00 is credited to your balance with the settlement. If the delivery fails, the full amount is refunded and the coupon is returned.',
    );
    expect(summary.textContent).not.toContain('$980.00');

    typeAmount('400');
    expect(screen.getByTestId('coupon-dropped').textContent).toBe(
      'Welcome coupon was taken off: it needs a put of at least $500.00.',
    );
    // no coupon: only what leaves the balance
    expect(screen.getByTestId('put-charged').textContent).toBe('$400.00');
    expect(screen.queryByTestId('put-credit')).toBeNull();
    expect(screen.getByTestId('coupon-cell').textContent).toContain('Available: 2');
  });

  it('marks a coupon chosen below its minimum with the reason at once, and puts nothing with it', async () => {
    const planPut = vi.spyOn(putApi, 'planPut');
    await renderPanel();
    typeAmount('300');
    fireEvent.click(screen.getByText('Coupon'));
    fireEvent.click((await screen.findAllByTestId('coupon-option'))[0]!);
    // chosen, not taken off, and why it does not apply yet is said beside it
    expect(screen.getByTestId('coupon-cell').textContent).toContain('Welcome coupon');
    expect(screen.getByTestId('coupon-unmet').textContent).toBe(
      'This coupon needs a put of at least $500.00',
    );
    expect(screen.queryByTestId('put-credit')).toBeNull();
    await put();
    expect(error()).toBe('This coupon needs a put of at least $500.00');
    expect(planPut).not.toHaveBeenCalled();
    // reaching the minimum: it applies, the mark goes
    typeAmount('500');
    expect(screen.queryByTestId('coupon-unmet')).toBeNull();
    expect(screen.getByTestId('put-credit').textContent).toBe('+$20.00');
  });

  it('puts the exact amount with the coupon and a request id, then says so', async () => {
    const planPut = vi
      .spyOn(putApi, 'planPut')
      .mockResolvedValue({ ...order, status: 'matching', put_amount: '1000' });
    const { onPut } = await renderPanel();
    typeAmount('1000');
    fireEvent.click(screen.getByText('Coupon'));
    fireEvent.click((await screen.findAllByTestId('coupon-option'))[1]!);
    expect(screen.getByTestId('put-credit').textContent).toBe('+$100.00');
    await put();
    expect(planPut).toHaveBeenCalledTimes(1);
    expect(planPut).toHaveBeenCalledWith(
      {
        id: 7,
        amount: '1000.00',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        coupon_id: 32,
      },
      { silent: true },
    );
    expect(onPut).toHaveBeenCalledWith(expect.objectContaining({ status: 'matching' }));
    expect(await screen.findByText('Put success')).toBeTruthy();
  });

  it('sends nothing on "Put now": the review says what leaves now and what comes back', async () => {
    const planPut = vi
      .spyOn(putApi, 'planPut')
      .mockResolvedValue({ ...order, status: 'matching', put_amount: '1000' });
    const { onPut } = await renderPanel();
    typeAmount('1000');
    fireEvent.click(screen.getByText('Coupon'));
    fireEvent.click((await screen.findAllByTestId('coupon-option'))[1]!);
    await submitPut();
    expect(planPut).not.toHaveBeenCalled();
    const review = await screen.findByRole('dialog', { name: 'Review your put' });
    expect(within(review).getByTestId('review-charged').textContent).toBe('$1,000.00');
    expect(within(review).getByTestId('review-balance-after').textContent).toBe('$1,000.00');
    expect(within(review).getByTestId('review-returned').textContent).toBe('+$1,000.00');
    expect(within(review).getByTestId('review-profit').textContent).toBe('Depends on the delivery');
    expect(within(review).getByTestId('review-credit').textContent).toBe('+$100.00');
    // Back leaves the amount as it was, and sends nothing
    await act(async () => {
      fireEvent.click(within(review).getByRole('button', { name: 'Back' }));
    });
    expect(planPut).not.toHaveBeenCalled();
    await put();
    expect(planPut).toHaveBeenCalledTimes(1);
    expect(onPut).toHaveBeenCalled();
  });

  it('keeps the server’s refusal beside the amount, with the balance read again', async () => {
    const planPut = vi
      .spyOn(putApi, 'planPut')
      .mockRejectedValue(
        new ApiError(400, 'refused', { error: 'insufficient_balance' }, '/plan/order/put'),
      );
    const { balance, onPut } = await renderPanel();
    // the balance moved elsewhere since the panel read it
    balance.mockResolvedValue(property('900'));
    typeAmount('1500');
    await put();
    expect(planPut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(balance).toHaveBeenCalledTimes(2));
    // the refusal says the balance as it is now, and the panel shows it
    await waitFor(() =>
      expect(error()).toBe('Insufficient balance. Your available balance is now $900.00.'),
    );
    expect(screen.getByTestId('put-balance').textContent).toContain('$900.00');
    expect(onPut).not.toHaveBeenCalled();
    expect(putButton().hasAttribute('disabled')).toBe(false);
  });

  it('sends a put whose answer was lost again with the same request id', async () => {
    const planPut = vi
      .spyOn(putApi, 'planPut')
      .mockRejectedValueOnce(new NetworkError('/plan/order/put'))
      .mockResolvedValueOnce({ ...order, status: 'matching' });
    const { balance, onPut } = await renderPanel('2000');
    // the first send may have been taken: the balance reads lower after it, the retry still goes
    balance.mockResolvedValue(property('500'));
    typeAmount('1500');
    await put();
    await waitFor(() => expect(screen.getByTestId('put-balance').textContent).toContain('$500.00'));
    await put();
    expect(planPut).toHaveBeenCalledTimes(2);
    const [first, second] = planPut.mock.calls.map(([body]) => body.request_id);
    expect(second).toBe(first);
    expect(onPut).toHaveBeenCalledTimes(1);
  });
});
