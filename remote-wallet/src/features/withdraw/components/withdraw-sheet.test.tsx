// @vitest-environment happy-dom
import { ApiError, api, type Property } from '@adnet/shared';
import { renderWithApp, testUser } from '@adnet/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankCard, WithdrawAnswer } from '#contract';
import { boundBankCard, MD5_123456, walletStrings } from '#fixtures/wallet.ts';
import { withdrawApi } from '../api';
import { WithdrawSheet } from './withdraw-sheet';

const property: Property = {
  total_assets: '1500.00',
  available_balance: '1250.50',
  to_be_consumed: '0.00',
  to_be_settled: '0.00',
  discount_amount: '0.00',
  currency: 'USD',
  startup_funds_returned: true,
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** The sheet open on /wallet, the bound destination answered by `card`. */
async function openPopup(
  card: BankCard | null,
  options: { property?: Property; user?: ReturnType<typeof testUser> } = {},
) {
  const detail = vi.spyOn(api, 'bankCardDetail').mockResolvedValue(card);
  const figures = vi.spyOn(api, 'property').mockResolvedValue(options.property ?? property);
  const onClose = vi.fn();
  const onWithdrawn = vi.fn();
  const onFigures = vi.fn();
  const app = await renderWithApp(
    <WithdrawSheet visible onClose={onClose} onWithdrawn={onWithdrawn} onFigures={onFigures} />,
    { namespace: walletStrings, path: '/wallet', user: options.user },
  );
  // the destination and the balance are read when the sheet opens
  await waitFor(() =>
    expect(screen.getByTestId('withdraw-dest-bank_card').textContent).not.toBe('…'),
  );
  await waitFor(() =>
    expect(screen.getByTestId('withdraw-available').textContent).not.toContain('…'),
  );
  // and the first bound one is selected
  await act(async () => {});
  return { ...app, detail, figures, onClose, onWithdrawn, onFigures };
}

const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Withdraw' });
const message = () => screen.getByTestId('withdraw-sheet').querySelector('.adn-field-message');

async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

function typeAmount(text: string) {
  fireEvent.change(amount(), { target: { value: text } });
}

describe('WithdrawSheet', () => {
  it('shows the balance and the bound destination, the unbound one disabled', async () => {
    const { detail, figures } = await openPopup(boundBankCard);
    expect(detail).toHaveBeenCalledWith({ silent: true });
    // the balance is asked fresh: never answered from the kept answers (docs/offline.md)
    expect(figures).toHaveBeenCalledWith({ silent: true, fresh: true });
    const sheet = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(within(sheet).getByTestId('withdraw-available').textContent).toBe(
      'Available balance: $1,250.50',
    );
    expect(screen.getByTestId('withdraw-dest-bank_card').textContent).toBe('Bank of Demo ****6789');
    expect(screen.getByTestId('withdraw-dest-wallet_address').textContent).toBe('Not bound yet');
    const radios = sheet.querySelectorAll('.wal-method-option');
    expect(radios[0]?.className).not.toContain('disabled');
    expect(radios[1]?.className).toContain('disabled');
    expect(screen.getByTestId('withdraw-bind-now').textContent).toBe('Bind a wallet address');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('refuses an empty amount, one above the balance and zero, and sends nothing', async () => {
    const withdraw = vi.spyOn(withdrawApi, 'withdraw');
    await openPopup(boundBankCard);
    await submit();
    expect(message()?.textContent).toBe('Cannot be empty');
    expect(amount().getAttribute('aria-invalid')).toBe('true');

    typeAmount('1250.51');
    await submit();
    expect(message()?.textContent).toBe('Insufficient balance');

    typeAmount('0');
    await submit();
    expect(message()?.textContent).toBe('The amount must be greater than 0');

    typeAmount('12.345');
    expect(message()?.textContent).toBe('Enter an amount with at most two decimals');
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('"All" fills in the whole available balance', async () => {
    await openPopup(boundBankCard);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amount().value).toBe('1250.50');
  });

  it('with nothing bound, says so, disables the button and offers to bind', async () => {
    const { router, onClose } = await openPopup(null);
    expect(screen.getByTestId('withdraw-none-bound').textContent).toBe(
      'There is nowhere to withdraw to yet: bind a bank card or a wallet address first.',
    );
    expect(screen.getByTestId('withdraw-dest-bank_card').textContent).toBe('Not bound yet');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bind now' }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/wallet/bind-card');
    expect(router.state.location.search).toBe('?method=bank_card');
  });

  it('confirms the exact amount with the password, sends it once and shows the result', async () => {
    const after: WithdrawAnswer = {
      ...property,
      available_balance: '1000.50',
      withdrawal: {
        entry_id: 9001,
        reference: 'TF202603029001',
        fee: '0.00',
        expected_by: '2026-03-03T02:00:00.000Z',
      },
    };
    const check = vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    const withdraw = vi.spyOn(withdrawApi, 'withdraw').mockResolvedValue(after);
    const { onWithdrawn } = await openPopup(boundBankCard);
    typeAmount('250');
    await submit();

    await screen.findByTestId('pay-password-dialog');
    expect(screen.getByText('Withdraw $250.00')).toBeTruthy();
    expect(screen.getByTestId('pay-password-detail').textContent).toBe('To Bank of Demo ****6789');
    const cells = screen.getByTestId('pay-password-cells');
    for (const d of '123456') fireEvent.keyDown(cells, { key: d });
    await act(async () => {
      fireEvent.keyDown(cells, { key: 'Enter' });
    });

    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
    expect(check).toHaveBeenCalledWith({ password: MD5_123456 }, { silent: true });
    expect(withdraw).toHaveBeenCalledWith(
      {
        amount: '250.00',
        password: MD5_123456,
        method: 'bank_card',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      { silent: true },
    );
    const result = await screen.findByTestId('withdraw-result');
    expect(screen.getByRole('dialog', { name: 'Withdrawal' })).toBeTruthy();
    expect(within(result).getByRole('heading').textContent).toBe('Withdrawal submitted');
    expect(screen.getByTestId('withdraw-result-amount').textContent).toBe('$250.00');
    expect(screen.getByTestId('withdraw-result-destination').textContent).toBe(
      'Bank of Demo ****6789',
    );
    expect(screen.getByTestId('withdraw-result-status').textContent).toBe('Processing');
    // told as a bank tells a transfer: no fee, by when, the reference, a link to its entry
    expect(screen.getByTestId('withdraw-result-fee').textContent).toBe('No fee');
    expect(screen.getByTestId('withdraw-result-arrival').textContent).toMatch(/^By .*2026/);
    expect(screen.getByTestId('withdraw-result-reference').textContent).toBe('TF202603029001');
    expect(screen.getByTestId('withdraw-result-details').getAttribute('href')).toContain(
      '/wallet/transaction?id=9001',
    );
    expect(onWithdrawn).toHaveBeenCalledWith(after);
  });

  it('a refusal for the balance reads the figures again, for the page too, and says the balance', async () => {
    vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    const withdraw = vi
      .spyOn(withdrawApi, 'withdraw')
      .mockRejectedValue(
        new ApiError(405, 'x', { error: 'insufficient_balance' }, '/user/withdraw'),
      );
    const { figures, onFigures } = await openPopup(boundBankCard);
    // what the sheet read when it opened is the page's too
    expect(onFigures).toHaveBeenLastCalledWith(property);
    // the balance moved on another device
    const now: Property = { ...property, available_balance: '587.96', total_assets: '837.46' };
    figures.mockResolvedValue(now);
    typeAmount('1000');
    await submit();
    const cells = await screen.findByTestId('pay-password-cells');
    for (const d of '123456') fireEvent.keyDown(cells, { key: d });
    await act(async () => {
      fireEvent.keyDown(cells, { key: 'Enter' });
    });
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText('Insufficient balance. Your available balance is now $587.96.'),
    ).toBeTruthy();
    expect(screen.getByTestId('withdraw-available').textContent).toBe('Available balance: $587.96');
    expect(onFigures).toHaveBeenLastCalledWith(now);
    expect(amount().value).toBe('1000');
  });

  it('while the start-up funds are not returned, explains it instead of asking the password', async () => {
    const withdraw = vi.spyOn(withdrawApi, 'withdraw');
    const { onClose } = await openPopup(boundBankCard, {
      property: { ...property, startup_funds_returned: false },
    });
    typeAmount('100');
    await submit();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('withdraw-blocked')).textContent).toBe(
      'Withdrawal is available once the start-up funds are returned. Please contact customer service.',
    );
    expect(screen.getByText('Withdrawal unavailable')).toBeTruthy();
    expect(screen.queryByTestId('pay-password-dialog')).toBeNull();
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('without a transaction password, asks the session once more, then sends to set one', async () => {
    const { router, session, onClose } = await openPopup(boundBankCard, {
      user: testUser({ has_pay_password: false }),
    });
    typeAmount('100');
    await submit();
    expect(session.refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/wallet/set-password');
    expect(await screen.findByText('Please set a transaction password first')).toBeTruthy();
  });

  it('until the fresh balance answers, shows none and cannot send; a failure offers a retry', async () => {
    vi.spyOn(api, 'bankCardDetail').mockResolvedValue(boundBankCard);
    let answer: (p: Property) => void = () => {};
    const figures = vi
      .spyOn(api, 'property')
      .mockReturnValueOnce(Promise.reject(new Error('no answer')))
      .mockReturnValueOnce(new Promise<Property>((r) => (answer = r)));
    await renderWithApp(<WithdrawSheet visible onClose={vi.fn()} onWithdrawn={vi.fn()} />, {
      namespace: walletStrings,
      path: '/wallet',
    });
    const retry = await screen.findByRole('button', { name: 'Request failed, tap to reload' });
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(screen.getByTestId('withdraw-available').textContent).toBe('Available balance: …');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await act(async () => answer(property));
    expect(screen.getByTestId('withdraw-available').textContent).toBe(
      'Available balance: $1,250.50',
    );
    expect(figures).toHaveBeenCalledTimes(2);
  });

  it('a withdrawal left without an answer by a reload comes back with its id, unchecked against the balance', async () => {
    const withdraw = vi
      .spyOn(withdrawApi, 'withdraw')
      .mockResolvedValue(property as WithdrawAnswer);
    vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    vi.spyOn(api, 'bankCardDetail').mockResolvedValue(boundBankCard);
    // the first send lowered the balance below the amount: the retry must still reach the server
    vi.spyOn(api, 'property').mockResolvedValue({ ...property, available_balance: '10.00' });
    await renderWithApp(
      <WithdrawSheet
        visible
        onClose={vi.fn()}
        onWithdrawn={vi.fn()}
        pending={{
          request_id: 'kept-id',
          at: Date.now(),
          form: { amount: '250.00', amountText: '250', method: 'bank_card' },
        }}
      />,
      { namespace: walletStrings, path: '/wallet' },
    );
    expect(screen.getByTestId('withdraw-pending')).toBeTruthy();
    expect(amount().value).toBe('250');
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await submit();
    const cells = await screen.findByTestId('pay-password-cells');
    for (const d of '123456') fireEvent.keyDown(cells, { key: d });
    await act(async () => {
      fireEvent.keyDown(cells, { key: 'Enter' });
    });
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
    expect(withdraw.mock.calls[0]?.[0]).toMatchObject({ amount: '250.00', request_id: 'kept-id' });
  });
});
