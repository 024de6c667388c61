/**
 * The ad centre's data overview as a merchant reads it: the trend chart (axes, legend, the
 * values of a tapped point, the keyboard, the table for screen readers), the click-through
 * rate and cost per click derived from the figures, the time of the data to the minute, and
 * skeletons while anything is still loading.
 */
import type { Page, Route } from '@playwright/test';
import { REMOTE_PORTS } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';

interface Point {
  label: string;
  ad_revenue: string;
  profit: string;
}
interface Stats {
  metrics: {
    impressions: number;
    clicks: number;
    consumed: string;
    [key: string]: string | number;
  };
  series: Point[];
  updated_at: string;
}
interface Envelope {
  code: number;
  msg: string;
  data: Stats;
}

const STATS = '/ad/order/data_statistics/list';
const isStats = (url: URL) => url.pathname.endsWith(STATS);
const usd = (value: string | number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));
/** Chromium puts U+202F before AM/PM: compare words. */
const words = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** Opens the ad centre and returns today's statistics as the page received them. */
async function openOverview(page: Page, user: Parameters<typeof openAs>[1]): Promise<Stats> {
  const answer = page.waitForResponse((r) => isStats(new URL(r.url())));
  await openAs(page, user, '/ad-center');
  const body = (await (await answer).json()) as Envelope;
  await expect(page.getByTestId('overview-body')).toHaveAttribute('data-type', '1', {
    timeout: 20_000,
  });
  return body.data;
}

