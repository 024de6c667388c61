/**
 * A coupon's face value (docs/product/formats.md#formats.percent): a percentage for deduction
 * coupons, money for every other kind.
 */
import type { Coupon } from '../wire/types';
import { formatMoney, toBig } from './money';

export function couponFaceValue(
  coupon: Pick<Coupon, 'kind' | 'amount'>,
  lng: string,
  currency?: string | null,
): string {
  if (coupon.kind === 'deduction') {
    const rate = toBig(coupon.amount);
    // Intl's percent style takes a fraction; the decimal string keeps it exact.
    return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }).format(
      rate.div(100).toString() as unknown as number,
    );
  }
  return formatMoney(coupon.amount, lng, currency ?? undefined);
}
