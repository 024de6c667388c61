import { apiData, expect, openAs, routeOf, test } from '../../support/fixtures';
import { setVisibility } from './helpers';

interface Stats {
  metrics: Record<string, string | number>;
  series: { label: string }[];
}

const isStats = (url: string) => url.includes('/ad/order/data_statistics/list');

test.describe('/ad-center', () => {
  test("shows today's figures as the API has them, and each period on its tab", async ({
    page,
    user,
  }) => {
    const types: string[] = [];
    page.on('request', (r) => {
      if (isStats(r.url())) types.push(new URL(r.url()).searchParams.get('type') ?? '');
    });
    await openAs(page, user, '/ad-center');
    const today = await apiData<Stats>(
      '/ad/order/data_statistics/list',
      { type: 1, user_time_zone: 'Asia/Shanghai' },
      user.token,
      'GET',
    );
    const amount = page.getByTestId('metric-delivery_amount');
    await expect(amount).toContainText('Delivery amount');
    await expect(amount).toContainText(
      `$${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(
        Number(today.metrics.delivery_amount),
      )}`,
    );
    await expect(page.getByTestId('metric-impressions')).toContainText(
      new Intl.NumberFormat('en').format(Number(today.metrics.impressions)),
    );
    for (const label of [
      'Delivery orders',
      'Consumed',
      'To be consumed',
      'Clicks',
      'Ad revenue',
      'Profit',
    ]) {
      await expect(page.locator('.adn-metrics').getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('overview-updated')).toContainText('Updated');
    await expect(page.getByTestId('trend-chart')).toHaveAttribute(
      'data-points',
      String(today.series.length),
    );
    expect(types[0]).toBe('1');

    await page.getByText('All time', { exact: true }).click();
    await expect(page.getByTestId('overview-body')).toHaveAttribute('data-type', '4');
    const all = await apiData<Stats>(
      '/ad/order/data_statistics/list',
      { type: 4, user_time_zone: 'Asia/Shanghai' },
      user.token,
      'GET',
    );
    await expect(page.getByTestId('metric-delivery_orders')).toContainText(
      String(all.metrics.delivery_orders),
    );
    await page.getByText('This week', { exact: true }).click();
    await expect(page.getByTestId('overview-body')).toHaveAttribute('data-type', '2');
    await page.getByText('This month', { exact: true }).click();
    await expect(page.getByTestId('overview-body')).toHaveAttribute('data-type', '3');
    expect(types).toEqual(expect.arrayContaining(['1', '2', '3', '4']));
  });

  test('refreshes every 30 seconds while visible, and not while hidden', async ({ page, user }) => {
    await page.clock.install();
    let calls = 0;
    page.on('request', (r) => {
      if (isStats(r.url())) calls += 1;
    });
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('metric-delivery_amount')).toBeVisible();
    await expect.poll(() => calls).toBe(1);
    // Freeze the page's time: from here on it only moves when the test says so. The first
    // load started the 30 s count a moment ago (well under 5 s). The pause is 2 s ahead: a
    // busy machine can take longer than a moment between reading the time and pausing it, and
    // a pause in the past is refused.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2_000);

    await page.clock.fastForward(23_000);
    await page.waitForTimeout(300);
    expect(calls).toBe(1);
    await page.clock.fastForward(5_000);
    await expect.poll(() => calls).toBe(2);
    await page.clock.fastForward(30_000);
    await expect.poll(() => calls).toBe(3);

    await setVisibility(page, 'hidden');
    await page.clock.fastForward(120_000);
    await page.waitForTimeout(300);
    expect(calls).toBe(3);

    // Back on screen after more than 30 s: the figures are refreshed at once.
    await setVisibility(page, 'visible');
    await expect.poll(() => calls).toBe(4);
    await page.clock.fastForward(30_000);
    await expect.poll(() => calls).toBe(5);
  });

  test('while the merchant’s figures load, the card shows skeletons, never zeros', async ({
    page,
    user,
  }) => {
    // the user info is held until the skeleton has been seen, however long the remote takes
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('/user/info'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await openAs(page, user, '/ad-center');
    const loading = page.getByTestId('profile-loading');
    await expect(loading).toBeVisible({ timeout: 20_000 });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.locator('.arco-skeleton')).toBeVisible();
    await expect(page.getByTestId('credit-score')).toHaveCount(0);
    await expect(page.getByTestId('deposit')).toHaveCount(0);
    await expect(page.getByText('Credit score')).toHaveCount(0);
    // then the real figures
    release();
    await expect(page.getByTestId('credit-score')).toBeVisible({ timeout: 10_000 });
    await expect(loading).toHaveCount(0);
  });

  test('shows credit score, shop level and deposit, and the level page on tap', async ({
    page,
    user,
  }) => {
    const info = await apiData<{ credit_score: number; shop_level: number }>(
      '/user/info',
      undefined,
      user.token,
      'GET',
    );
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('credit-score')).toHaveText(String(info.credit_score));
    await expect(page.getByTestId('deposit')).toHaveText('$0.00');
    // the button says the level; its stars show it and are hidden from assistive tech
    await expect(page.getByTestId('shop-level')).toHaveAccessibleName(
      `Shop level ${info.shop_level} of 5, see what levels mean`,
    );
    await expect(page.getByTestId('shop-level').locator('.arco-rate-icon.active')).toHaveCount(
      info.shop_level,
    );
    await expect(page.getByTestId('shop-level').getByRole('slider')).toHaveCount(0);
    await page.getByTestId('shop-level').click();
    await expect(page.getByTestId('level-name')).toHaveText('Starter');
    expect(routeOf(page)).toBe('/ad-center/level');
  });

  test('no back arrow, logout shown; the plans waiting to be put link to the filtered list', async ({
    page,
    user,
  }) => {
    const { count } = await apiData<{ count: number }>(
      '/plan/order/await/put/count',
      {},
      user.token,
    );
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('header-back')).toHaveCount(0);
    await expect(page.getByTestId('header-logout')).toBeVisible();
    const waitPut = page.getByTestId('wait-put');
    await expect(waitPut).toContainText(`Plans waiting to be put: ${count}`);
    await waitPut.getByText('Plans waiting to be put').click();
    await expect(page).toHaveURL(/#\/plan\?status=wait_put$/);
  });

  test('the entries open their pages', async ({ page, user }) => {
    await openAs(page, user, '/ad-center');
    const entries: [string, RegExp][] = [
      ['activities', /#\/ad-center\/activities$/],
      ['coupons', /#\/ad-center\/coupons$/],
      ['feedback', /#\/ad-center\/feedback$/],
      ['operated', /#\/ad-center\/operated$/],
      ['wallet', /#\/wallet$/],
      ['notifications', /#\/notification$/],
    ];
    await expect(page.getByTestId('badge-notifications')).toHaveText('4');
    for (const [key, url] of entries) {
      await page.getByTestId(`entry-${key}`).click();
      await expect(page).toHaveURL(url);
      await page.goBack();
      await expect(page.getByTestId(`entry-${key}`)).toBeVisible();
    }
    // last: the plan list may greet with its official-push dialog
    await page.getByTestId('entry-plans').click();
    await expect(page).toHaveURL(/#\/plan$/);
  });

  test('the operating rules open in a popup', async ({ page, user }) => {
    const config = await apiData<{ operating_rules: string }>(
      '/basic_config',
      { lang: 'en' },
      undefined,
      'GET',
    );
    await openAs(page, user, '/ad-center');
    await page.getByTestId('entry-rules').click();
    const rules = page.getByTestId('operating-rules');
    await expect(rules).toBeVisible();
    await expect(rules).toContainText(config.operating_rules.split('\n')[0]!);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(rules).toBeHidden();
  });

  test('five FAQs; one opens in full without language switch or bell', async ({ page, user }) => {
    const config = await apiData<{
      faq_config: { id: number; question: string; answer: string }[];
    }>('/basic_config', { lang: 'en' }, undefined, 'GET');
    await openAs(page, user, '/ad-center');
    const items = page.locator('.adc-faq-item');
    await expect(items).toHaveCount(5);
    const third = config.faq_config[2]!;
    await items.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`#/ad-center/ques-detail\\?id=${third.id}$`));
    const detail = page.getByTestId('faq-detail');
    await expect(detail.getByRole('heading')).toHaveText(third.question);
    await expect(detail).toContainText(third.answer);
    await expect(detail).toContainText('30-50 conversions within 7 days');
    await expect(page.getByTestId('header-lang')).toHaveCount(0);
    await expect(page.getByTestId('header-bell')).toHaveCount(0);
    await expect(page.getByTestId('header-back')).toBeVisible();
  });

  test('a question opened directly loads the FAQ itself', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/ques-detail?id=2');
    await expect(page.getByTestId('faq-detail')).toContainText('How do I open an ad account?');
  });
});
