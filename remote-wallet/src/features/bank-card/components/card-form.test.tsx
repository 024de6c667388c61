// @vitest-environment happy-dom
import { api, EMPTY_BANK_CARD, TimeoutError, type WithdrawMethodConfig } from '@adnet/shared';
import { renderWithApp, testUser } from '@adnet/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankCard } from '#contract';
import { boundBankCard, MD5_123456, walletStrings } from '#fixtures/wallet.ts';
import { bankCardApi } from '#lib/bank-card/api.ts';
import type { Method } from '#lib/bank-card/card.ts';
import { CardForm } from './card-form';

const config: WithdrawMethodConfig = {
  bank_card: true,
  wallet_address: true,
  networks: ['TRC20', 'ERC20'],
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Each intended binding carries its idempotency key (docs/product/api.md#api.idempotency). */
const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/);

async function renderForm(
  card: BankCard | null,
  options: { initialMethod?: Method; user?: ReturnType<typeof testUser> } = {},
) {
  const onSaved = vi.fn();
  const app = await renderWithApp(
    <CardForm
      config={config}
      methods={['bank_card', 'wallet_address']}
      initialMethod={options.initialMethod ?? 'bank_card'}
      bound={card}
      onSaved={onSaved}
    />,
    { namespace: walletStrings, path: '/wallet/bind-card', user: options.user },
  );
  return { ...app, onSaved };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const errorOf = (name: string) => screen.queryByTestId(`error-${name}`)?.textContent ?? null;

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('CardForm', () => {
  it('binds a first bank card: disabled until typed, every message, then the trimmed body', async () => {
    const saved = { ...boundBankCard };
    const edit = vi.spyOn(bankCardApi, 'bankCardEdit').mockResolvedValue(saved);
    const { router, onSaved } = await renderForm(null);
    expect(screen.getByTestId('bind-status').textContent).toBe('Not bound');
    expect(screen.getByRole('tab', { name: 'Bank card' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const bind = screen.getByRole('button', { name: 'Bind' });
    expect(bind.hasAttribute('disabled')).toBe(true);

    type('Bank name', '  Bank of Demo ');
    expect(bind.hasAttribute('disabled')).toBe(false);
    await press('Bind');
    expect(errorOf('card_name')).toBeNull();
    for (const f of ['user_name', 'mobile', 'bank_account', 'branch_name', 'bank_address']) {
      expect(errorOf(f)).toBe('Cannot be empty');
    }
    expect(input('Beneficiary').getAttribute('aria-invalid')).toBe('true');

    type('Beneficiary', 'Ada Merchant');
    type('Mobile number', '12');
    type('Bank account', '12-3');
    type('Branch name', 'Main');
    type('Bank address', '1 Demo Street');
    expect(errorOf('mobile')).toBe('Please enter a valid phone number');
    expect(errorOf('bank_account')).toBe('Enter 6 to 40 letters or digits');
    expect(edit).not.toHaveBeenCalled();

    type('Mobile number', '+15550100');
    type('Bank account', '1234 5678 6789');
    await press('Bind');
    // what was typed, field by field: the bound card of the fixtures
    expect(edit).toHaveBeenCalledWith({ ...boundBankCard, request_id: UUID }, { silent: true });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(await screen.findByText('Bound successfully')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wallet');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('checks a wallet address and asks for its network from the config', async () => {
    const address = 'TXa1b2c3d4e5f6g7h8i9j0k1';
    const edit = vi
      .spyOn(bankCardApi, 'bankCardEdit')
      .mockResolvedValue({ ...boundBankCard, method: 'wallet_address', wallet_address: address });
    await renderForm(null, { initialMethod: 'wallet_address' });
    expect(screen.getByTestId('bind-form').dataset.method).toBe('wallet_address');
    const networks = screen.getByTestId('field-network');
    expect(networks.querySelector('.adn-field-label')?.textContent).toBe('Network');
    expect([...networks.querySelectorAll('.arco-radio')].map((r) => r.textContent)).toEqual([
      'TRC20',
      'ERC20',
    ]);
    type('Wallet address', 'TXa1b2c3');
    await press('Bind');
    expect(errorOf('wallet_address')).toBe('Enter 20 to 100 letters or digits');
    expect(errorOf('network')).toBe('Cannot be empty');
    expect(edit).not.toHaveBeenCalled();

    type('Wallet address', address);
    fireEvent.click(within(networks).getByText('ERC20'));
    expect(errorOf('network')).toBeNull();
    await press('Bind');
    expect(edit).toHaveBeenCalledWith(
      {
        ...EMPTY_BANK_CARD,
        method: 'wallet_address',
        wallet_address: address,
        network: 'ERC20',
        request_id: UUID,
      },
      { silent: true },
    );
  });

  it('switching the tab shows the other method’s fields and forgets the messages', async () => {
    await renderForm(null);
    type('Bank name', 'Bank of Demo');
    await press('Bind');
    expect(errorOf('user_name')).toBe('Cannot be empty');
    fireEvent.click(screen.getByRole('tab', { name: 'Wallet address' }));
    expect(screen.getByTestId('bind-form').dataset.method).toBe('wallet_address');
    expect(screen.queryByLabelText('Beneficiary')).toBeNull();
    expect(input('Wallet address').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what is bound masked, and saves a change only after the transaction password', async () => {
    const check = vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    const changed = { ...boundBankCard, branch_name: 'Harbour' };
    const edit = vi.spyOn(bankCardApi, 'bankCardEdit').mockResolvedValue(changed);
    await renderForm(boundBankCard);
    expect(screen.getByTestId('bind-status').textContent).toBe('Bound');
    expect(screen.getByTestId('masked-bank_account').textContent).toBe('****6789');
    expect(screen.queryByLabelText('Bank account')).toBeNull();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Change a field to save it')).toBeTruthy();

    type('Branch name', 'Harbour');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Change a field to save it')).toBeNull();
    await press('Save changes');
    await screen.findByTestId('pay-password-dialog');
    expect(screen.getByText('Change payout details')).toBeTruthy();
    expect(screen.getByTestId('pay-password-detail').textContent).toBe(
      'New destination: Bank of Demo ****6789',
    );
    expect(edit).not.toHaveBeenCalled();

    const cells = screen.getByTestId('pay-password-cells');
    for (const d of '123456') fireEvent.keyDown(cells, { key: d });
    await act(async () => {
      fireEvent.keyDown(cells, { key: 'Enter' });
    });
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(check).toHaveBeenCalledWith({ password: MD5_123456 }, { silent: true });
    // the bound account is kept as it is; only the typed change differs
    expect(edit).toHaveBeenCalledWith(
      { ...boundBankCard, branch_name: 'Harbour', request_id: UUID },
      { silent: true },
    );
  });

  it('types a new account in place of the masked one, or keeps the current one', async () => {
    await renderForm(boundBankCard);
    fireEvent.click(screen.getByRole('button', { name: 'Change Bank account' }));
    expect(input('Bank account').value).toBe('');
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep current' }));
    expect(screen.getByTestId('masked-bank_account').textContent).toBe('****6789');
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('without a transaction password, a change of what is bound goes to set one first', async () => {
    const edit = vi.spyOn(bankCardApi, 'bankCardEdit');
    const { router, session } = await renderForm(boundBankCard, {
      user: testUser({ has_pay_password: false }),
    });
    type('Branch name', 'Harbour');
    await press('Save changes');
    expect(session.refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/wallet/set-password');
    expect(await screen.findByText('Please set a transaction password first')).toBeTruthy();
    expect(edit).not.toHaveBeenCalled();
  });

  it('a binding without an answer keeps its id: sent again, and after a reload, with the same one', async () => {
    const edit = vi
      .spyOn(bankCardApi, 'bankCardEdit')
      .mockRejectedValueOnce(new TimeoutError('/bank_card/edit', 15_000))
      .mockRejectedValueOnce(new TimeoutError('/bank_card/edit', 15_000));
    const first = await renderForm(null);
    type('Bank name', 'Bank of Demo');
    type('Beneficiary', 'Ada Merchant');
    type('Mobile number', '+15550100');
    type('Bank account', '1234 5678 6789');
    type('Branch name', 'Main');
    type('Bank address', '1 Demo Street');
    await press('Bind');
    await press('Bind');
    expect(edit).toHaveBeenCalledTimes(2);
    const idOf = (i: number) => edit.mock.calls[i]?.[0]?.request_id;
    const id = idOf(0);
    expect(id).toEqual(UUID);
    expect(idOf(1)).toBe(id);
    // a reload: a new form of the same tab comes back with the details and the id
    first.unmount();
    edit.mockResolvedValueOnce(boundBankCard);
    await renderForm(null);
    expect(input('Bank account').value).toBe('1234 5678 6789');
    await press('Bind');
    expect(edit).toHaveBeenCalledTimes(3);
    expect(edit.mock.calls[2]?.[0]).toEqual({ ...boundBankCard, request_id: id });
  });
});
