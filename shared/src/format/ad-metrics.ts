/**
 * The eight ad metrics (docs/product/formats.md#formats.metrics; the ad centre's overview and a
 * plan's detail show them), in display order, and how each is formatted: money exact with two
 * decimals, counts as grouped integers. Their labels are `common:metrics.<key>`, in every language.
 */
import type { AdMetrics } from '../wire/types';
import { formatCount, formatMoney } from './money';

export const AD_METRIC_KEYS = [
  'delivery_amount',
  'delivery_orders',
  'consumed',
  'to_be_consumed',
  'impressions',
  'clicks',
  'ad_revenue',
  'profit',
] as const satisfies (keyof AdMetrics)[];

export type AdMetricKey = (typeof AD_METRIC_KEYS)[number];

const COUNT_KEYS = new Set<keyof AdMetrics>(['delivery_orders', 'impressions', 'clicks']);

/**
 * `currency`: the account's (docs/product/formats.md#formats.account-currency); absent while
 * unknown.
 */
export function formatAdMetric(
  metrics: AdMetrics,
  key: keyof AdMetrics,
  lng: string,
  currency?: string | null,
): string {
  const value = metrics[key];
  return COUNT_KEYS.has(key)
    ? formatCount(Number(value) || 0, lng)
    : formatMoney(String(value ?? '0'), lng, currency ?? undefined);
}
