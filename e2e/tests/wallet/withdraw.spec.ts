import { expect, force, routeOf, setUser, test } from '../../support/fixtures';
import { minus, money } from '../../support/money';
import {
  ledger,
  openWallet,
  PAY_PASSWORD,
  payConfirm,
  payDialog,
  property,
  startWithdrawal,
  typeOnKeypad,
  withdrawSheet,
} from '../../support/wallet';

test.describe('withdrawal', () => {
  test('a withdrawal moves the figures and adds a ledger entry, once', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    const before = await property(user);
    const withdrawalsBefore = (await ledger(user, { type: 'manual_withdrawal' })).total;
    await openWallet(page, user);
    await expect(page.getByTestId('figure-available_balance')).toHaveText(
      money(before.available_balance),
    );
    await expect(page.getByTestId('figure-total_assets')).toHaveText(money(before.total_assets));

    const sheet = await startWithdrawal(page, '123.45');
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).toHaveText('Bank of Demo ****6789');
    await expect(payDialog(page)).toBeVisible();
    await expect(page.getByText('Withdraw $123.45')).toBeVisible();
    // the password confirms a named destination, not only an amount
    await expect(page.getByTestId('pay-password-detail')).toHaveText('To Bank of Demo ****6789');
    await expect(payConfirm(page)).toHaveClass(/disabled/);
    await typeOnKeypad(page, PAY_PASSWORD);
    // a double tap must not send the withdrawal twice
    await payConfirm(page).dblclick();

    // a result, not a passing toast: the amount, where it goes and that it is being processed
    const result = sheet.getByTestId('withdraw-result');
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    await expect(result.getByRole('heading')).toHaveText('Withdrawal submitted');
    await expect(result.getByTestId('withdraw-result-amount')).toHaveText('$123.45');
    await expect(result.getByTestId('withdraw-result-destination')).toHaveText(
      'Bank of Demo ****6789',
    );
    await expect(result.getByTestId('withdraw-result-status')).toHaveText('Processing');
    await expect(page.getByTestId('figure-available_balance')).toHaveText(
      money(minus(before.available_balance, '123.45')),
    );
    await expect(page.getByTestId('figure-total_assets')).toHaveText(
      money(minus(before.total_assets, '123.45')),
    );
    const first = page.getByTestId('ledger-entry').first();
    await expect(first.getByTestId('entry-type')).toHaveText('Manual withdrawal');
    await expect(first.getByTestId('entry-amount')).toHaveText('\u2212$123.45');
    await expect(first).toContainText('Withdrawal to bank card ****6789');
    await expect(first).toHaveAttribute('data-status', 'pending');
    await expect(first.getByTestId('entry-status')).toHaveText('Processing');
    await result.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();

    const after = await property(user);
    expect(after.available_balance).toBe(minus(before.available_balance, '123.45'));
    const withdrawals = await ledger(user, { type: 'manual_withdrawal' });
    expect(withdrawals.total).toBe(withdrawalsBefore + 1);
    expect(withdrawals.list[0]?.amount).toBe('-123.45');
  });

  test('told like a bank: no fee before and after, expected arrival, the reference and a link to its entry', {
    tag: '@desktop',
  }, async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    await page.getByTestId('action-withdraw').click();
    const sheet = withdrawSheet(page);
    // the cost and the wait are said before it is sent
    await expect(sheet.getByTestId('withdraw-terms')).toHaveText(
      'No fee. The money arrives within 24 hours.',
    );
    // Escape closes the sheet once the focus is in it (it moves there as the sheet opens)
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await startWithdrawal(page, '42.10');
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    const result = sheet.getByTestId('withdraw-result');
    await expect(result).toBeVisible();
    const entry = (await ledger(user, { type: 'manual_withdrawal' })).list[0]!;
    expect(entry.amount).toBe('-42.10');
    await expect(result.getByTestId('withdraw-result-fee')).toHaveText('No fee');
    // expected by: 24 hours after the request, in the page's time format
    const arrival = result.getByTestId('withdraw-result-arrival');
    await expect(arrival).toHaveText(/^By \S.*\d/);
    await expect(arrival.locator('time')).toHaveAttribute(
      'datetime',
      new Date(Date.parse(entry.time) + 24 * 3_600_000).toISOString(),
    );
    await expect(result.getByTestId('withdraw-result-reference')).toHaveText(entry.reference);
    // every line fits the sheet: nothing runs out of it at either size
    const box = (await result.boundingBox())!;
    for (const id of ['fee', 'arrival', 'reference', 'status']) {
      const line = (await result.getByTestId(`withdraw-result-${id}`).boundingBox())!;
      expect(line.x + line.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    await result.getByRole('link', { name: 'View withdrawal details' }).click();
    await expect(sheet).toBeHidden();
    await expect.poll(() => routeOf(page)).toBe('/wallet/transaction');
    expect(new URL(page.url()).hash).toContain(`id=${entry.id}`);
    await expect(page.getByText(entry.reference)).toBeVisible();
  });

  test('a destination not bound is never selected; with none bound the sheet says so', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: null });
    await openWallet(page, user);
    await page.getByTestId('action-withdraw').click();
    const sheet = withdrawSheet(page);
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).toHaveText('Not bound yet');
    // Arco's Radio presents itself as a checkbox (role, aria-checked, aria-disabled)
    for (const name of [/Bank card/, /Wallet address/]) {
      const option = sheet.getByRole('checkbox', { name });
      await expect(option).not.toBeChecked();
      await expect(option).toBeDisabled();
    }
    await expect(sheet.getByTestId('withdraw-none-bound')).toHaveText(
      'There is nowhere to withdraw to yet: bind a bank card or a wallet address first.',
    );
    await expect(sheet.getByRole('button', { name: 'Withdraw', exact: true })).toHaveClass(
      /disabled/,
    );
    await sheet.getByRole('button', { name: 'Bind now' }).click();
    await expect.poll(() => routeOf(page)).toBe('/wallet/bind-card');
  });

  test('only the bound destination is selected; the other offers to bind', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    await page.getByTestId('action-withdraw').click();
    const sheet = withdrawSheet(page);
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).toHaveText('Bank of Demo ****6789');
    await expect(sheet.getByRole('checkbox', { name: /Bank card/ })).toBeChecked();
    await expect(sheet.getByRole('checkbox', { name: /Wallet address/ })).toBeDisabled();
    await expect(sheet.getByRole('checkbox', { name: /Wallet address/ })).not.toBeChecked();
    await expect(sheet.getByTestId('withdraw-none-bound')).toHaveCount(0);
    await expect(sheet.getByTestId('withdraw-bind-now')).toHaveText('Bind a wallet address');
  });

  test('the ledger line follows the withdrawal: processing, then completed or refused', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    await startWithdrawal(page, '20');
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(page.getByTestId('withdraw-result')).toBeVisible();
    const first = page.getByTestId('ledger-entry').first();
    await expect(first.getByTestId('entry-status')).toHaveText('Processing');

    await setUser(user, { withdrawal_status: 'refused' });
    await page.reload();
    await expect(page.getByTestId('ledger-entry').first()).toBeVisible({ timeout: 20_000 });
    const refused = page.locator('[data-testid="ledger-entry"][data-type="manual_withdrawal"]');
    await expect(refused.first()).toHaveAttribute('data-status', 'refused');
    await expect(refused.first().getByTestId('entry-status')).toHaveText('Refused');
    // the money came back as its own line, which needs no status tag
    const back = page.getByTestId('ledger-entry').first();
    await expect(back).toContainText('Refused withdrawal returned');
    await expect(back.getByTestId('entry-status')).toHaveCount(0);
    // earlier withdrawals are done
    await expect(refused.nth(1).getByTestId('entry-status')).toHaveText('Completed');
  });

  test('an amount above the available balance is refused at the field', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo', balance: '500.00' });
    await openWallet(page, user);
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$500.00');
    const sheet = await startWithdrawal(page, '500.01');
    await expect(sheet.getByTestId('error-amount')).toHaveText('Insufficient balance');
    await expect(payDialog(page)).toHaveCount(0);
    // the whole balance is fine
    await sheet.getByRole('button', { name: 'All', exact: true }).click();
    await expect(sheet.getByLabel('Amount')).toHaveValue('500.00');
    await expect(sheet.getByTestId('error-amount')).toHaveCount(0);
    expect((await property(user)).available_balance).toBe('500.00');
  });

  test('zero is refused at the field', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    const sheet = await startWithdrawal(page, '0');
    await expect(sheet.getByTestId('error-amount')).toHaveText('The amount must be greater than 0');
    await expect(payDialog(page)).toHaveCount(0);
  });

  test('without a transaction password the user is sent to set one', async ({ page, user }) => {
    await setUser(user, { pay_password: null, card: 'demo' });
    await openWallet(page, user);
    await startWithdrawal(page, '10');
    await expect(page.getByText('Please set a transaction password first')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/wallet/set-password');
    await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'new');
    await expect(payDialog(page)).toHaveCount(0);
  });

  test('a wrong transaction password shows the error and moves nothing', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    const before = await property(user);
    await openWallet(page, user);
    await startWithdrawal(page, '10');
    await typeOnKeypad(page, '000000');
    await payConfirm(page).click();
    await expect(page.getByTestId('pay-password-error')).toHaveText(
      'Wrong transaction password. 4 tries left before the lock.',
    );
    // the field lost the focus: the keypad is gone and the cells are empty again
    await expect(page.locator('.adn-pay-keyboard')).toBeHidden();
    await expect(page.getByTestId('pay-password-cells')).toHaveAttribute('data-length', '0');
    await expect(payDialog(page)).toBeVisible();
    expect((await property(user)).available_balance).toBe(before.available_balance);
    await expect(page.getByTestId('figure-available_balance')).toHaveText(
      money(before.available_balance),
    );
  });

  test('while start-up funds are not returned, withdrawal leads to customer service', async ({
    page,
    user,
  }) => {
    await setUser(user, {
      pay_password: PAY_PASSWORD,
      card: 'demo',
      startup_funds_returned: false,
    });
    const before = await property(user);
    await openWallet(page, user);
    await startWithdrawal(page, '10');
    const message =
      'Withdrawal is available once the start-up funds are returned. Please contact customer service.';
    await expect(page.getByTestId('withdraw-blocked')).toHaveText(message);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Contact customer service' })
      .click();
    await expect(page.getByTestId('cs-popup')).toBeVisible();
    await expect(page.getByTestId('cs-message')).toHaveText(message);
    expect((await property(user)).available_balance).toBe(before.available_balance);
  });

  test('the server refusing for start-up funds after the password shows the same', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await force(
      '/user/withdraw',
      { code: 405, error: 'startup_funds_not_returned', times: 1 },
      user.token,
    );
    await openWallet(page, user);
    await startWithdrawal(page, '10');
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(page.getByTestId('withdraw-blocked')).toContainText('start-up funds');
    await expect(withdrawSheet(page)).toBeHidden();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Contact customer service' })
      .click();
    await expect(page.getByTestId('cs-message')).toContainText('start-up funds');
  });
});
