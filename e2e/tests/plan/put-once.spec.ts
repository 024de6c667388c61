/** A put is sent once: a double tap, a retry after a lost answer, a new request for a new amount. */
import { apiData, expect, force, openAs, test } from '../../support/fixtures';
import { cents } from '../../support/money';
import {
  plainWaitingPlan,
  putNow,
  putReview,
  REFUSED_FOR_BALANCE,
  skipOfficialPush,
  state,
} from '../../support/plan';
import { putCalls } from './put-calls';

test('a double tap sends exactly one put', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  const before = await state(user);
  // the put is held in the browser until the taps are done: a second tap meets a call in flight
  // however slow the machine is
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/plan/order/put', async (route) => {
    await held;
    await route.continue();
  });
  const bodies = putCalls(page);

  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await page.getByLabel('Put amount').fill('500');
  const submit = page.getByRole('button', { name: 'Put now' });
  await submit.click();
  // a double tap on the review's Confirm sends one put
  await putReview(page).getByRole('button', { name: 'Confirm put' }).dblclick();
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.click({ force: true });
  release();
  await expect(page.getByText('Put success')).toBeVisible();
  await expect(page.getByTestId('put-panel')).toHaveCount(0);

  expect(bodies).toHaveLength(1);
  const after = await state(user);
  expect(after.put_count).toBe(1);
  expect(
    after.ledger.filter((e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no)),
  ).toHaveLength(1);
  expect(cents(after.property.available_balance)).toBe(
    cents(before.property.available_balance) - 50000,
  );
});

test('a retry after a lost answer reuses the request id; the money moves once', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  const bodies = putCalls(page);
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await page.getByLabel('Put amount').fill('500');

  // first attempt: the answer is lost (forced server error before the put)
  await force('/plan/order/put', { code: 500, times: 1 }, user.token);
  await putNow(page);
  await expect(page.locator('.arco-toast')).toHaveText('Server error');
  await expect(page.getByTestId('put-error')).toHaveText('');
  // a retry of the same amount carries the same id
  await putNow(page);
  await expect(page.getByText('Put success')).toBeVisible();
  expect(bodies).toHaveLength(2);
  expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);

  // the server answers a replay of that id with the first result, without a second put
  const replay = await apiData<{ status: string }>('/plan/order/put', bodies[1]!, user.token);
  expect(replay.status).toBe('matching');
  const after = await state(user);
  expect(after.put_count).toBe(1);
  expect(
    after.ledger.filter((e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no)),
  ).toHaveLength(1);
});

test('a changed amount is a new intention with a new request id', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  const bodies = putCalls(page);
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await force(
    '/plan/order/put',
    { code: 405, error: 'insufficient_balance', times: 1 },
    user.token,
  );
  await page.getByLabel('Put amount').fill('500');
  await putNow(page);
  // the refusal names the balance read again (docs/product/plans.md#plans.put.fresh-balance)
  await expect(page.getByTestId('put-error')).toHaveText(REFUSED_FOR_BALANCE);
  await page.getByLabel('Put amount').fill('400');
  await putNow(page);
  await expect(page.getByText('Put success')).toBeVisible();
  expect(bodies).toHaveLength(2);
  expect(bodies[1]!.request_id).not.toBe(bodies[0]!.request_id);
  expect(bodies[1]!.amount).toBe('400.00');
});
