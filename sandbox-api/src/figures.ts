/**
 * The money words (docs/product/wallet.md#wallet.figures): the wallet's figures and a plan's
 * metrics, for the wallet, the ad centre's statistics and a plan's page alike.
 */

import type { AdMetrics, Property } from '../../shared/src/wire/types.ts';
import { type Big, big, fmt, sum } from './money';
import type { PlanRecord, UserRecord } from './store';

export const CURRENCY = 'USD';

const RUNNING = new Set(['matching', 'putting']);
const AWAITING_SETTLEMENT = new Set(['finished', 'wait_settle']);

/** Whether a plan's money counts as delivered (put and not refunded). */
export function isDelivered(p: PlanRecord): boolean {
  return p.put_at !== null && p.status !== 'failed' && p.status !== 'wait_put';
}

export function planMetrics(p: PlanRecord): AdMetrics {
  const delivered = isDelivered(p);
  const put = delivered ? big(p.put_amount) : big(0);
  const consumed = big(p.metrics.consumed);
  return {
    delivery_amount: fmt(put),
    delivery_orders: delivered ? 1 : 0,
    consumed: fmt(consumed),
    to_be_consumed: fmt(delivered && RUNNING.has(p.status) ? put.minus(consumed) : 0),
    impressions: p.metrics.impressions,
    clicks: p.metrics.clicks,
    ad_revenue: p.metrics.ad_revenue,
    profit: p.metrics.profit,
  };
}

export function availableBalance(u: UserRecord): Big {
  return sum(u.ledger.map((e) => e.amount));
}

export function computeProperty(u: UserRecord): Property {
  const available = availableBalance(u);
  let toBeConsumed = big(0);
  let toBeSettled = big(0);
  let discount = big(0);
  for (const p of u.plans) {
    if (!isDelivered(p)) continue;
    if (RUNNING.has(p.status)) toBeConsumed = toBeConsumed.plus(p.put_amount);
    if (AWAITING_SETTLEMENT.has(p.status)) toBeSettled = toBeSettled.plus(p.put_amount);
    discount = discount.plus(p.discount);
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
