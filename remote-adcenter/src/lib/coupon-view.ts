/** How a coupon reads on its card: face value, requirement, and whether it can be used. */
import { type Coupon, type CouponKind, compareMoney, formatMoney, toBig } from '@adnet/shared';

export const COUPON_TABS = ['unused', 'used', 'expired'] as const satisfies Coupon['status'][];
export type CouponTab = (typeof COUPON_TABS)[number];

export const COUPON_KINDS: CouponKind[] = ['fixed', 'value_added', 'deduction', 'team', 'custom'];

export function isCouponTab(v: string | null): v is CouponTab {
  return (COUPON_TABS as readonly string[]).includes(v ?? '');
}

/** Face value text: a percentage for deduction coupons, money for every other kind. */
export function couponFaceValue(coupon: Pick<Coupon, 'kind' | 'amount'>, lng: string): string {
  if (coupon.kind === 'deduction') {
    const rate = toBig(coupon.amount);
    // Intl's percent style takes a fraction; the decimal string keeps it exact.
    return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }).format(
      rate.div(100).toString() as unknown as number,
    );
  }
  return formatMoney(coupon.amount, lng);
}

/** A coupon has an amount requirement when its minimum is above 0. */
export function hasRequirement(coupon: Pick<Coupon, 'min_amount'>): boolean {
  return compareMoney(coupon.min_amount || '0', '0') > 0;
}

/** Only an unused coupon can be used; used or expired ones are shown disabled. */
export function isUsable(coupon: Pick<Coupon, 'status'>): boolean {
  return coupon.status === 'unused';
}