/** Answers the statistics call with the sandbox's figures changed by `change`. */
function rewriteStats(page: Page, change: (stats: Stats) => void) {
  return page.route(isStats, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope;
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

test.describe('/ad-center data overview', () => {
  test('the trend chart has axes with values, a legend and the series as a table', async ({
    page,
    user,
  }) => {
    const today = await openOverview(page, user);
    const chart = page.getByTestId('trend-chart');
    await expect(chart).toHaveAttribute('data-points', String(today.series.length));
    await expect(page.getByTestId('trend-legend')).toHaveText(/Ad revenue\s*Profit/);
    const canvas = chart.locator('canvas');
    await expect(canvas).toHaveAttribute('role', 'img');
    await expect(canvas).toHaveAttribute('aria-label', /^Ad revenue and profit by hour\./);

    // the axes as drawn: hours of today on x in the language, money on y from $0
    await expect(canvas).toHaveAttribute('data-x-ticks', /^12 AM(\|\d{1,2} (AM|PM))*$/);
    const yTicks = ((await canvas.getAttribute('data-y-ticks')) ?? '').split('|');
    expect(yTicks[0]).toBe('$0');
    expect(yTicks.length).toBeGreaterThanOrEqual(3);
    for (const tick of yTicks) expect(tick).toMatch(/^\$\d+(\.\d)?K?$/);

    // the table for screen readers: one row per hour with the exact figures
    const rows = page.getByTestId('trend-table').locator('tbody tr');
    await expect(rows).toHaveCount(today.series.length);
    const last = today.series.at(-1)!;
    await expect(rows.last().locator('td')).toHaveText([usd(last.ad_revenue), usd(last.profit)]);

    // the other periods draw days and months
    await page.getByText('This month', { exact: true }).click();
    await expect(chart).toHaveAttribute('data-bucket', 'day');
    await expect(canvas).toHaveAttribute(
      'data-x-ticks',
      /^[A-Z][a-z]{2} 1(\|[A-Z][a-z]{2} \d{1,2})*$/,
    );
    await page.getByText('All time', { exact: true }).click();
    await expect(chart).toHaveAttribute('data-bucket', 'month');
    await expect(canvas).toHaveAttribute('aria-label', /^Ad revenue and profit by month\./);
  });

  test('tapping the chart shows the values of the point under the finger', async ({
    page,
    user,
  }) => {
    const today = await openOverview(page, user);
    const plot = page.getByTestId('trend-plot');
    await expect(page.getByTestId('trend-reader')).toBeAttached();
    await expect(page.getByTestId('trend-tip')).toHaveCount(0);

    // the last point (this hour) sits on the plot area's right edge
    await plot.scrollIntoViewIfNeeded();
    const canvas = plot.locator('canvas');
    await expect(canvas).toHaveAttribute('data-area', /^\d+,\d+,\d+,\d+$/);
    const [, top, right, bottom] = ((await canvas.getAttribute('data-area')) ?? '')
      .split(',')
      .map(Number) as [number, number, number, number];
    const box = (await canvas.boundingBox())!;
    const x = box.x + right - 1;
    const y = box.y + (top + bottom) / 2;
    if (test.info().project.use.hasTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);

    const tip = page.getByTestId('trend-tip');
    await expect(tip).toBeVisible();
    const index = today.series.length - 1;
    await expect(tip).toHaveAttribute('data-index', String(index));
    const point = today.series[index]!;
    await expect(tip).toContainText(`Ad revenue ${usd(point.ad_revenue)}`);
    await expect(tip).toContainText(`Profit ${usd(point.profit)}`);
    // the hour it names is the table's for that point
    const when = await page
      .getByTestId('trend-table')
      .locator('tbody tr')
      .nth(index)
      .locator('th')
      .textContent();
    expect(words(await tip.locator('strong').textContent())).toBe(words(when));

    // a tap anywhere else closes it; a mouse closes it by leaving the chart
    const header = (await page.getByTestId('header').boundingBox())!;
    const away = { x: header.x + header.width / 2, y: header.y + header.height / 2 };
    if (test.info().project.use.hasTouch) await page.touchscreen.tap(away.x, away.y);
    else await page.mouse.move(away.x, away.y);
    await expect(tip).toHaveCount(0);
  });

  test('the keyboard reads the chart point by point', async ({ page, user }) => {
    const today = await openOverview(page, user);
    const reader = page.getByRole('slider', { name: 'Read the chart point by point' });
    await reader.focus();
    const tip = page.getByTestId('trend-tip');
    const last = today.series.length - 1;
    await expect(tip).toHaveAttribute('data-index', String(last));
    const lastPoint = today.series[last]!;
    await expect(reader).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`Ad revenue ${usd(lastPoint.ad_revenue).replace('$', '\\$')}`),
    );
    await page.keyboard.press('Home');
    await expect(tip).toHaveAttribute('data-index', '0');
    const first = today.series[0]!;
    await expect(reader).toHaveAttribute(
      'aria-valuetext',
      `${words(await page.getByTestId('trend-table').locator('tbody th').first().textContent())}: Ad revenue ${usd(first.ad_revenue)}, Profit ${usd(first.profit)}`.replace(
        /\s/g,
        ' ',
      ),
      { timeout: 5_000 },
    );
    if (today.series.length > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(tip).toHaveAttribute('data-index', '1');
    }
    // leaving the chart puts the tooltip away
    await reader.blur();
    await expect(tip).toHaveCount(0);
  });

  test('CTR and CPC are derived from the figures and shown beside clicks', async ({
    page,
    user,
  }) => {
    const today = await openOverview(page, user);
    const { impressions, clicks, consumed } = today.metrics;
    expect(impressions).toBeGreaterThan(0);
    expect(clicks).toBeGreaterThan(0);
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

  test('the chart is fetched after the figures: a skeleton in its place, a retry if it fails', async ({
    page,
    user,
  }) => {
    // the chart's own code is the chunk that registers its guide line
    let attempts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const chunks = new RegExp(`^http://localhost:${REMOTE_PORTS.adcenter}/static/js/async/`);
    await page.route(chunks, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('adcGuide')) return route.fulfill({ response, body });
      attempts += 1;
      if (attempts === 1) return route.abort();
      await held;
      return route.fulfill({ response, body });
    });
    await openOverview(page, user);
    // the figures are there at once; the chart's box offers a retry
    await expect(page.getByTestId('metric-clicks')).toBeVisible();
    const plot = page.getByTestId('trend-plot');
    const retry = plot.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(page.getByTestId('trend-loading')).toBeVisible();
    await expect(plot).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByTestId('trend-reader')).toBeAttached();
    await expect(page.getByTestId('trend-loading')).toHaveCount(0);
    await expect(plot.locator('canvas')).toHaveAttribute('data-y-ticks', /^\$0\|/);
  });
});
