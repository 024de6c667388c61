/**
 * The put when the network fails it: a put whose answer was lost is sent again with the same
 * request_id and the server applies it once (timeout 3 s, set in app-config.json).
 */
import { expect, openAs, setUser, test } from '../../support/fixtures';
import { minus } from '../../support/money';
import { confirmPut, plainWaitingPlan, skipOfficialPush, state } from '../../support/plan';
import { hangFirst, SLOW, SLOW_WAIT, shortTimeout } from '../../support/requests';

test.describe('a call that never answers', () => {
  test.beforeEach(async ({ page }) => {
    // a page load, a timeout and a second attempt: more than the default 30 s on a busy machine
    test.slow();
    await shortTimeout(page);
  });

  test('put: sent again with the same request_id, applied once', async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    const before = await state(user);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    const bodies = await hangFirst(page, '/plan/order/put', { arrive: true });
    const amount = page.getByLabel('Put amount');
    await amount.fill('150.5');
    const putNow = page.getByRole('button', { name: 'Put now' });
    await putNow.click();
    await confirmPut(page);
    await expect(page.locator('.arco-toast')).toHaveText(SLOW, SLOW_WAIT);
    await expect(page.getByTestId('put-pending')).toBeVisible();
    await expect(page.getByTestId('put-error')).toHaveText('');
    await expect(amount).toHaveValue('150.5');
    // the call did arrive: the server took the money once
    await expect.poll(async () => (await state(user)).put_count).toBe(before.put_count + 1);

    await putNow.click();
    await confirmPut(page);
    await expect(page.getByText('Put success')).toBeVisible();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ id: plan.id, amount: '150.50' });
    expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);
    expect(bodies[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);

    const after = await state(user);
    expect(after.put_count).toBe(before.put_count + 1);
    const deliveries = after.ledger.filter(
      (e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no),
    );
    expect(deliveries.map((e) => e.amount)).toEqual(['-150.50']);
    expect(after.property.available_balance).toBe(
      minus(before.property.available_balance, '150.50'),
    );
  });

  test('put: a retry after a lost answer is not refused by the balance the first put lowered', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    // enough for one put of 150.50, not for two
    await setUser(user, { balance: '200.00' });
    const before = await state(user);
    expect(before.property.available_balance).toBe('200.00');
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    const balance = page.getByTestId('put-balance');
    await expect(balance).toContainText('$200.00', { timeout: 20_000 });
    const bodies = await hangFirst(page, '/plan/order/put', { arrive: true });
    const amount = page.getByLabel('Put amount');
    await amount.fill('150.50');
    const putNow = page.getByRole('button', { name: 'Put now' });
    await putNow.click();
    await confirmPut(page);
    await expect(page.locator('.arco-toast')).toHaveText(SLOW, SLOW_WAIT);
    await expect(page.getByTestId('put-pending')).toBeVisible();
    await expect(page.getByTestId('put-error')).toHaveText('');
    // the server took it: the balance the panel shows now is below the amount
    await expect(balance).toContainText('$49.50');

    await putNow.click();
    await confirmPut(page);
    await expect(page.getByText('Put success')).toBeVisible();
    await expect(page.getByText('Insufficient balance')).toHaveCount(0);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);
    const after = await state(user);
    expect(after.put_count).toBe(before.put_count + 1);
    expect(after.property.available_balance).toBe('49.50');
    const deliveries = after.ledger.filter(
      (e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no),
    );
    expect(deliveries.map((e) => e.amount)).toEqual(['-150.50']);
  });
});
