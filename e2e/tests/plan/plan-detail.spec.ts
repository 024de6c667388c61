import { apiData, expect, openAs, routeOf, test } from '../../support/fixtures';
import { money } from '../../support/money';
import { plainWaitingPlan, plans, skipOfficialPush, state, tickFor } from '../../support/plan';

interface Detail {
  plan_no: string;
  content: string;
  rules: string;
  user_targeting: string;
  game_description: string;
  lowest_amount: string;
  highest_amount: string;
  put_amount: string;
  progress: number;
  product: { name: string };
  metrics: { impressions: number; consumed: string };
}

test('the detail shows every field of the plan', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  const plan = (await plans(user, 'putting'))[0]!;
  const detail = await apiData<Detail>('/plan/order/detail', { id: plan.id }, user.token);

  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  const view = page.getByTestId('plan-detail');
  await expect(view.getByTestId('plan-no')).toHaveText(detail.plan_no);
  await expect(view.getByTestId('plan-status')).toHaveText('Putting');
  await expect(page.getByTestId('detail-put-amount')).toHaveText(money(detail.put_amount));
  await expect(view.getByTestId('plan-progress')).toHaveAttribute(
    'aria-valuenow',
    String(detail.progress),
  );
  await expect(view.getByTestId('plan-progress')).toContainText(`${detail.progress}%`);
  await expect(view.getByText('Created', { exact: true })).toBeVisible();
  await expect(page.getByTestId('product-link')).toContainText(detail.product.name);
  await expect(view.getByText('Content', { exact: true })).toBeVisible();
  await expect(view.getByText(detail.content)).toBeVisible();
  await expect(view.getByText(detail.user_targeting)).toBeVisible();
  await expect(view.getByText(detail.game_description)).toBeVisible();
  await expect(view.getByText(detail.rules.split('\n')[0]!)).toBeVisible();
  await expect(page.getByTestId('official-push-value')).toHaveText('No');
  await expect(page.getByTestId('lowest-amount')).toHaveText(money(detail.lowest_amount));
  await expect(page.getByTestId('highest-amount')).toHaveText(money(detail.highest_amount));
  await expect(
    page.getByTestId('plan-metrics').locator('[data-metric="impressions"] dd'),
  ).toHaveText(new Intl.NumberFormat('en').format(detail.metrics.impressions));
  await expect(page.getByTestId('plan-metrics').locator('[data-metric="consumed"] dd')).toHaveText(
    money(detail.metrics.consumed),
  );
  // the eight labels are the ad centre's (common:metrics), in the spec's order
  await expect(page.getByTestId('plan-metrics').locator('dt')).toHaveText([
    'Delivery amount',
    'Delivery orders',
    'Consumed',
    'To be consumed',
    'Impressions',
    'Clicks',
    'Ad revenue',
    'Profit',
  ]);
  // not waiting to be put: no put action
  await expect(page.getByTestId('put-panel')).toHaveCount(0);

  await page.getByTestId('product-link').click();
  await expect(page.getByTestId('goods-detail')).toBeVisible();
  expect(routeOf(page)).toBe('/plan/goods-detail');
});

test('an unknown plan says so', async ({ page, user }) => {
  await openAs(page, user, '/plan/detail?id=999999');
  await expect(page.getByText('This plan does not exist')).toBeVisible();
  await page.goto('/#/plan/detail?id=abc');
  await expect(page.getByText('This plan does not exist')).toBeVisible();
});

test('real-time placement: polls every 5 s while matching or putting', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  await page.clock.install();
  const plan = await plainWaitingPlan(user);
  // put through the API: the plan is now matching
  await apiData(
    '/plan/order/put',
    { id: plan.id, amount: '1000.00', request_id: crypto.randomUUID() },
    user.token,
  );
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/plan/order/detail')) polls.push(r.postData() ?? '');
  });

  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.getByTestId('live-indicator')).toBeVisible();
  await expect(page.getByTestId('detail-put-amount')).toHaveText('$1,000.00');
  const loaded = polls.length;

  // the sandbox moves on (matching 2 ticks, then putting +9 % per tick)...
  await tickFor(user, 4);
  const now = (await state(user)).plans.find((p) => p.id === plan.id)!;
  expect(now.status).toBe('putting');
  expect(now.progress).toBeGreaterThan(0);

  // ...and the page follows on its next 5 s poll, without a reload
  const answer = page.waitForResponse((r) => r.url().endsWith('/plan/order/detail'));
  await page.clock.runFor(5_000);
  await answer;
  expect(polls.length).toBe(loaded + 1);
  const view = page.getByTestId('plan-detail');
  await expect(view).toHaveAttribute('data-status', 'putting');
  await expect(view.getByTestId('plan-status')).toHaveText('Putting');
  const shown = Number(await view.getByTestId('plan-progress').getAttribute('aria-valuenow'));
  expect(shown).toBeGreaterThanOrEqual(now.progress);
  await expect(
    page.getByTestId('plan-metrics').locator('[data-metric="impressions"] dd'),
  ).not.toHaveText('0');
  expect(polls.every((body) => JSON.parse(body).id === plan.id)).toBe(true);
});

test('no polling for a plan that is not running', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  await page.clock.install();
  const plan = (await plans(user, 'settled'))[0]!;
  let polls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/plan/order/detail')) polls += 1;
  });
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.getByTestId('plan-detail')).toHaveAttribute('data-status', 'settled');
  await expect(page.getByTestId('live-indicator')).toHaveCount(0);
  const loaded = polls;
  await page.clock.runFor(20_000);
  expect(polls).toBe(loaded);
});

test('a waiting plan: its put amount range at the top, and a placement that starts with the put', {
  tag: '@desktop',
}, async ({ page, user }) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  const hero = page.getByTestId('plan-hero');
  await expect(hero).toContainText('Put amount range');
  await expect(page.getByTestId('detail-budget')).toHaveText(/^\$100\.00\s*–\s*\$5,000\.00$/);
  await expect(page.getByTestId('detail-put-amount')).toHaveCount(0);
  await expect(hero).not.toContainText('$0.00');
  // nothing placed yet: one line, not eight zeros
  const placement = page.getByTestId('placement');
  await expect(placement.getByTestId('placement-empty')).toHaveText(
    'Starts when you put this plan',
  );
  await expect(placement.getByTestId('plan-metrics')).toHaveCount(0);
  await expect(placement).not.toContainText('$0.00');
});

test('a settled plan put with a coupon names it and the credit paid with the settlement', {
  tag: '@desktop',
}, async ({ page, user }) => {
  await skipOfficialPush(page, user);
  const settled = await plans(user, 'settled');
  const withCoupon = settled.find((p) => p.coupon && p.coupon.kind === 'fixed')!;
  expect(withCoupon.coupon).toMatchObject({ state: 'credited' });
  await openAs(page, user, `/plan/detail?id=${withCoupon.id}`);
  await expect(page.getByTestId('plan-coupon')).toHaveText(withCoupon.coupon!.name);
  await expect(page.getByTestId('plan-coupon-credit')).toHaveText(
    `+${money(withCoupon.coupon!.credit)}, paid with the settlement`,
  );
  await expect(page.getByTestId('hero-coupon')).toHaveText(
    `Coupon credit: +${money(withCoupon.coupon!.credit)}, paid with the settlement`,
  );
});
