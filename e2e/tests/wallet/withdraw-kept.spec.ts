/**
 * The withdraw sheet acts on money: it never starts from a kept answer, and a withdrawal whose
 * answer is lost to a reload is sent again with the same request_id, so the server takes it
 * once (docs/offline.md; docs/product/wallet.md#wallet.withdraw.request-id).
 */
import { expect, setUser, test } from '../../support/fixtures';
import { holdApi, longTimeout } from '../../support/kept';
import { minus, money } from '../../support/money';
import {
  ledger,
  openWallet,
  PAY_PASSWORD,
  payConfirm,
  property,
  startWithdrawal,
  typeOnKeypad,
  withdrawSheet,
} from '../../support/wallet';

test('a kept balance never shows in the withdraw sheet: it waits for the fresh one', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(180_000);
  await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo', balance: '4321.09' });
  await openWallet(page, user);
  await page.close();
  await setUser(user, { balance: '5432.10' });
  const fresh = await property(user);

  await longTimeout(context);
  const api = await holdApi(context);
  api.hold();
  const tab = await context.newPage();
  await tab.goto('/#/wallet');
  // the page shows the kept figures, dated…
  await expect(tab.getByTestId('figure-available_balance')).toHaveText('$4,321.09', {
    timeout: 60_000,
  });
  await expect(tab.getByTestId('wallet-summary').getByTestId('as-of')).toBeVisible();
  // …the sheet does not take them
  await tab.getByTestId('action-withdraw').click();
  const sheet = withdrawSheet(tab);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('withdraw-available')).toHaveText('Available balance: …');
  await expect(sheet).not.toContainText('4,321.09');
  await expect(sheet.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await sheet.getByTestId('withdraw-all').click();
  await expect(sheet.getByLabel('Amount')).toHaveValue('');

  await api.release();
  await expect(sheet.getByTestId('withdraw-available')).toHaveText(
    `Available balance: ${money(fresh.available_balance)}`,
  );
  await expect(sheet.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
  await api.stop();
});

test('a withdrawal reloaded mid-flight is sent again with its request_id and taken once', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
  const before = await property(user);
  const withdrawalsBefore = (await ledger(user, { type: 'manual_withdrawal' })).total;

  // the first send reaches the server, which takes it; its answer never comes back
  const bodies: Record<string, unknown>[] = [];
  let taken = false;
  await page.route('**/user/withdraw', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    if (bodies.length > 1) return route.continue();
    await route.fetch();
    taken = true;
    // held: the page reloads before any answer
  });
  await openWallet(page, user);
  await startWithdrawal(page, '123.45');
  await typeOnKeypad(page, PAY_PASSWORD);
  await payConfirm(page).click();
  await expect.poll(() => taken, { timeout: 30_000 }).toBe(true);
  await page.reload();

  // the sheet comes back by itself with the same withdrawal, and says why
  const sheet = withdrawSheet(page);
  await expect(sheet).toBeVisible({ timeout: 60_000 });
  await expect(sheet.getByTestId('withdraw-pending')).toHaveText(
    'Your last withdrawal got no answer. Send it again to check: it is never taken twice.',
  );
  await expect(sheet.getByLabel('Amount')).toHaveValue('123.45');
  // the fresh balance already lost the amount: the retry is still sent, not refused here
  await expect(sheet.getByTestId('withdraw-available')).toHaveText(
    `Available balance: ${money((await property(user)).available_balance)}`,
  );
  await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
  await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await typeOnKeypad(page, PAY_PASSWORD);
  await payConfirm(page).click();
  await expect(sheet.getByTestId('withdraw-result')).toBeVisible({ timeout: 30_000 });

  expect(bodies).toHaveLength(2);
  expect(bodies[1]?.request_id).toBe(bodies[0]?.request_id);
  expect(bodies[1]?.amount).toBe('123.45');
  const after = await ledger(user, { type: 'manual_withdrawal' });
  expect(after.total).toBe(withdrawalsBefore + 1);
  expect((await property(user)).available_balance).toBe(minus(before.available_balance, '123.45'));
  // answered: a further reload offers nothing
  await page.reload();
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  await expect(withdrawSheet(page)).toBeHidden();
});
