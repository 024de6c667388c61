import { describe, expect, it } from 'vitest';
import { AD_METRIC_KEYS, formatAdMetric } from './ad-metrics';

const metrics = {
  delivery_amount: '12345.6',
  delivery_orders: 1200,
  consumed: '0.1',
  to_be_consumed: '0',
  impressions: 1234567,
  clicks: 89,
  ad_revenue: '99999999999.99',
  profit: '-3.5',
};

describe('ad metrics', () => {
  it('are the eight of the spec, in order', () => {
    expect(AD_METRIC_KEYS).toEqual([
      'delivery_amount',
      'delivery_orders',
      'consumed',
      'to_be_consumed',
      'impressions',
      'clicks',
      'ad_revenue',
      'profit',
    ]);
  });

  it('formats money exactly with two decimals and counts as integers', () => {
    expect(formatAdMetric(metrics, 'delivery_amount', 'en')).toBe('12,345.60');
    expect(formatAdMetric(metrics, 'ad_revenue', 'en')).toBe('99,999,999,999.99');
    expect(formatAdMetric(metrics, 'profit', 'en')).toBe('\u22123.50');
    expect(formatAdMetric(metrics, 'impressions', 'en')).toBe('1,234,567');
    expect(formatAdMetric(metrics, 'delivery_orders', 'de')).toBe('1.200');
  });
});
