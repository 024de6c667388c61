import { describe, expect, it } from 'vitest';
import { hasRequirement, isCouponTab, isUsable } from './coupon-view';

describe('coupon card', () => {
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
