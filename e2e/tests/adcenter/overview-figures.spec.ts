/**
 * The ad centre's data overview, its figures as a merchant reads them: the click-through rate
 * and cost per click derived from them, the time of the data to the minute, and a skeleton
 * while they are still loading.
 */
import { expect, openAs, test } from '../../support/fixtures';
import { isStats, openOverview, rewriteStats, usd, words } from './overview-helpers';

test.describe('/ad-center data overview', () => {
  test('CTR and CPC are derived from the figures and shown beside clicks', async ({
    page,
    user,
  }) => {
    // figures of the day's own: the seeded plans' may all be yesterday's just after midnight
    await rewriteStats(page, (stats) => {
      Object.assign(stats.metrics, { impressions: 48_213, clicks: 1_377, consumed: '2041.37' });
    });
    const today = await openOverview(page, user);
    const { impressions, clicks, consumed } = today.metrics;
    expect([impressions, clicks, consumed]).toEqual([48_213, 1_377, '2041.37']);
    const ctr = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
    await expect(page.getByTestId('metric-ctr')).toHaveText(
      `CTR${ctr.format(clicks / impressions)}`,
    );
    // the spend per click, rounded half up to the cent
    const cpc = Math.round((Number(consumed) / clicks) * 100 + 1e-9) / 100;
    await expect(page.getByTestId('metric-cpc')).toHaveText(`Avg. CPC${usd(cpc)}`);
    // in the grid right after the clicks, on the row below impressions and clicks
    const order = await page
      .locator('.adn-metrics [data-metric]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-metric')));
    expect(order.slice(4, 8)).toEqual(['impressions', 'clicks', 'ctr', 'cpc']);
  });

  test('with nothing to divide by, the rates show a dash, never NaN or Infinity', async ({
    page,
    user,
  }) => {
    await rewriteStats(page, (stats) => {
      stats.metrics.impressions = 0;
      stats.metrics.clicks = 0;
    });
    await openOverview(page, user);
    for (const key of ['ctr', 'cpc']) {
      const value = page.getByTestId(`metric-${key}`).locator('dd');
      await expect(value).toContainText('—');
      await expect(value).not.toContainText(/NaN|Infinity|∞/);
    }
    await expect(page.getByTestId('metric-ctr').locator('dd .adn-visually-hidden')).toHaveText(
      'No impressions yet',
    );
    await expect(page.getByTestId('metric-cpc').locator('dd .adn-visually-hidden')).toHaveText(
      'No clicks yet',
    );
  });

  test('the time of the data is to the minute, without seconds', async ({ page, user }) => {
    const today = await openOverview(page, user);
    const updated = page.getByTestId('overview-updated');
    const minute = new Intl.DateTimeFormat('en-US', {
      timeStyle: 'short',
      timeZone: 'Asia/Shanghai',
    }).format(new Date(today.updated_at));
    await expect(updated).toHaveText(/^Updated /);
    expect(words(await updated.textContent())).toBe(words(`Updated ${minute}`));
    expect(await updated.textContent()).not.toMatch(/\d:\d{2}:\d{2}/);
  });

  test('an older time of the data carries its date', async ({ page, user }) => {
    await rewriteStats(page, (stats) => {
      stats.updated_at = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    });
    const stats = await openOverview(page, user);
    const at = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(stats.updated_at));
    expect(words(await page.getByTestId('overview-updated').textContent())).toBe(
      words(`Updated ${at}`),
    );
  });

  test('while the figures load, the overview is a skeleton, never zeros', async ({
    page,
    user,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isStats, async (route) => {
      await held;
      await route.continue();
    });
    await openAs(page, user, '/ad-center');
    const overview = page.locator('.adc-overview');
    await expect(overview.locator('.adc-overview-skeleton')).toBeVisible({ timeout: 20_000 });
    await expect(overview.locator('[data-metric]')).toHaveCount(0);
    await expect(page.getByTestId('overview-updated')).toHaveCount(0);
    await expect(page.getByTestId('trend-chart')).toHaveCount(0);
    release();
    await expect(page.getByTestId('metric-ctr')).toBeVisible();
    await expect(overview.locator('.adc-overview-skeleton')).toHaveCount(0);
  });
});
