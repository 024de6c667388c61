import { describe, expect, it } from 'vitest';
import { parsePlanId } from './plan-id';

describe('parsePlanId', () => {
  it('reads a positive integer', () => {
    expect(parsePlanId('42')).toBe(42);
    expect(parsePlanId('000123')).toBe(123);
  });

  it('refuses anything else as no plan', () => {
    for (const v of [null, '', '0', '-1', '1.5', '1e3', ' 7', 'abc', '1234567890123']) {
      expect(parsePlanId(v)).toBeNull();
    }
  });
});
