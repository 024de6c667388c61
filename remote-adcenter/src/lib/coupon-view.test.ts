import { describe, expect, it } from 'vitest';
import { couponFaceValue, hasRequirement, isCouponTab, isUsable } from './coupon-view';

describe('coupon card', () => {
  it('shows a deduction coupon as a percentage and others as money', () => {
    expect(couponFaceValue({ kind: 'deduction', amount: '15' }, 'en')).toBe('15%');
    expect(couponFaceValue({ kind: 'deduction', amount: '7.5' }, 'en')).toBe('7.5%');
    expect(couponFaceValue({ kind: 'fixed', amount: '50' }, 'en')).toBe('50.00');
    expect(couponFaceValue({ kind: 'team', amount: '1234.5' }, 'de')).toBe('1.234,50');
  });

  it('has a requirement only above 0', () => {
    expect(hasRequirement({ min_amount: '100.00' })).toBe(true);
    expect(hasRequirement({ min_amount: '0' })).toBe(false);
    expect(hasRequirement({ min_amount: '0.00' })).toBe(false);
    expect(hasRequirement({ min_amount: '' })).toBe(false);
  });

  it('is usable only while unused', () => {
    expect(isUsable({ status: 'unused' })).toBe(true);
    expect(isUsable({ status: 'used' })).toBe(false);
    expect(isUsable({ status: 'expired' })).toBe(false);
  });

  it('knows its tabs', () => {
    expect(isCouponTab('expired')).toBe(true);
    expect(isCouponTab('all')).toBe(false);
    expect(isCouponTab(null)).toBe(false);
  });
});
