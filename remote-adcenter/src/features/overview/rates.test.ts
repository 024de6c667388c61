import type { AdMetrics } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import { adRates } from './rates';

const metrics = (m: Partial<AdMetrics>): AdMetrics => ({
  delivery_amount: '0',
  delivery_orders: 0,
  consumed: '0',
  to_be_consumed: '0',
  impressions: 0,
  clicks: 0,
  ad_revenue: '0',
  profit: '0',
  ...m,
});

describe('adRates', () => {
  it('derives CTR as clicks per hundred impressions', () => {
    expect(adRates(metrics({ impressions: 2000, clicks: 50 })).ctr).toBe(2.5);
    expect(adRates(metrics({ impressions: 3, clicks: 1 })).ctr).toBeCloseTo(33.333, 3);
  });

  it('derives CPC as the spend per click, rounded half up to the cent', () => {
    expect(adRates(metrics({ consumed: '100.00', clicks: 40 })).cpc).toBe('2.50');
    // 10 / 3 = 3.333… → 3.33; 0.05 / 2 = 0.025 → 0.03 (half up, exactly, no float error)
    expect(adRates(metrics({ consumed: '10', clicks: 3 })).cpc).toBe('3.33');
    expect(adRates(metrics({ consumed: '0.05', clicks: 2 })).cpc).toBe('0.03');
  });

  it('a rate with nothing to divide by is unknown, never 0, NaN or Infinity', () => {
    expect(adRates(metrics({ impressions: 0, clicks: 0, consumed: '5' }))).toEqual({
      ctr: null,
      cpc: null,
    });
    // impressions without clicks: a CTR of 0 %, but no cost per click
    expect(adRates(metrics({ impressions: 120, clicks: 0, consumed: '5' }))).toEqual({
      ctr: 0,
      cpc: null,
    });
  });

  it('reads counts that arrive as strings, and treats unreadable ones as none', () => {
    const wire = { impressions: '400', clicks: '8' } as unknown as Partial<AdMetrics>;
    expect(adRates(metrics({ ...wire, consumed: '4' }))).toEqual({ ctr: 2, cpc: '0.50' });
    const junk = { impressions: 'n/a', clicks: -3 } as unknown as Partial<AdMetrics>;
    expect(adRates(metrics(junk))).toEqual({ ctr: null, cpc: null });
  });
});
