/** Plans: list, detail, put, count waiting. */

import type { PlanDetail, PlanOrder } from '@adnet/remote-plan/contract';
import type { CountResult, Page } from '@adnet/shared/wire';
import { PLAN_STATUSES } from '@adnet/shared/wire';
import {
  availableBalance,
  couponDiscount,
  couponStatus,
  findRequest,
  paginate,
  planDetailView,
  planOrderView,
  rememberRequest,
  setProgress,
} from '../domain';
import { badParams, reason } from '../errors';
import { type Ctx, int, me, optEnum, optInt, paging, type Route, str } from '../http';
import { addLedger } from '../ledger';
import { big, fmt, parseAmount } from '../money';
import { noticePut } from '../money-notices';
import type { PlanRecord } from '../store';
import { iso } from '../time';

/** Every FAIL_EVERY-th put of a merchant ends in 'failed' (and is refunded). */
export const FAIL_EVERY = 7;

const newestFirst = (a: PlanRecord, b: PlanRecord) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

function list(ctx: Ctx): Page<PlanOrder> {
  const u = me(ctx);
  const status = optEnum(ctx.query, 'status', PLAN_STATUSES);
  const { page, size } = paging(ctx.query);
  const plans = u.plans.filter((p) => !status || p.status === status).sort(newestFirst);
  return paginate(
    plans.map((p) => planOrderView(u, p, ctx.app.baseUrl, ctx.lang)),
    page,
    size,
  );
}

function findPlan(ctx: Ctx): PlanRecord {
  const id = int(ctx.body, 'id');
  const plan = me(ctx).plans.find((p) => p.id === id);
  if (!plan) throw reason('not_found');
  return plan;
}

function detail(ctx: Ctx): PlanDetail {
  return planDetailView(me(ctx), findPlan(ctx), ctx.app.baseUrl, ctx.lang);
}

function awaitCount(ctx: Ctx): CountResult {
  return { count: me(ctx).plans.filter((p) => p.status === 'wait_put').length };
}

function put(ctx: Ctx): PlanOrder {
  const u = me(ctx);
  const { app, body } = ctx;
  const id = int(body, 'id');
  const amount = parseAmount(body.amount);
  if (!amount || amount.lte(0))
    throw badParams('amount must be a positive amount with at most 2 decimals');
  const requestId = str(body, 'request_id', 100);
  const couponId = optInt(body, 'coupon_id');
  const fingerprint = JSON.stringify([id, fmt(amount), couponId ?? null]);
  const prior = findRequest(u, 'put', requestId, app.now());
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw reason('duplicate_request');
    return prior.result as PlanOrder;
  }
  const plan = u.plans.find((p) => p.id === id);
  if (!plan) throw reason('not_found');
  if (plan.status !== 'wait_put') throw reason('plan_not_puttable');
  if (amount.lt(plan.lowest_amount) || amount.gt(plan.highest_amount))
    throw reason('amount_out_of_range');
  if (amount.gt(availableBalance(u))) throw reason('insufficient_balance');
  const now = app.now();
  const coupon = couponId === undefined ? undefined : u.coupons.find((c) => c.id === couponId);
  if (couponId !== undefined) {
    if (!coupon || couponStatus(coupon, now) !== 'unused' || big(coupon.min_amount).gt(amount)) {
      throw reason('coupon_unavailable');
    }
  }

  u.put_count += 1;
  plan.status = 'matching';
  plan.put_amount = fmt(amount);
  plan.put_at = iso(now);
  plan.stage_ticks = 0;
  plan.will_fail = u.put_count % FAIL_EVERY === 0;
  setProgress(plan, 0);
  if (coupon) {
    coupon.used_at = iso(now);
    coupon.plan_id = plan.id;
    plan.coupon_id = coupon.id;
    plan.discount = fmt(couponDiscount(coupon, amount));
  }
  addLedger(app.store, u, 'ad_delivery', amount.neg(), `Ad delivery: plan ${plan.plan_no}`, now, {
    plan,
  });
  noticePut(app.store, u, plan, now);
  const result = planOrderView(u, plan, app.baseUrl, ctx.lang);
  rememberRequest(u, 'put', requestId, fingerprint, result, now);
  return result;
}

export const planRoutes: Route[] = [
  { method: 'GET', path: '/plan/order/list', auth: 'store', handler: list },
  { method: 'POST', path: '/plan/order/detail', auth: 'store', handler: detail },
  { method: 'POST', path: '/plan/order/app/detail', auth: 'store', handler: detail },
  { method: 'POST', path: '/plan/order/put', auth: 'store', handler: put },
  { method: 'POST', path: '/plan/order/await/put/count', auth: 'store', handler: awaitCount },
];
