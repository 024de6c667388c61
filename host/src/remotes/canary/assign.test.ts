import { describe, expect, it } from 'vitest';
import { BUCKETS, bucketOf, onCanary } from './assign';

const ids = Array.from({ length: 10_000 }, (_, i) => 100_000 + i);

describe('canary assignment', () => {
  it('is sticky: the same merchant gets the same answer every time', () => {
    for (const id of ids.slice(0, 200)) {
      const first = onCanary('wallet', id, 37);
      for (let i = 0; i < 3; i++) expect(onCanary('wallet', id, 37)).toBe(first);
      expect(onCanary('wallet', String(id), 37)).toBe(first);
    }
  });

  it.each([1, 5, 10, 25, 50, 90])(
    'puts %i %% of 10,000 sequential ids on canary, within ±3 points',
    (percent) => {
      const share = (ids.filter((id) => onCanary('wallet', id, percent)).length / ids.length) * 100;
      expect(Math.abs(share - percent)).toBeLessThanOrEqual(3);
    },
  );

  it('spreads buckets evenly (no tenth of the range holds more than 11 %)', () => {
    const tenths = new Array(10).fill(0);
    for (const id of ids) tenths[Math.floor((bucketOf('plan', id) / BUCKETS) * 10)]++;
    for (const n of tenths) expect(n / ids.length).toBeLessThan(0.11);
  });

  it('raising the percent moves merchants from stable to canary only, never back', () => {
    const steps = [0, 1, 5, 10, 25, 50, 100];
    for (let i = 1; i < steps.length; i++) {
      const before = ids.filter((id) => onCanary('wallet', id, steps[i - 1] ?? 0));
      const after = new Set(ids.filter((id) => onCanary('wallet', id, steps[i] ?? 0)));
      for (const id of before) expect(after.has(id)).toBe(true);
    }
  });

  it('moves only the merchants the change asks for (10 % → 20 % moves about 10 % of them)', () => {
    const moved = ids.filter((id) => !onCanary('wallet', id, 10) && onCanary('wallet', id, 20));
    expect(Math.abs((moved.length / ids.length) * 100 - 10)).toBeLessThanOrEqual(3);
  });

  it('0 % is nobody and 100 % is everybody', () => {
    expect(ids.some((id) => onCanary('wallet', id, 0))).toBe(false);
    expect(ids.every((id) => onCanary('wallet', id, 100))).toBe(true);
  });

  it('splits each remote on its own', () => {
    const wallet = ids.filter((id) => onCanary('wallet', id, 50));
    const both = wallet.filter((id) => onCanary('plan', id, 50));
    // independent halves overlap on about a quarter, not on all of them
    expect(both.length / ids.length).toBeGreaterThan(0.2);
    expect(both.length / ids.length).toBeLessThan(0.3);
  });
});
