/**
 * A balance is never stale beside a money answer (docs/product/wallet.md#wallet.fresh-figures):
 * after a refusal or a success every figure of the page that shows the balance reads it again —
 * the withdrawal sheet's "Available balance" and the wallet's figures — and a
 * refusal for balance says the balance as it is now. The balance moves "on another device":
 * the sandbox's test mode sets it while the page is open.
 */
import { expect, setUser, test } from '../../support/fixtures';
import {
  openWallet,
  PAY_PASSWORD,
  payConfirm,
  property,
  startWithdrawal,
  typeOnKeypad,
  withdrawSheet,
} from '../../support/wallet';

const NOW = 'Your available balance is now $5,879.60';

test.describe('fresh balances beside money answers', () => {
  test('the sheet and the figures behind it show one available balance', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo', balance: '10879.60' });
    await openWallet(page, user);
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$10,879.60');

    // the balance moves elsewhere; the sheet reads it when it opens, and so do the figures
    await setUser(user, { balance: '5879.60' });
    await page.getByTestId('action-withdraw').click();
    const sheet = withdrawSheet(page);
    await expect(sheet.getByTestId('withdraw-available')).toHaveText(
      'Available balance: $5,879.60',
    );
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$5,879.60');
    const now = await property(user);
    await expect(page.getByTestId('figure-total_assets')).toHaveText(
      `$${Number(now.total_assets).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );

    // a withdrawal done: the figures are the answer's, and the sheet opened again agrees
    await sheet.getByLabel('Amount').fill('879.60');
    await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(sheet.getByTestId('withdraw-result')).toBeVisible();
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$5,000.00');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
    await page.getByTestId('action-withdraw').click();
    await expect(sheet.getByTestId('withdraw-available')).toHaveText(
      'Available balance: $5,000.00',
    );
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$5,000.00');
  });

  test('a withdrawal refused for balance reads the balance again and says it', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo', balance: '10879.60' });
    await openWallet(page, user);
    const sheet = await startWithdrawal(page, '8000');
    // the balance moves on another device while the password is typed
    await setUser(user, { balance: '5879.60' });
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();

    await expect(page.getByText(NOW).first()).toBeVisible();
    await expect(sheet.getByTestId('withdraw-available')).toHaveText(
      'Available balance: $5,879.60',
    );
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$5,879.60');
    // the amount is kept for the merchant to change
    await expect(sheet.getByLabel('Amount')).toHaveValue('8000');
    expect((await property(user)).available_balance).toBe('5879.60');
  });
});
