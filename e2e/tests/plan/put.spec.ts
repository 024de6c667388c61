/**
 * Putting money on a waiting plan, the money story: what leaves the balance, the plan's new
 * status, the settlement it runs to, and the wallet and ledger agreeing. The coupon rules are in
 * put-coupons.spec.ts, the refusals in put-errors.spec.ts, sending once in put-once.spec.ts.
 */
import { apiData, expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { cents, MINUS, money } from '../../support/money';
import {
  confirmPut,
  plainWaitingPlan,
  putNow,
  putReview,
  skipOfficialPush,
  state,
  tickFor,
} from '../../support/plan';
import { pickCoupon, putCalls } from './put-calls';

test('a successful put: toast, new status, and the wallet agrees', async ({ page, user }) => {
  needsRemotes(['wallet']); // ends on /wallet
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  const before = await state(user);
  const bodies = putCalls(page);

  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.getByTestId('put-balance')).toContainText(
    money(before.property.available_balance),
  );
  await page.getByLabel('Put amount').fill('750.5');
  await putNow(page);

  await expect(page.getByText('Put success')).toBeVisible();
  await expect(page.getByTestId('put-panel')).toHaveCount(0);
  const view = page.getByTestId('plan-detail');
  await expect(view).not.toHaveAttribute('data-status', 'wait_put');
  await expect(view.getByTestId('plan-status')).toHaveText(/Matching|Putting/);
  await expect(page.getByTestId('detail-put-amount')).toHaveText('$750.50');
  await expect(page.getByTestId('live-indicator')).toBeVisible();

  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ id: plan.id, amount: '750.50' });
  expect(bodies[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);

  // the money moved once: one ad_delivery entry, balance down by the amount
  const after = await state(user);
  expect(after.put_count).toBe(1);
  const deliveries = after.ledger.filter(
    (e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no),
  );
  expect(deliveries.map((e) => e.amount)).toEqual(['-750.50']);
  expect(cents(after.property.available_balance)).toBe(
    cents(before.property.available_balance) - 75050,
  );
  expect(cents(after.property.total_assets)).toBe(cents(before.property.total_assets));

  // and the wallet page shows the same figures
  await page.goto('/#/wallet');
  await expect(page.getByTestId('figure-available_balance')).toHaveText(
    money(after.property.available_balance),
  );
  await expect(page.getByTestId('figure-to_be_consumed')).toHaveText(
    money(cents(before.property.to_be_consumed) / 100 + 750.5),
  );
});

test('a put runs to settlement on screen, and the settlement reaches the wallet', async ({
  page,
  user,
}) => {
  needsRemotes(['wallet']); // ends on /wallet
  await skipOfficialPush(page, user);
  await page.clock.install();
  const plan = await plainWaitingPlan(user);
  const before = await state(user);

  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await page.getByLabel('Put amount').fill('600');
  await putNow(page);
  await expect(page.getByText('Put success')).toBeVisible();
  const view = page.getByTestId('plan-detail');
  const poll = () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/plan/order/detail'));
    return page.clock.runFor(5_000).then(() => answer);
  };

  // matching takes 2 ticks, then delivery runs
  await tickFor(user, 3);
  await poll();
  await expect(view).toHaveAttribute('data-status', 'putting');
  await expect(view.getByTestId('plan-status')).toHaveText('Putting');

  // 17 ticks in all take a put to settled
  await tickFor(user, 14);
  await poll();
  await expect(view).toHaveAttribute('data-status', 'settled');
  await expect(view.getByTestId('plan-status')).toHaveText('Settlement successful');
  await expect(view.getByTestId('plan-progress')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('live-indicator')).toHaveCount(0);

  const detail = await apiData<{ metrics: { profit: string } }>(
    '/plan/order/detail',
    { id: plan.id },
    user.token,
  );
  await expect(page.getByTestId('plan-metrics').locator('[data-metric="profit"] dd')).toHaveText(
    money(detail.metrics.profit),
  );
  const after = await state(user);
  const mine = after.ledger.filter((e) => e.remark.includes(plan.plan_no));
  expect(mine.map((e) => [e.type, e.amount])).toEqual([
    ['ad_settlement', ((60000 + cents(detail.metrics.profit)) / 100).toFixed(2)],
    ['ad_delivery', '-600.00'],
  ]);
  expect(cents(after.property.available_balance)).toBe(
    cents(before.property.available_balance) + cents(detail.metrics.profit),
  );
  expect(after.property.to_be_consumed).toBe(before.property.to_be_consumed);

  await page.goto('/#/wallet');
  await expect(page.getByTestId('figure-available_balance')).toHaveText(
    money(after.property.available_balance),
  );
});

test('"Put now" charges nothing until the review is confirmed; Back keeps the amount', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  const bodies = putCalls(page);
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.getByTestId('put-balance')).not.toContainText('…');
  await page.getByLabel('Put amount').fill('250');
  await page.getByRole('button', { name: 'Put now' }).click();
  const review = putReview(page);
  await expect(review).toBeVisible();
  await expect(review.getByTestId('review-charged')).toHaveText('$250.00');
  await expect(review.getByTestId('review-credit')).toHaveCount(0);
  await expect(review.getByTestId('review-note')).toHaveText(
    'If the delivery fails, the full amount is refunded.',
  );
  await review.getByRole('button', { name: 'Back' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByLabel('Put amount')).toHaveValue('250');
  // Escape closes it too; nothing was sent either way
  await page.getByRole('button', { name: 'Put now' }).click();
  await expect(review).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  expect(bodies).toHaveLength(0);
  expect((await state(user)).put_count).toBe(0);

  await putNow(page);
  await expect(page.getByText('Put success')).toBeVisible();
  expect(bodies).toHaveLength(1);
});

