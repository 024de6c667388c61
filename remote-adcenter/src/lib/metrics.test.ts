import { describe, expect, it } from 'vitest';
import { formatMetric, METRIC_KEYS, PERIODS } from './metrics';

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

describe('overview metrics', () => {
  it('are the eight of the spec, in order', () => {
    expect(METRIC_KEYS).toEqual([
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
    expect(formatMetric(metrics, 'delivery_amount', 'en')).toBe('12,345.60');
    expect(formatMetric(metrics, 'ad_revenue', 'en')).toBe('99,999,999,999.99');
    expect(formatMetric(metrics, 'profit', 'en')).toBe('-3.50');
    expect(formatMetric(metrics, 'impressions', 'en')).toBe('1,234,567');
    expect(formatMetric(metrics, 'delivery_orders', 'de')).toBe('1.200');
  });

  it('has the four periods with types 1 to 4', () => {
    expect(PERIODS.map((p) => p.type)).toEqual([1, 2, 3, 4]);
  });
});
