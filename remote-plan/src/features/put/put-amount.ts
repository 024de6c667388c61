/**
 * Client checks of a put (docs/product/plans.md#plans.put.checks): a valid amount, within the
 * plan's lowest and highest, and not above the available balance. The server enforces the same. The
 * field's text is read by the shared amount reader (`readAmount`,
 * shared/src/format/amount-input.ts), never cleaned.
 */
import {
  type AmountField,
  type CheckedAmount,
  type Coupon,
  compareMoney,
  readAmount,
  rules,
  toBig,
} from '@adnet/shared';

export interface PutLimits {
  lowest: string;
  highest: string;
  /** unknown while the wallet figures load: the balance check is then left to the server */
  balance: string | null;
}

/** The i18n key (common namespace) of the first failed check of an exact amount, or null. */
export function checkPutAmount(amount: string, limits: PutLimits): string | null {
  const value = amount.trim();
  return (
    rules.amountInRange(value, limits.lowest, limits.highest) ??
    (limits.balance === null ? null : rules.amountWithinBalance(value, limits.balance))
  );
}

/** The amount to send (exact, two decimals), or the i18n key (common) of why not. */
export type PutAmount = CheckedAmount;

/**
 * Reads the put field's text in the UI language (the shared `readAmount`: the number the
 * field shows, or a refusal, never another number) and checks it against the plan's limits.
 */
export function readPutAmount(
  text: string,
  lng: string,
  limits: PutLimits,
  field?: AmountField,
): PutAmount {
  return readAmount(text, lng, (value) => checkPutAmount(value, limits), field);
}

/** The most a merchant can put now: the plan's highest, or less when the balance is lower. */
export function maxPuttable(limits: PutLimits): string {
  if (limits.balance === null || compareMoney(limits.balance, limits.highest) >= 0) {
    return toBig(limits.highest).toFixed(2);
  }
  return toBig(limits.balance).round(2, 0).toFixed(2);
}

/** A coupon applies when the put amount reaches its requirement (the server checks it too). */
export function couponApplies(coupon: Coupon, amount: string): boolean {
  if (coupon.status !== 'unused') return false;
  const typed = rules.amount(amount.trim()) === null ? amount.trim() : '0';
  return compareMoney(typed, coupon.min_amount) >= 0;
}

/**
 * The credit a coupon gives a put of `amount` (exact, two decimals), as the server counts it:
 * the face value, or for a deduction coupon that percent of the amount, rounded down to the
 * cent; never more than the amount. It is paid with the settlement: the put itself takes the
 * full amount (docs/product/plans.md#plans.coupon-credit).
 */
export function couponCredit(coupon: Coupon, amount: string): string {
  const put = toBig(amount);
  const value =
    coupon.kind === 'deduction' ? put.times(toBig(coupon.amount)).div(100) : toBig(coupon.amount);
  const capped = value.gt(put) ? put : value;
  return capped.round(2, 0).toFixed(2);
}
