import { expect, openAs, routeOf, setUser, test } from '../../support/fixtures';
import {
  cardDetail,
  PAY_PASSWORD,
  payConfirm,
  payDialog,
  typeOnKeypad,
} from '../../support/wallet';

test.describe('bank card binding', () => {
  test('binding a card validates the required fields and saves it', async ({ page, user }) => {
    await setUser(user, { card: null });
    await openAs(page, user, '/wallet/bind-card');
    const form = page.getByTestId('bind-form');
    await expect(form).toHaveAttribute('data-method', 'bank_card', { timeout: 20_000 });
    await expect(page.getByTestId('bind-status')).toHaveText('Not bound');
    const bind = form.getByRole('button', { name: 'Bind', exact: true });
    await expect(bind).toHaveClass(/disabled/);

    await page.getByLabel('Bank name').fill('Harbor Bank');
    await page.getByLabel('Mobile number').fill('12ab');
    await expect(bind).not.toHaveClass(/disabled/);
    await bind.click();
    for (const f of ['user_name', 'bank_account', 'branch_name', 'bank_address']) {
      await expect(page.getByTestId(`error-${f}`)).toHaveText('Cannot be empty');
    }
    await expect(page.getByTestId('error-mobile')).toHaveText('Please enter a valid phone number');
    expect(await cardDetail(user)).toBeNull();

    await page.getByLabel('Beneficiary').fill('Ann Lee');
    await page.getByLabel('Mobile number').fill('+44 20 7946 0958');
    await page.getByLabel('Bank account').fill('GB29NWBK60161331926819');
    await page.getByLabel('Branch name').fill('Canary Wharf');
    await page.getByLabel('Bank address').fill('1 Canada Square, London');
    await bind.click();
    await expect(page.getByText('Bound successfully')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/wallet');
    expect(await cardDetail(user)).toMatchObject({
      method: 'bank_card',
      card_name: 'Harbor Bank',
      user_name: 'Ann Lee',
      bank_account: 'GB29NWBK60161331926819',
      branch_name: 'Canary Wharf',
    });
  });

  test('re-binding a bound card is prefilled and needs a change', async ({ page, user }) => {
    await setUser(user, { card: 'demo', pay_password: PAY_PASSWORD });
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('bind-status')).toHaveText('Bound', { timeout: 20_000 });
    await expect(page.getByLabel('Bank name')).toHaveValue('Bank of Demo');
    await expect(page.getByLabel('Beneficiary')).toHaveValue('Demo Merchant');
    // the bound account number is masked and not editable in place
    await expect(page.getByTestId('masked-bank_account')).toHaveText('****6789');
    await expect(page.locator('#field-bank_account')).toHaveCount(0);
    await expect(page.getByText('6222020200123456789')).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toHaveClass(/disabled/);

    await page.getByLabel('Branch name').fill('Uptown Branch');
    await expect(save).not.toHaveClass(/disabled/);
    // back to what is bound: nothing to save again
    await page.getByLabel('Branch name').fill('Downtown Branch');
    await expect(save).toHaveClass(/disabled/);

    await page.getByLabel('Branch name').fill('Uptown Branch');
    await save.click();
    // changing payout details asks for the transaction password, naming the destination
    await expect(payDialog(page)).toBeVisible();
    await expect(page.getByText('Change payout details')).toBeVisible();
    await expect(page.getByTestId('pay-password-detail')).toHaveText(
      'New destination: Bank of Demo ****6789',
    );
    expect((await cardDetail(user))?.branch_name).toBe('Downtown Branch');
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(page.getByText('Payout details updated')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/wallet');
    expect((await cardDetail(user))?.branch_name).toBe('Uptown Branch');
  });

  test('a new account number for a bound card: typed in full, masked elsewhere, password first', async ({
    page,
    user,
  }) => {
    await setUser(user, { card: 'demo', pay_password: PAY_PASSWORD });
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('masked-bank_account')).toHaveText('****6789', {
      timeout: 20_000,
    });
    await page.getByTestId('change-bank_account').click();
    const account = page.getByLabel('Bank account');
    await expect(account).toBeFocused();
    await expect(account).toHaveValue('');
    // keeping the current one brings the masked value back
    await page.getByTestId('keep-bank_account').click();
    await expect(page.getByTestId('masked-bank_account')).toHaveText('****6789');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await page.getByTestId('change-bank_account').click();
    await page.getByLabel('Bank account').fill('GB29NWBK60161331926819');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('pay-password-detail')).toHaveText(
      'New destination: Bank of Demo ****6819',
    );
    // a wrong password changes nothing
    await typeOnKeypad(page, '000000');
    await payConfirm(page).click();
    await expect(page.getByTestId('pay-password-error')).toHaveText(
      'Wrong transaction password. 4 tries left before the lock.',
    );
    expect((await cardDetail(user))?.bank_account).toBe('6222020200123456789');
    // the keypad closed with the error: a tap on the cells brings it back
    await page.getByTestId('pay-password-cells').click();
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(page.getByText('Payout details updated')).toBeVisible();
    expect((await cardDetail(user))?.bank_account).toBe('GB29NWBK60161331926819');
    await page.getByTestId('action-withdraw').click();
    await expect(page.getByTestId('withdraw-dest-bank_card')).toHaveText('Bank of Demo ****6819');
  });

  test('without a transaction password, changing a bound card leads to setting one', async ({
    page,
    user,
  }) => {
    await setUser(user, { card: 'demo', pay_password: null });
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('bind-status')).toHaveText('Bound', { timeout: 20_000 });
    await page.getByLabel('Branch name').fill('Uptown Branch');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please set a transaction password first')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/wallet/set-password');
    expect((await cardDetail(user))?.branch_name).toBe('Downtown Branch');
  });

  test('a wallet address is bound with its network', async ({ page, user }) => {
    await setUser(user, { card: null });
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('bind-status')).toHaveText('Not bound', { timeout: 20_000 });
    await page.locator('.arco-tab-cell', { hasText: 'Wallet address' }).click();
    const form = page.getByTestId('bind-form');
    await expect(form).toHaveAttribute('data-method', 'wallet_address');
    await page.getByLabel('Wallet address').fill('TXa1b2c3d4e5f6g7h8i9j0k1');
    await form.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(page.getByTestId('error-network')).toHaveText('Cannot be empty');
    await page.getByTestId('field-network').getByText('TRC20').click();
    await form.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(page.getByText('Bound successfully')).toBeVisible();
    expect(await cardDetail(user)).toMatchObject({
      method: 'wallet_address',
      wallet_address: 'TXa1b2c3d4e5f6g7h8i9j0k1',
      network: 'TRC20',
    });
    await page.getByTestId('action-withdraw').click();
    await expect(page.getByTestId('withdraw-dest-wallet_address')).toHaveText('TRC20 TXa1b2…j0k1');
  });
});
