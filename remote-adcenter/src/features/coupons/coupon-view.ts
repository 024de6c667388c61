/** How a coupon reads on its card: face value, requirement, and whether it can be used. */
import { type Coupon, compareMoney } from '@adnet/shared';

/** The coupon list's page size; the route's loader asks for page 1 with the same. */
export const COUPON_PAGE_SIZE = 10;

export const COUPON_TABS = ['unused', 'used', 'expired'] as const satisfies Coupon['status'][];
export type CouponTab = (typeof COUPON_TABS)[number];

export function isCouponTab(v: string | null): v is CouponTab {
  return (COUPON_TABS as readonly string[]).includes(v ?? '');
}

/** A coupon has an amount requirement when its minimum is above 0. */
export function hasRequirement(coupon: Pick<Coupon, 'min_amount'>): boolean {
  return compareMoney(coupon.min_amount || '0', '0') > 0;
}

/** Only an unused coupon can be used; used or expired ones are shown disabled. */
export function isUsable(coupon: Pick<Coupon, 'status'>): boolean {
  return coupon.status === 'unused';
}
