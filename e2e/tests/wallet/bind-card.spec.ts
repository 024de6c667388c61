import { expect, openAs, routeOf, test } from '../../fixtures';
import { cardDetail, PAY_PASSWORD, setUser } from './wallet-helpers';

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
    await expect(page.getByLabel('Bank account')).toHaveValue('6222020200123456789');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toHaveClass(/disabled/);

    await page.getByLabel('Branch name').fill('Uptown Branch');
    await expect(save).not.toHaveClass(/disabled/);
    // back to what is bound: nothing to save again
    await page.getByLabel('Branch name').fill('Downtown Branch');
    await expect(save).toHaveClass(/disabled/);

    await page.getByLabel('Branch name').fill('Uptown Branch');
    await save.click();
    await expect(page.getByText('Bound successfully')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/wallet');
    expect((await cardDetail(user))?.branch_name).toBe('Uptown Branch');
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
