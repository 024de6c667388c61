import { describe, expect, it } from 'vitest';
import { PERIODS, REFRESH_INTERVAL_MS } from './periods';

describe('overview periods', () => {
  it('has the four periods with types 1 to 4', () => {
    expect(PERIODS.map((p) => p.type)).toEqual([1, 2, 3, 4]);
  });

  it('refreshes every 30 s (docs/product/ad-centre.md#ad-centre.overview.refresh)', () => {
    expect(REFRESH_INTERVAL_MS).toBe(30_000);
  });
});
