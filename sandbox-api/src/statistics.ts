/** Ad-centre statistics: metrics of the plans put in a period, and a revenue/profit series. */

import type {
  StatisticsPoint,
  StatisticsResult,
  StatisticsType,
} from '@adnet/remote-adcenter/contract';
import type { AdMetrics } from '@adnet/shared/wire';
import { isDelivered, planMetrics } from './domain';
import { big, fmt } from './money';
import type { PlanRecord } from './store';
import {
  dayLabel,
  hourLabel,
  iso,
  type LocalParts,
  localParts,
  monthLabel,
  type Zone,
} from './time';

interface Bucketed {
  plan: PlanRecord;
  at: LocalParts;
}

function aggregate(plans: PlanRecord[]): AdMetrics {
  let delivery = big(0);
  let consumed = big(0);
  let toBeConsumed = big(0);
  let revenue = big(0);
  let profit = big(0);
  let impressions = 0;
  let clicks = 0;
  for (const p of plans) {
    const m = planMetrics(p);
    delivery = delivery.plus(m.delivery_amount);
    consumed = consumed.plus(m.consumed);
    toBeConsumed = toBeConsumed.plus(m.to_be_consumed);
    revenue = revenue.plus(m.ad_revenue);
    profit = profit.plus(m.profit);
    impressions += m.impressions;
    clicks += m.clicks;
  }
  return {
    delivery_amount: fmt(delivery),
    delivery_orders: plans.length,
    consumed: fmt(consumed),
    to_be_consumed: fmt(toBeConsumed),
    impressions,
    clicks,
    ad_revenue: fmt(revenue),
    profit: fmt(profit),
  };
}

function point(label: string, plans: PlanRecord[]): StatisticsPoint {
  let revenue = big(0);
  let profit = big(0);
  for (const p of plans) {
    revenue = revenue.plus(p.metrics.ad_revenue);
    profit = profit.plus(p.metrics.profit);
  }
  return { label, ad_revenue: fmt(revenue), profit: fmt(profit) };
}

/**
 * A plan counts in the period in which it was put (put_at, in the given zone); failed (refunded)
 * plans and plans not put yet do not count. Series: hours 00:00 to the current hour for today,
 * days (YYYY-MM-DD) for the week (from Monday) and the month, months (YYYY-MM) for all time.
 */
export function statistics(
  type: StatisticsType,
  allPlans: PlanRecord[],
  zone: Zone,
  nowMs: number,
): StatisticsResult {
  const today = localParts(nowMs, zone);
  const put: Bucketed[] = allPlans
    .filter((p) => isDelivered(p) && p.put_at)
    .map((plan) => ({ plan, at: localParts(Date.parse(plan.put_at!), zone) }))
    .filter((b) => b.at.dayNumber <= today.dayNumber);
  const weekStart = today.dayNumber - today.weekday;
  const monthStart = today.dayNumber - (today.day - 1);
  const inPeriod = (b: Bucketed): boolean => {
    switch (type) {
      case 1:
        return b.at.dayNumber === today.dayNumber;
      case 2:
        return b.at.dayNumber >= weekStart;
      case 3:
        return b.at.year === today.year && b.at.month === today.month;
      default:
        return true;
    }
  };
  const inside = put.filter(inPeriod);
  const series: StatisticsPoint[] = [];
  const plansWhere = (f: (b: Bucketed) => boolean) => inside.filter(f).map((b) => b.plan);
  if (type === 1) {
    for (let h = 0; h <= today.hour; h++)
      series.push(
        point(
          hourLabel(h),
          plansWhere((b) => b.at.hour === h),
        ),
      );
  } else if (type === 2 || type === 3) {
    for (let d = type === 2 ? weekStart : monthStart; d <= today.dayNumber; d++) {
      series.push(
        point(
          dayLabel(d),
          plansWhere((b) => b.at.dayNumber === d),
        ),
      );
    }
  } else {
    let year = today.year;
    let month = today.month;
    for (const b of inside) {
      if (b.at.year < year || (b.at.year === year && b.at.month < month)) {
        year = b.at.year;
        month = b.at.month;
      }
    }
    while (year < today.year || (year === today.year && month <= today.month)) {
      const y = year;
      const m = month;
      series.push(
        point(
          monthLabel(y, m),
          plansWhere((b) => b.at.year === y && b.at.month === m),
        ),
      );
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
  }
  return { type, metrics: aggregate(inside.map((b) => b.plan)), series, updated_at: iso(nowMs) };
}
