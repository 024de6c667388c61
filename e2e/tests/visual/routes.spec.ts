/**
 * The visual check's route walk: every route, in English and in German (long words), on a phone
 * (390×844) and on a desktop (1440×900), compared with the reviewed baselines in
 * e2e/visual-baselines/. A change of any page's look fails here until its new screenshot is
 * reviewed and committed (docs/testing.md, "Visual check"; the update command is in
 * docs/design-tokens.md too). The components in their states are in states.spec.ts; what makes
 * a shot the same on every run is in visual-test.ts. What another part of the product redraws on
 * its own schedule is masked: the ad centre's data overview (figures and trend chart) and the
 * product video's frame.
 */
import type { Page, TestInfo } from '@playwright/test';
import { API_URL } from '../../support/env';
import { expect } from '../../support/fixtures';
import { demo, enter, LANGUAGES, type Lang, settle, test, type Visit } from './visual-test';

/** Compares the viewport with the baseline `<lang>-<name>` of this project. */
async function shoot(page: Page, info: TestInfo, lang: Lang, visit: Visit) {
  await settle(page, visit, lang);
  await expect
    .soft(page, `${visit.path} in ${lang} (${info.project.name})`)
    .toHaveScreenshot(`${lang}-${visit.name}.png`, {
      mask: visit.mask?.(page) ?? [],
      // until two shots in a row agree: a slow machine may still be drawing the page
      timeout: 30_000,
    });
}

const overview = (page: Page) => [
  page.getByTestId('overview-body'),
  page.getByTestId('overview-updated'),
];

for (const lang of LANGUAGES) {
  test.describe(`visual in ${lang}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test(`host pages in ${lang}`, async ({ page }, info) => {
      await enter(page, lang);
      for (const visit of [
        { name: 'login', path: '/login' },
        { name: 'register', path: '/register' },
        { name: 'ad-welcome', path: '/ad-welcome' },
        { name: 'not-found', path: '/no-such-page' },
      ])
        await shoot(page, info, lang, visit);
    });

    test(`ad centre in ${lang}`, async ({ page, frozen }, info) => {
      await demo(page, frozen, lang);
      for (const visit of [
        { name: 'ad-center', path: '/ad-center', shows: 'metric-delivery_amount', mask: overview },
        { name: 'ad-center-activities', path: '/ad-center/activities' },
        { name: 'ad-center-coupons', path: '/ad-center/coupons' },
        { name: 'ad-center-edit-login-password', path: '/ad-center/edit-login-password' },
        { name: 'ad-center-edit-pay-password', path: '/ad-center/edit-pay-password' },
        { name: 'ad-center-feedback', path: '/ad-center/feedback' },
        { name: 'ad-center-level', path: '/ad-center/level' },
        { name: 'ad-center-operated', path: '/ad-center/operated' },
        { name: 'ad-center-ques-detail', path: '/ad-center/ques-detail?id=2' },
      ])
        await shoot(page, info, lang, visit);
    });

    test(`plans in ${lang}`, async ({ page, frozen }, info) => {
      const token = await demo(page, frozen, lang);
      const { list } = await frozen.data<{
        list: { id: number; status: string; product: { type: string } }[];
      }>('/plan/order/list?page=1&size=100', undefined, token);
      const video = list.find((p) => p.product.type === 'video');
      const landing = list.find((p) => p.product.type === 'landing');
      if (!video || !landing) throw new Error('the seed has a video and a landing-page plan');
      for (const visit of [
        { name: 'plan', path: '/plan', shows: 'plan-row' },
        { name: 'plan-detail', path: `/plan/detail?id=${video.id}`, shows: 'plan-detail' },
        {
          name: 'plan-goods-video',
          path: `/plan/goods-detail?id=${video.id}`,
          shows: 'goods-video',
          mask: (p: Page) => [p.locator('video')],
        },
        {
          name: 'plan-goods-landing',
          path: `/plan/goods-detail?id=${landing.id}`,
          shows: 'goods-frame',
        },
      ])
        await shoot(page, info, lang, visit);
    });

    test(`wallet in ${lang}`, async ({ page, frozen }, info) => {
      const token = await demo(page, frozen, lang);
      // an entry's page with the most on it: a settlement with its plan and coupon
      const settlements = await frozen.data<{ list: { id: number; coupon: unknown }[] }>(
        '/transaction_flow/list?page=1&size=100&type=ad_settlement',
        undefined,
        token,
      );
      const entry = settlements.list.find((e) => e.coupon);
      if (!entry) throw new Error('the seed has a settlement with a coupon');
      for (const visit of [
        { name: 'wallet', path: '/wallet', shows: 'figure-total_assets' },
        {
          name: 'wallet-transaction',
          path: `/wallet/transaction?id=${entry.id}`,
          shows: 'entry-detail',
        },
        { name: 'wallet-bind-card', path: '/wallet/bind-card' },
        { name: 'wallet-foreign-exchange', path: '/wallet/foreign-exchange' },
        { name: 'wallet-set-password', path: '/wallet/set-password' },
      ])
        await shoot(page, info, lang, visit);
    });

    test(`notifications and customer service in ${lang}`, async ({ page, frozen }, info) => {
      await demo(page, frozen, lang);
      for (const visit of [
        { name: 'notification', path: '/notification', shows: 'notification-item' },
        {
          name: 'customer-chat',
          path: `/customer?url=${encodeURIComponent(`${API_URL}/cs/chat.html`)}`,
          shows: 'customer-frame',
        },
        { name: 'customer-channels', path: '/customer' },
      ])
        await shoot(page, info, lang, visit);
    });
  });
}
