/** The eight ad metrics of the overview, in display order, and how each is formatted. */
import { type AdMetrics, formatCount, formatMoney, type StatisticsType } from '@adnet/shared';

export const METRIC_KEYS = [
  'delivery_amount',
  'delivery_orders',
  'consumed',
  'to_be_consumed',
  'impressions',
  'clicks',
  'ad_revenue',
  'profit',
] as const satisfies (keyof AdMetrics)[];

const COUNT_KEYS = new Set<keyof AdMetrics>(['delivery_orders', 'impressions', 'clicks']);

export function formatMetric(metrics: AdMetrics, key: keyof AdMetrics, lng: string): string {
  const value = metrics[key];
  return COUNT_KEYS.has(key)
    ? formatCount(Number(value) || 0, lng)
    : formatMoney(String(value ?? '0'), lng);
}

/** 1 today, 2 this week, 3 this month, 4 all time; the key names their tab label. */
export const PERIODS: { type: StatisticsType; key: string }[] = [
  { type: 1, key: 'today' },
  { type: 2, key: 'week' },
  { type: 3, key: 'month' },
  { type: 4, key: 'all' },
];

/** SPEC §9: the overview refreshes every 30 seconds while it is on screen. */
export const REFRESH_INTERVAL_MS = 30_000;