test.describe('the money story (docs/product/plans.md#plans.coupon-credit)', () => {
  test('before Put: charged now and the credit with the settlement; after: the plan and its ledger line name the coupon', {
    tag: '@desktop',
  }, async ({ page, user }) => {
    needsRemotes(['wallet']); // ends on /wallet
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    const snapshot = await state(user);
    // "Value-added coupon 20": $20.00 for puts of $500.00 or more
    const coupon = snapshot.coupons.find((c) => c.status === 'unused' && c.kind === 'value_added')!;
    expect(coupon.amount).toBe('20.00');

    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    await page.getByLabel('Put amount').fill('600');
    await pickCoupon(page, coupon.id);

    // what leaves the balance now, and what comes back when: no amount "after discount"
    const panel = page.getByTestId('put-panel');
    const summary = page.getByTestId('put-summary');
    await expect(summary.getByTestId('put-charged')).toHaveText('$600.00');
    await expect(summary).toContainText('Charged now');
    await expect(summary.getByTestId('put-credit')).toHaveText('+$20.00');
    await expect(summary).toContainText('Coupon credit with the settlement');
    await expect(summary.getByTestId('put-summary-note')).toHaveText(
      `${coupon.name}: $20.00 is credited to your balance with the settlement. If the delivery fails, the full amount is refunded and the coupon is returned.`,
    );
    await expect(panel).not.toContainText('$580.00');
    await expect(summary).toBeInViewport();

    // "Put now" charges nothing: the review says what leaves now and what comes back
    await page.getByRole('button', { name: 'Put now' }).click();
    const review = putReview(page);
    await expect(review).toBeVisible();
    await expect(review.getByTestId('review-charged')).toHaveText('$600.00');
    await expect(review.getByTestId('review-balance-after')).toHaveText(
      money(cents(snapshot.property.available_balance) / 100 - 600),
    );
    await expect(review.getByTestId('review-returned')).toHaveText('+$600.00');
    await expect(review.getByTestId('review-profit')).toHaveText('Depends on the delivery');
    await expect(review.getByTestId('review-credit')).toHaveText('+$20.00');
    await expect(review.getByTestId('review-note')).toHaveText(
      'If the delivery fails, the full amount is refunded and the coupon is returned.',
    );
    await expect(review).not.toContainText('$580.00');
    // every figure inside the dialog, at either size
    const box = (await review.boundingBox())!;
    for (const id of ['charged', 'balance-after', 'returned', 'profit', 'credit']) {
      const figure = (await review.getByTestId(`review-${id}`).boundingBox())!;
      expect(figure.x + figure.width, id).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    expect((await state(user)).put_count).toBe(0);
    await confirmPut(page);
    await expect(page.getByTestId('put-panel')).toHaveCount(0);
    // the server did what the panel said: the full amount left the balance
    const after = await state(user);
    expect(
      cents(snapshot.property.available_balance) - cents(after.property.available_balance),
    ).toBe(60000);
    // the plan names its coupon and when the credit comes
    await expect(page.getByTestId('detail-put-amount')).toHaveText('$600.00');
    await expect(page.getByTestId('hero-coupon')).toHaveText(
      'Coupon credit: +$20.00, with the settlement',
    );
    await expect(page.getByTestId('plan-coupon')).toHaveText(coupon.name);
    await expect(page.getByTestId('plan-coupon-credit')).toHaveText('+$20.00, with the settlement');

    // and so does its ledger line, the full amount signed with the minus sign
    await page.goto('/#/wallet');
    const line = page.getByTestId('ledger-entry').first();
    await expect(line).toHaveAttribute('data-type', 'ad_delivery');
    await expect(line.getByTestId('entry-amount')).toHaveText(`${MINUS}$600.00`);
    await expect(line.getByTestId('entry-coupon')).toHaveText(
      'Coupon credit $20.00 comes with the settlement',
    );
  });

  test('a coupon chosen below its minimum is marked with the reason at once; nothing is sent', {
    tag: '@desktop',
  }, async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    const coupon = (await state(user)).coupons.find(
      (c) => c.status === 'unused' && c.kind === 'value_added',
    )!;
    const bodies = putCalls(page);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    await page.getByLabel('Put amount').fill('300');
    await pickCoupon(page, coupon.id);
    // chosen, and why it does not apply is said beside it before any Put
    await expect(page.getByTestId('coupon-cell')).toContainText(coupon.name);
    const unmet = page.getByTestId('coupon-unmet');
    await expect(unmet).toHaveText('This coupon needs a put of at least $500.00');
    await expect(unmet).toBeInViewport();
    await expect(page.getByTestId('put-credit')).toHaveCount(0);
    expect(bodies).toHaveLength(0);
    // reaching the minimum, the mark goes and the credit shows
    await page.getByLabel('Put amount').fill('500');
    await expect(unmet).toHaveCount(0);
    await expect(page.getByTestId('put-credit')).toHaveText('+$20.00');
  });
});
