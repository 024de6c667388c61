/**
 * The ad centre's data overview, its trend as a merchant reads it: the chart's axes and legend
 * in each period, the values of a tapped point, the keyboard, the table for screen readers, and
 * the chart's code fetched after the figures (its skeleton and retry).
 */
import { REMOTE_PORTS } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { answerTheLongestDay, openOverview, usd, words } from './overview-helpers';

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

  // The day's last hour ends at midnight: it once read "1/1/2000, 11:00 PM – 1/2/2000, 12:00 AM",
  // and the hidden table's row of it made the page wider than the phone (a zoomed-out page
  // whose taps missed), from 23:00 to midnight of the merchant's day.
  for (const [lang, lastHour] of [
    ['en', '11:00 PM – 12:00 AM'],
    ['ru', '23:00–00:00'],
  ] as const) {
    test(`the day's last hour reads ${lastHour} in ${lang}, and the page stays the screen's width`, async ({
      page,
      user,
    }) => {
      await answerTheLongestDay(page);
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await openOverview(page, user);
      await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-points', '24');
      await page.getByTestId('trend-reader').focus();
      const tip = page.getByTestId('trend-tip');
      await expect(tip).toHaveAttribute('data-index', '23');
      expect(words(await tip.locator('strong').textContent())).toBe(lastHour);
      const rows = page.getByTestId('trend-table').locator('tbody th');
      expect(words(await rows.last().textContent())).toBe(lastHour);
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(width.page).toBeLessThanOrEqual(width.screen);
    });
  }

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
