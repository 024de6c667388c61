import { describe, expect, it } from 'vitest';
import { PERIODS, REFRESH_INTERVAL_MS } from './periods';

describe('overview periods', () => {
  it('has the four periods with types 1 to 4', () => {
    expect(PERIODS.map((p) => p.type)).toEqual([1, 2, 3, 4]);
  });

  it('refreshes every 30 s (SPEC §9)', () => {
    expect(REFRESH_INTERVAL_MS).toBe(30_000);
  });
});
