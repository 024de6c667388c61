/**
 * The visual check: every route, in English and in German (long words), on a phone (390×844)
 * and on a desktop (1440×900), compared with the reviewed baselines in e2e/visual-baselines/.
 * A change of any page's look fails here until its new screenshot is reviewed and committed
 * (docs/testing.md, "Visual check"; the update command is in docs/design-tokens.md too).
 *
 * Deterministic by construction: each test has a sandbox of its own seeded at a fixed instant
 * with its clock stopped (./frozen-sandbox.ts), the page's clock shows the same instant, the
 * demo merchant's data is not changed, animations are finished or cancelled and the caret
 * hidden by Playwright, fonts and images are loaded before the shot. What another part of the
 * product redraws on its own schedule is masked: the ad centre's data overview (figures and
 * trend chart) and the product video's frame.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { API_URL } from '../../support/env';
import { test as base, expect } from '../../support/fixtures';
import { type FrozenSandbox, startFrozenSandbox } from './frozen-sandbox';

const LANGUAGES = ['en', 'de'] as const;
type Lang = (typeof LANGUAGES)[number];

const test = base.extend<{ frozen: FrozenSandbox }>({
  // a phone of 390×844 (CSS px) and a desktop of 1440×900, whatever the project's device says
  viewport: async ({ isMobile }, use) => {
    await use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  },
  // every test of this file, even one that needs no call of it: the page's API goes there
  frozen: [
    async ({ page }, use) => {
      const frozen = await startFrozenSandbox();
      await frozen.attach(page);
      await use(frozen);
      await page.close();
      await frozen.close();
    },
    { auto: true },
  ],
});

/** A route, the test id that says its content has come, and the regions that are masked. */
interface Visit {
  name: string;
  path: string;
  shows?: string;
  mask?: (page: Page) => Locator[];
}

async function settle(page: Page, visit: Visit, lang: Lang) {
  const where = `${visit.path} (${lang})`;
  await page.goto(`/#${visit.path}`);
  await expect(page, where).toHaveURL(new RegExp(`#${visit.path.split('?')[0]}`));
  await expect(page.locator('html'), where).toHaveAttribute('lang', lang);
  if (visit.shows)
    await expect(page.getByTestId(visit.shows).first(), where).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('remote-failed'), where).toHaveCount(0);
  // the router has finished (the previous page stays drawn while a page's code and data come)
  await expect(page.locator('.adn-progress'), where).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.adn-main').first(), where).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }))),
    );
  });
}

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

/** Opens the app in `lang`, logged in with `token` when given (stored before any script runs). */
async function enter(page: Page, lang: Lang, token = '') {
  await page.addInitScript(
    ([l, t]) => {
      if (sessionStorage.getItem('__visual_set')) return;
      sessionStorage.setItem('__visual_set', '1');
      localStorage.setItem('lang', l as string);
      if (t) localStorage.setItem('fb_token', t);
    },
    [lang, token],
  );
}

/** The demo merchant's token, saved language set, official-push plans marked as seen. */
async function demo(page: Page, frozen: FrozenSandbox, lang: Lang) {
  const token = await frozen.loginDemo();
  await frozen.data('/user/info/edit', { lang }, token);
  const { user } = await frozen.data<{ user: { id: number } }>('/__test/state?username=demo');
  const plans = await frozen.data<{ list: { id: number; official_push: boolean }[] }>(
    '/plan/order/list?page=1&size=100&status=wait_put',
    undefined,
    token,
  );
  const pushed = plans.list.filter((p) => p.official_push).map((p) => p.id);
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [`adnet_official_push_seen:${user.id}`, JSON.stringify(pushed)],
  );
  await enter(page, lang, token);
  return token;
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

/**
 * The components in their states, in English: a form's errors with the focus ring, the dialog
 * pattern (logout, the transaction password), sheets, and the loading, error and empty states
 * of a list. The design page (docs/design-tokens.md) describes each.
 */
test.describe('visual: component states', () => {
  test.describe.configure({ timeout: 180_000 });

  /** Compares the viewport, as it is now, with the baseline `state-<name>`. */
  const still = (page: Page, name: string) =>
    expect.soft(page, name).toHaveScreenshot(`state-${name}.png`, { timeout: 30_000 });

  test('a form with errors and the focus ring', async ({ page }) => {
    await enter(page, 'en');
    await settle(page, { name: 'login', path: '/login' }, 'en');
    await page.getByRole('button', { name: 'Log in' }).click();
    // the first field in error takes the focus: its ring is drawn on the field's border
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.locator('.adn-field-message').first()).toBeVisible();
    await still(page, 'form-errors');
  });

  test('dialogs and sheets', async ({ page, frozen }) => {
    await demo(page, frozen, 'en');
    // on the plan list: the logout icon is there, and no masked region under the dialog
    await settle(page, { name: 'plan', path: '/plan', shows: 'plan-row' }, 'en');
    await page.getByTestId('header-logout').click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(dialog.getByText('Do you want to log out of your account?')).toBeVisible();
    await still(page, 'dialog-logout');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('header-lang').click();
    await expect(page.locator('.adn-language-sheet .arco-popup-content')).toBeVisible();
    await still(page, 'sheet-language');
    await page.keyboard.press('Escape');
    await page.reload();

    await settle(page, { name: 'wallet', path: '/wallet', shows: 'figure-total_assets' }, 'en');
    await page.getByTestId('action-withdraw').click();
    const sheet = page.getByTestId('withdraw-sheet');
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
    await sheet.getByLabel('Amount').fill('250');
    await sheet.getByLabel('Amount').blur();
    await still(page, 'sheet-withdraw');
    await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByTestId('pay-password-dialog')).toBeVisible();
    await still(page, 'dialog-password');
  });

  test('loading, error and empty states of a list', async ({ page, frozen }) => {
    const token = await demo(page, frozen, 'en');
    // loading: the list's answer never comes, and the app waits for it longer than this test
    // (its own time-out would turn the loading state into the error state on a slow machine)
    await page.route('**/app-config.json', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, apiTimeoutMs: 300_000 } });
    });
    await page.route('**/user/notifications', () => {});
    await page.goto('/#/notification');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('.adn-loading .arco-skeleton')).toBeVisible();
    await still(page, 'loading');
    await page.unroute('**/user/notifications');
    await page.unroute('**/app-config.json');

    // error: the server fails; the state says why and offers a retry, and no toast says it a
    // second time (docs/product/api.md#api.client.silent)
    await frozen.data('/__test/force', { path: '/user/notifications', code: 500, token });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Server error', { timeout: 20_000 });
    await expect(page.locator('.arco-toast')).toHaveCount(0);
    await still(page, 'error');

    // empty: an answer with nothing in it
    await frozen.data('/__test/force', {
      path: '/user/notifications',
      code: 200,
      data: { list: [], page: 1, size: 10, total: 0 },
      token,
    });
    await page.reload();
    await expect(page.locator('.adn-empty')).toBeVisible({ timeout: 30_000 });
    await still(page, 'empty');
  });
});
