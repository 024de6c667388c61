/**
 * The wallet's forms when a call never answers (timeout 3 s, set in app-config.json): the
 * message shows, the input stays, the button sends again; a withdrawal whose answer was lost is
 * sent again with the same request_id and applied once.
 */
import { expect, needsRemotes, openAs, setUser, test } from '../../support/fixtures';
import { minus } from '../../support/money';
import { hangFirst, SLOW, SLOW_WAIT, shortTimeout } from '../../support/requests';
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

test.describe('a call that never answers', () => {
  test.beforeEach(async ({ page }) => {
    // a page load, a timeout and a second attempt: more than the default 30 s on a busy machine
    test.slow();
    await shortTimeout(page);
  });

  test('withdraw: sent again with the same request_id, applied once', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    const before = await property(user);
    const withdrawalsBefore = (await ledger(user, { type: 'manual_withdrawal' })).total;
    await openWallet(page, user);
    const bodies = await hangFirst(page, '/user/withdraw', { arrive: true });

    const sheet = await startWithdrawal(page, '123.45');
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(payDialog(page)).toHaveCount(0);
    await expect(withdrawSheet(page)).toBeVisible();
    await expect(sheet.getByLabel('Amount')).toHaveValue('123.45');

    await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(payDialog(page)).toBeVisible();
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(sheet.getByTestId('withdraw-result')).toBeVisible();

    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ amount: '123.45', method: 'bank_card' });
    expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);
    expect((await property(user)).available_balance).toBe(
      minus(before.available_balance, '123.45'),
    );
    const withdrawals = await ledger(user, { type: 'manual_withdrawal' });
    expect(withdrawals.total).toBe(withdrawalsBefore + 1);
  });

  test('bind card: the message shows, the input stays, the button binds', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await setUser(user, { card: null });
    await openAs(page, user, '/wallet/bind-card');
    const form = page.getByTestId('bind-form');
    await expect(form).toHaveAttribute('data-method', 'bank_card', { timeout: 20_000 });
    await hangFirst(page, '/bank_card/edit');
    const fields: [string, string][] = [
      ['Bank name', 'Harbor Bank'],
      ['Beneficiary', 'Ann Lee'],
      ['Mobile number', '+44 20 7946 0958'],
      ['Bank account', 'GB29NWBK60161331926819'],
      ['Branch name', 'Canary Wharf'],
      ['Bank address', '1 Canada Square, London'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label).fill(value);
    const bind = form.getByRole('button', { name: 'Bind', exact: true });
    await bind.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    for (const [label, value] of fields) await expect(page.getByLabel(label)).toHaveValue(value);
    await bind.click();
    await expect(page.getByText('Bound successfully')).toBeVisible();
  });

  test('set password: the message shows and Confirm sets it', async ({ page, user }) => {
    await setUser(user, { pay_password: null, card: null });
    await openAs(page, user, '/wallet/set-password');
    const step = page.getByTestId('pay-step');
    await expect(step).toHaveAttribute('data-step', 'new', { timeout: 20_000 });
    await hangFirst(page, '/set/password');
    await typeOnKeypad(page, '246813');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step).toHaveAttribute('data-step', 'confirm');
    await typeOnKeypad(page, '246813');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(step).toHaveAttribute('data-step', 'confirm');
    await expect(page.getByTestId('pay-password-cells')).toHaveAttribute('data-length', '6');
    await confirm.click();
    await expect(page.getByText('Set successfully')).toBeVisible();
  });

  test('foreign exchange: the message shows, the code stays, Verify answers', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/wallet/foreign-exchange');
    const code = page.getByLabel('Acceptance code');
    await expect(code).toBeVisible({ timeout: 20_000 });
    await hangFirst(page, '/acceptor/detail');
    await code.fill('P-8888');
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(code).toHaveValue('P-8888');
    await verify.click();
    await expect(page.getByTestId('acceptor').getByTestId('acceptor-name')).toHaveText('Li Wei');
  });
});
