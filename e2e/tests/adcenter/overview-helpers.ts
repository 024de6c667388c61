/** What the overview specs share: the statistics call, how its figures read, opening the page. */
import type { Page } from '@playwright/test';
import { expect, openAs } from '../../support/fixtures';

interface Point {
  label: string;
  ad_revenue: string;
  profit: string;
}
export interface Stats {
  metrics: {
    impressions: number;
    clicks: number;
    consumed: string;
    [key: string]: string | number;
  };
  series: Point[];
  updated_at: string;
}
export interface Envelope {
  code: number;
  msg: string;
  data: Stats;
}

const STATS = '/ad/order/data_statistics/list';
export const isStats = (url: URL) => url.pathname.endsWith(STATS);
export const usd = (value: string | number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));
/** Chromium puts U+202F before AM/PM: compare words. */
export const words = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** Opens the ad centre and returns today's statistics as the page received them. */
export async function openOverview(page: Page, user: Parameters<typeof openAs>[1]): Promise<Stats> {
  const answer = page.waitForResponse((r) => isStats(new URL(r.url())));
  await openAs(page, user, '/ad-center');
  const body = (await (await answer).json()) as Envelope;
  await expect(page.getByTestId('overview-body')).toHaveAttribute('data-type', '1', {
    timeout: 20_000,
  });
  return body.data;
}

/**
 * Answers the statistics call with the sandbox's figures changed by `change`; with `type`, only
 * that period's call (1 today, 2 this week, 3 this month, 4 all time).
 */
export function rewriteStats(page: Page, change: (stats: Stats) => void, type?: number) {
  return page.route(
    (url) => isStats(url) && (type === undefined || url.searchParams.get('type') === String(type)),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope;
      change(body.data);
      await route.fulfill({ response, json: body });
    },
  );
}

/**
 * Answers today's statistics as at 23:xx with a big merchant's figures: 24 hours, the last
 * ending at midnight, each 98,765,432,109.87 of revenue. The widest day the overview can show.
 */
export function answerTheLongestDay(page: Page) {
  return rewriteStats(
    page,
    (stats) => {
      stats.series = Array.from({ length: 24 }, (_, h) => ({
        label: `${String(h).padStart(2, '0')}:00`,
        ad_revenue: '98765432109.87',
        profit: '12345678901.23',
      }));
    },
    1,
  );
}
