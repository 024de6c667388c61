/**
 * Accessibility: axe-core with the WCAG 2.2 A and AA rules on every route of the product
 * (docs/product/routes.md#routes.table), logged in where the route needs it, in
 * both profiles. Prints the violation count per route; fails on any critical or serious one,
 * naming the rule and the targets.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { API_URL } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { plans, skipOfficialPush } from '../../support/plan';
import { ledger } from '../../support/wallet';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A route to visit and the test id (or role) that says its content has come. */
type Visit = { path: string; shows?: string };

async function audit(page: Page, info: TestInfo, visit: Visit) {
  await page.goto(`/#${visit.path}`);
  await expect(page, visit.path).toHaveURL(new RegExp(`#${visit.path.split('?')[0]}`));
  if (visit.shows) await expect(page.getByTestId(visit.shows).first(), visit.path).toBeVisible();
  await expect(page.getByTestId('remote-failed'), visit.path).toHaveCount(0);
  // the page's data has come: no loading state left (LoadingState carries aria-busy)
  await expect(page.locator('[aria-busy="true"]'), visit.path).toHaveCount(0, { timeout: 15_000 });
  // the route's own content is drawn (not the start-up fallback)
  await expect(page.locator('.adn-main').first(), visit.path).toBeVisible();
  // The product's landing page and the customer-service page are other parties' pages framed
  // by the app (docs/product/plans.md#plans.product.landing,
  // docs/product/messaging.md#messaging.customer-page.frame): audited as the frame element, not
  // as their content.
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude('[data-testid="goods-frame"]')
    .exclude('[data-testid="customer-frame"]')
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const line = `${info.project.name} ${visit.path}: ${result.violations.length} violations (${bad.length} critical/serious)`;
  console.log(line);
  return bad.map(
    (v) =>
      `${visit.path} [${v.impact}] ${v.id}: ${v.nodes
        .slice(0, 6)
        .map((n) => n.target.join(' '))
        .join(' | ')}${v.nodes.length > 6 ? ` (+${v.nodes.length - 6})` : ''}`,
  );
}

async function auditAll(page: Page, info: TestInfo, visits: Visit[]) {
  const failures: string[] = [];
  for (const visit of visits) failures.push(...(await audit(page, info, visit)));
  expect(failures, failures.join('\n')).toEqual([]);
}

test.describe('axe: WCAG 2.2 A/AA', () => {
  // a few routes per test, each loaded, settled and analysed: more than the default 30 s
  test.describe.configure({ timeout: 60_000 });

  test('public routes: login, register, ad-welcome, 404', async ({ page }, info) => {
    await auditAll(page, info, [
      { path: '/login' },
      { path: '/register' },
      { path: '/ad-welcome' },
      { path: '/no-such-page' },
    ]);
  });

  test('ad centre, activities, coupons', async ({ page, user }, info) => {
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center');
    await auditAll(page, info, [
      { path: '/ad-center', shows: 'metric-delivery_amount' },
      { path: '/ad-center/activities' },
      { path: '/ad-center/coupons' },
    ]);
  });

  test('ad centre: passwords, feedback, level, follow, question', async ({ page, user }, info) => {
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center/edit-login-password');
    await auditAll(page, info, [
      { path: '/ad-center/edit-login-password' },
      { path: '/ad-center/edit-pay-password' },
      { path: '/ad-center/feedback' },
      { path: '/ad-center/level' },
      { path: '/ad-center/operated' },
      { path: '/ad-center/ques-detail?id=2' },
    ]);
  });

  test('plan list, detail and goods detail', async ({ page, user }, info) => {
    await skipOfficialPush(page, user);
    const all = await plans(user);
    const video = all.find((p) => p.product.type === 'video');
    const landing = all.find((p) => p.product.type === 'landing');
    if (!video || !landing) throw new Error('the seed has a video and a landing-page plan');
    await openAs(page, user, '/plan');
    await auditAll(page, info, [
      { path: '/plan', shows: 'plan-row' },
      { path: `/plan/detail?id=${video.id}` },
      { path: `/plan/goods-detail?id=${video.id}`, shows: 'goods-video' },
      { path: `/plan/goods-detail?id=${landing.id}`, shows: 'goods-frame' },
    ]);
  });

  test('wallet and its pages', async ({ page, user }, info) => {
    await skipOfficialPush(page, user);
    const settlement = (await ledger(user, { type: 'ad_settlement' })).list.find((e) => e.coupon);
    if (!settlement) throw new Error('the seed has a settlement with a coupon');
    await openAs(page, user, '/wallet');
    await auditAll(page, info, [
      { path: '/wallet', shows: 'figure-total_assets' },
      { path: `/wallet/transaction?id=${settlement.id}`, shows: 'entry-detail' },
      { path: '/wallet/bind-card' },
      { path: '/wallet/foreign-exchange' },
      { path: '/wallet/set-password' },
    ]);
  });

  test('notifications and customer service', async ({ page, user }, info) => {
    await skipOfficialPush(page, user);
    await openAs(page, user, '/notification');
    await auditAll(page, info, [
      { path: '/notification', shows: 'notification-item' },
      {
        path: `/customer?url=${encodeURIComponent(`${API_URL}/cs/chat.html`)}`,
        shows: 'customer-frame',
      },
      { path: '/customer', shows: 'customer-channels' },
    ]);
  });
});
