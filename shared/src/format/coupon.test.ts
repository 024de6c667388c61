import { describe, expect, it } from 'vitest';
import { couponFaceValue } from './coupon';

describe('couponFaceValue', () => {
  it('reads a deduction as a percentage placed by the language, the others as money', () => {
    expect(couponFaceValue({ kind: 'deduction', amount: '15' }, 'en')).toBe('15%');
    expect(couponFaceValue({ kind: 'deduction', amount: '7.5' }, 'en')).toBe('7.5%');
    expect(couponFaceValue({ kind: 'deduction', amount: '15' }, 'de')).toBe('15\u00a0%');
    expect(couponFaceValue({ kind: 'fixed', amount: '50' }, 'en')).toBe('50.00');
    expect(couponFaceValue({ kind: 'team', amount: '1234.5' }, 'de')).toBe('1.234,50');
  });
});
