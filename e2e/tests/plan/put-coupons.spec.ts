/** A put with a coupon: the coupon sent and used, and a coupon that stops applying taken off. */
import { expect, openAs, test } from '../../support/fixtures';
import { money } from '../../support/money';
import { plainWaitingPlan, putNow, skipOfficialPush, state } from '../../support/plan';
import { pickCoupon, putCalls } from './put-calls';

test('a put with a coupon sends coupon_id and uses the coupon', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  const coupon = (await state(user)).coupons.find(
    (c) => c.status === 'unused' && c.kind === 'team',
  )!;
  const bodies = putCalls(page);

  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await page.getByLabel('Put amount').fill('200');
  // the cell opens its sheet once the coupons have loaded (it says "Loading…" until then)
  await expect(page.getByTestId('coupon-cell')).not.toContainText('Loading');
  await page.getByTestId('coupon-cell').click();
  // the face values read as on the ad centre's coupon cards: a deduction as "5% off"
  const deduction = (await state(user)).coupons.find(
    (c) => c.status === 'unused' && c.kind === 'deduction',
  )!;
  await expect(
    page.locator(`[data-testid="coupon-option"][data-id="${deduction.id}"] .plan-coupon-value`),
  ).toHaveText(`${Number(deduction.amount)}% off`);
  await page.locator(`[data-testid="coupon-option"][data-id="${coupon.id}"]`).click();
  await expect(page.getByTestId('coupon-cell')).toContainText(coupon.name);
  // the team coupon needs 300: the client says so before sending anything
  await page.getByRole('button', { name: 'Put now' }).click();
  await expect(page.getByTestId('put-error')).toHaveText(
    'This coupon needs a put of at least $300.00',
  );
  expect(bodies).toHaveLength(0);

  await page.getByLabel('Put amount').fill('300');
  await putNow(page);
  await expect(page.getByText('Put success')).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ id: plan.id, amount: '300.00', coupon_id: coupon.id });
  const after = await state(user);
  expect(after.coupons.find((c) => c.id === coupon.id)!.status).toBe('used');
});

test('a coupon that stops applying is taken off with the reason; its credit shows first', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  const coupon = (await state(user)).coupons.find(
    (c) => c.status === 'unused' && c.kind === 'team',
  )!;
  const bodies = putCalls(page);

  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await page.getByLabel('Put amount').fill('300');
  await pickCoupon(page, coupon.id);
  await expect(page.getByTestId('coupon-cell')).toContainText(coupon.name);
  // before Put: the full amount now, the coupon's credit with the settlement
  const summary = page.getByTestId('put-summary');
  await expect(summary.getByTestId('put-charged')).toHaveText('$300.00');
  await expect(summary.getByTestId('put-credit')).toHaveText(`+${money(Number(coupon.amount))}`);

  // below the coupon's minimum it no longer applies: taken off, and the panel says why
  await page.getByLabel('Put amount').fill('250');
  await expect(page.getByTestId('coupon-cell')).not.toContainText(coupon.name);
  await expect(page.getByTestId('coupon-dropped')).toHaveText(
    `${coupon.name} was taken off: it needs a put of at least $300.00.`,
  );
  // no coupon any more: only what leaves the balance
  await expect(page.getByTestId('put-charged')).toHaveText('$250.00');
  await expect(page.getByTestId('put-credit')).toHaveCount(0);
  await putNow(page);
  await expect(page.getByText('Put success')).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.coupon_id).toBeUndefined();
  expect((await state(user)).coupons.find((c) => c.id === coupon.id)!.status).toBe('unused');
});
