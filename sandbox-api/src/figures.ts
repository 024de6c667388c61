/**
 * The money words (docs/product/wallet.md#wallet.figures.meaning), each computed here once: the
 * wallet's figures, a plan's metrics (which the ad centre's statistics add up) and what a
 * settlement pays back.
 */

import type { AdMetrics, Property, SettlementParts } from '@adnet/shared/wire';
import { type Big, big, fmt, sum } from './money';
import type { PlanRecord, UserRecord } from './store';

export const CURRENCY = 'USD';

const RUNNING = new Set(['matching', 'putting']);
const AWAITING_SETTLEMENT = new Set(['finished', 'wait_settle']);

/** Whether a plan's money counts as delivered (put and not refunded). */
export function isDelivered(p: PlanRecord): boolean {
  return p.put_at !== null && p.status !== 'failed' && p.status !== 'wait_put';
}

/**
 * Where a plan's put amount stands (docs/product/wallet.md#wallet.figures.meaning), the one
 * place the money words are computed: to be consumed, the budget a running plan (matching,
 * putting) has still to spend; to be settled, what its delivery has spent so far, or the whole
 * budget of a plan put finished or waiting for settlement, which comes back with the settlement.
 * The two add up to the put amount of every plan delivered and not yet settled; a plan not put,
 * failed (refunded) or settled holds none.
 */
export function planMoney(p: PlanRecord): { toBeConsumed: Big; toBeSettled: Big } {
  const none = { toBeConsumed: big(0), toBeSettled: big(0) };
  if (!isDelivered(p)) return none;
  const put = big(p.put_amount);
  if (RUNNING.has(p.status)) {
    const consumed = big(p.metrics.consumed);
    const spent = consumed.gt(put) ? put : consumed;
    return { toBeConsumed: put.minus(spent), toBeSettled: spent };
  }
  if (AWAITING_SETTLEMENT.has(p.status)) return { toBeConsumed: big(0), toBeSettled: put };
  return none;
}

export function planMetrics(p: PlanRecord): AdMetrics {
  const delivered = isDelivered(p);
  const put = delivered ? big(p.put_amount) : big(0);
  const consumed = big(p.metrics.consumed);
  return {
    delivery_amount: fmt(put),
    delivery_orders: delivered ? 1 : 0,
    consumed: fmt(consumed),
    to_be_consumed: fmt(planMoney(p).toBeConsumed),
    impressions: p.metrics.impressions,
    clicks: p.metrics.clicks,
    ad_revenue: p.metrics.ad_revenue,
    profit: p.metrics.profit,
  };
}

/**
 * What a plan's settlement pays back (docs/product/wallet.md#wallet.ledger.settlement): the put
 * amount, the profit of its delivery and its coupon's credit; the ad settlement entry's amount
 * is their sum, to the cent.
 */
export function settlementParts(p: PlanRecord): SettlementParts {
  const putAmount = big(p.put_amount);
  const profit = big(p.metrics.profit);
  const credit = big(p.discount);
  return {
    put_amount: fmt(putAmount),
    profit: fmt(profit),
    coupon_credit: fmt(credit),
    total: fmt(putAmount.plus(profit).plus(credit)),
  };
}

export function availableBalance(u: UserRecord): Big {
  return sum(u.ledger.map((e) => e.amount));
}

/**
 * The wallet's figures (docs/product/wallet.md#wallet.figures.meaning): the available balance is
 * the ledger's sum; to be consumed and to be settled add up `planMoney` over the plans, as the
 * ad centre's statistics and a plan's metrics do; total assets is those three; the discount
 * amount, the coupon credits still to come with a settlement (plans delivered, not yet settled).
 */
export function computeProperty(u: UserRecord): Property {
  const available = availableBalance(u);
  let toBeConsumed = big(0);
  let toBeSettled = big(0);
  let discount = big(0);
  for (const p of u.plans) {
    if (!isDelivered(p)) continue;
    const money = planMoney(p);
    toBeConsumed = toBeConsumed.plus(money.toBeConsumed);
    toBeSettled = toBeSettled.plus(money.toBeSettled);
    // a credit is counted until its settlement pays it into the balance
    if (p.status !== 'settled') discount = discount.plus(p.discount);
  }
  return {
    total_assets: fmt(available.plus(toBeConsumed).plus(toBeSettled)),
    available_balance: fmt(available),
    to_be_consumed: fmt(toBeConsumed),
    to_be_settled: fmt(toBeSettled),
    discount_amount: fmt(discount),
    currency: CURRENCY,
    startup_funds_returned: u.startup_funds_returned,
  };
}
