/**
 * A refusal reaches the merchant with its reason (docs/product/api.md#api.texts): from
 * `data.error` where the answer names one, else by matching the server's message against the
 * known reasons in any of the twelve languages, else the message as the server wrote it, as
 * text. One failure is said once: in place where the page has a place for it, else a toast.
 */
import commonDe from '#repo/shared/src/i18n/locales/de.json' with { type: 'json' };
import commonEn from '#repo/shared/src/i18n/locales/en.json' with { type: 'json' };
import commonJa from '#repo/shared/src/i18n/locales/ja.json' with { type: 'json' };
import commonZhCN from '#repo/shared/src/i18n/locales/zh-CN.json' with { type: 'json' };
import { expect, force, openAs, test } from '../../support/fixtures';
import {
  plainWaitingPlan,
  putNow,
  REFUSED_FOR_BALANCE,
  skipOfficialPush,
  state,
} from '../../support/plan';

// each test opens a remote cold and goes through a flow of several steps
test.describe.configure({ timeout: 90_000 });

const claim = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Claim now|Jetzt abholen|今すぐ受け取る/ });

/**
 * The fail toast: announced as an alert. The first refusal of a kind the UI language's strings do
 * not word may wait for the other languages' strings: a longer wait than the default.
 */
const failToast = (page: import('@playwright/test').Page) =>
  page.locator('.arco-toast').getByRole('alert');
const SAID = { timeout: 15_000 };

test.describe('a refusal that names no reason (a 405 with the message only)', () => {
  test('a message in another language than the UI is matched and said in the UI language', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/activities');
    await expect(claim(page)).toBeEnabled({ timeout: 30_000 });
    // a backend that answers in Chinese and sends no data.error
    await force(
      '/user_coupon/receive',
      { code: 405, msg: commonZhCN.errors.reason.newcomer_claimed, times: 1 },
      user.token,
    );
    await claim(page).click();
    await expect(failToast(page)).toHaveText(commonEn.errors.reason.newcomer_claimed, SAID);
    await expect(page.locator('.arco-toast')).not.toContainText(commonEn.errors.dataError);
  });

  test("the server's English wording reads in German in a German UI", async ({ page, user }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    await openAs(page, user, '/ad-center/activities');
    await expect(claim(page)).toBeEnabled({ timeout: 30_000 });
    await force(
      '/user_coupon/receive',
      { code: 405, msg: 'Insufficient balance.', times: 1 },
      user.token,
    );
    await claim(page).click();
    await expect(failToast(page)).toHaveText(commonDe.errors.reason.insufficient_balance, SAID);
  });

  test('a message no reason matches is shown as the server wrote it, as text', async ({
    page,
    user,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ja'));
    await openAs(page, user, '/ad-center/activities');
    await expect(claim(page)).toBeEnabled({ timeout: 30_000 });
    const msg = 'Quota <b>exceeded</b> <img src=x onerror="window.__injected=1">';
    await force('/user_coupon/receive', { code: 405, msg, times: 1 }, user.token);
    await claim(page).click();
    await expect(failToast(page)).toHaveText(msg, SAID);
    await expect(page.locator('.arco-toast img, .arco-toast b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
    await expect(page.locator('.arco-toast')).not.toContainText(commonJa.errors.dataError);
  });

  test('a refusal with neither reason nor message says "Data error"', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/activities');
    await expect(claim(page)).toBeEnabled({ timeout: 30_000 });
    await force('/user_coupon/receive', { code: 405, msg: '', times: 1 }, user.token);
    await claim(page).click();
    await expect(failToast(page)).toHaveText(commonEn.errors.dataError);
  });
});

test('a failed list is said once: in place with its retry, no toast', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  let failing = true;
  await page.route('**/plan/order/list?**', (route) =>
    failing
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502</h1>' })
      : route.fallback(),
  );
  await openAs(page, user, '/plan');
  const inPlace = page.locator('.adn-state[role="alert"]');
  await expect(inPlace).toBeVisible({ timeout: 30_000 });
  // it says why, since no toast does
  await expect(inPlace.getByTestId('error-reason')).toHaveText(
    'The server did not answer. Please try again in a moment.',
  );
  // the toast would show with the failure; give it a moment to appear
  await page.waitForTimeout(500);
  await expect(page.locator('.arco-toast')).toHaveCount(0);

  failing = false;
  await inPlace.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('plan-row').first()).toBeVisible();
});

test.describe('a put that fails is said once, in words', () => {
  test('a 502 says the server did not answer, in a toast, with the no-answer note; never under the amount', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    await page.route('**/plan/order/put', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    );
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    await page.getByLabel('Put amount').fill('500');
    await putNow(page);
    await expect(failToast(page)).toHaveText(
      'The server did not answer. Please try again in a moment.',
    );
    await expect(page.getByTestId('put-error')).toHaveText('');
    await expect(page.getByText(/Bad Gateway|502/)).toHaveCount(0);
    // the same note the withdrawal shows: sending it again is safe
    await expect(page.getByTestId('put-pending')).toHaveText(
      'Your last put of this plan got no answer. Put it again to check: the money is never taken twice.',
    );
    await expect(page.getByTestId('put-pending')).toHaveClass(/adn-no-answer/);
    expect((await state(user)).put_count).toBe(0);
  });

  test('a refusal about the amount shows under it and nowhere else', async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    await force(
      '/plan/order/put',
      { code: 405, error: 'insufficient_balance', times: 1 },
      user.token,
    );
    await page.getByLabel('Put amount').fill('500');
    await putNow(page);
    await expect(page.getByTestId('put-error')).toHaveText(REFUSED_FOR_BALANCE);
    await page.waitForTimeout(500);
    await expect(page.locator('.arco-toast')).toHaveCount(0);
    await expect(page.getByText(commonEn.errors.reason.insufficient_balance)).toHaveCount(1);
  });

  test('a refusal with no words says "Data error" once, in a toast', async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    await force('/plan/order/put', { code: 405, msg: '', times: 1 }, user.token);
    await page.getByLabel('Put amount').fill('500');
    await putNow(page);
    await expect(failToast(page)).toHaveText(commonEn.errors.dataError);
    await expect(page.getByTestId('put-error')).toHaveText('');
    await expect(page.getByText(commonEn.errors.dataError)).toHaveCount(1);
  });
});
