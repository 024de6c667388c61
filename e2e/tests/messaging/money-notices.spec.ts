/**
 * Every money movement leaves a notification in the list (docs/product/messaging.md#messaging.notifications.money):
 * a put, a withdrawal submitted and completed, a change of payout details, each in the
 * merchant's language, with the amount and the reference it is about; the bell counts them.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiData, expect, openAs, setUser, test } from '../../support/fixtures';
import { plainWaitingPlan } from '../../support/plan';
import { PAY_PASSWORD } from '../../support/wallet';

const items = (page: Page) => page.getByTestId('notification-item');
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

test('a put, a withdrawal and its completion, and a payout change each leave a notification', async ({
  page,
  user,
}) => {
  await setUser(user, { balance: '3000.00', pay_password: PAY_PASSWORD, card: 'demo' });
  const plan = await plainWaitingPlan(user);
  const before = await apiData<{ unread_total: number }>(
    '/user/notifications/unread_count',
    {},
    user.token,
  );
  await apiData(
    '/plan/order/put',
    { id: plan.id, amount: '250.00', request_id: crypto.randomUUID() },
    user.token,
  );
  const w = await apiData<{ withdrawal: { reference: string } }>(
    '/user/withdraw',
    {
      amount: '42.00',
      password: md5(PAY_PASSWORD),
      method: 'bank_card',
      request_id: crypto.randomUUID(),
    },
    user.token,
  );
  await apiData('/__test/set', { username: user.username, withdrawal_status: 'done' });
  const card = await apiData<Record<string, unknown>>(
    '/bank_card/detail',
    undefined,
    user.token,
    'GET',
  );
  await apiData(
    '/bank_card/edit',
    { ...card, method: 'bank_card', bank_account: '6222020200123450042' },
    user.token,
  );

  await openAs(page, user, '/notification');
  await expect(items(page).first()).toBeVisible();
  // newest first
  await expect(items(page).nth(0)).toContainText('Payout details changed');
  await expect(items(page).nth(1)).toContainText('Withdrawal completed');
  await expect(items(page).nth(2)).toContainText('Withdrawal submitted');
  await expect(items(page).nth(3)).toContainText(`Plan put: ${plan.plan_no}`);
  for (let i = 0; i < 4; i++)
    await expect(items(page).nth(i)).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('bell-badge')).toHaveText(String(before.unread_total + 4));

  // the body says the amount and the reference to quote
  await items(page).nth(2).click();
  await expect(page.getByTestId('notification-body')).toHaveText(
    `Your withdrawal of 42.00 USD to Bank of Demo ****6789 is being processed. Reference: ${w.withdrawal.reference}.`,
  );
});

test('in the merchant’s language: German titles and bodies', async ({ page, user }) => {
  await setUser(user, { balance: '3000.00', pay_password: PAY_PASSWORD, card: 'demo' });
  const plan = await plainWaitingPlan(user);
  await apiData(
    '/plan/order/put',
    { id: plan.id, amount: '120.00', request_id: crypto.randomUUID() },
    user.token,
  );
  await apiData(
    '/user/withdraw',
    {
      amount: '7.50',
      password: md5(PAY_PASSWORD),
      method: 'bank_card',
      request_id: crypto.randomUUID(),
    },
    user.token,
  );
  await apiData('/__test/set', { username: user.username, withdrawal_status: 'refused' });
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  await openAs(page, user, '/notification');
  await expect(items(page).nth(0)).toContainText('Auszahlung abgelehnt');
  await expect(items(page).nth(1)).toContainText('Auszahlung beantragt');
  await expect(items(page).nth(2)).toContainText(`Plan geschaltet: ${plan.plan_no}`);
  await items(page).nth(2).click();
  await expect(page.getByTestId('notification-body')).toHaveText(
    `120.00 USD wurden für den Plan ${plan.plan_no} von Ihrem verfügbaren Guthaben abgebucht. Der Betrag kommt mit der Abrechnung zurück.`,
  );
});
