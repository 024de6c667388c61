/** Ad centre: statistics, operator follow, coupons. */

import type {
  AssistanceRecord,
  StatisticsResult,
  StatisticsType,
} from '@adnet/remote-adcenter/contract';
import type { Coupon, CouponStatus, Page } from '@adnet/shared/wire';
import { isKnownOperator } from '../catalog';
import { couponStatus, couponView, paginate } from '../domain';
import { badParams, reason } from '../errors';
import { type Ctx, me, optEnum, optInt, optStr, paging, type Route, str, zoneOf } from '../http';
import { LIMITS } from '../limits';
import { NEWCOMER_COUPON } from '../seed-data';
import { statistics } from '../statistics';
import { DAY, iso, localParts } from '../time';

function stats(ctx: Ctx): StatisticsResult {
  const u = me(ctx);
  const type = (optInt(ctx.query, 'type', { min: 1, max: 4 }) ?? 1) as StatisticsType;
  const zone = zoneOf(ctx, optStr(ctx.query, 'user_time_zone', 64));
  return statistics(type, u.plans, zone, ctx.app.now());
}

const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

function assistanceList(ctx: Ctx): Page<AssistanceRecord> {
  const u = me(ctx);
  const { page, size } = paging(ctx.query);
  return paginate(
    [...u.assistance].sort(newestFirst).map((r) => ({ ...r })),
    page,
    size,
  );
}

function follow(ctx: Ctx): AssistanceRecord {
  const u = me(ctx);
  const operatorId = str(ctx.body, 'operator_id', LIMITS.operator_id).toUpperCase();
  if (!isKnownOperator(operatorId)) throw reason('operator_id_invalid');
  if (operatorId === u.operator_id) throw reason('operator_id_same');
  for (const r of u.assistance) if (r.status === 'following') r.status = 'ended';
  const record: AssistanceRecord = {
    id: ctx.app.store.nextId('assistance'),
    operator_id: operatorId,
    status: 'following',
    created_at: iso(ctx.app.now()),
  };
  u.assistance.push(record);
  u.operator_id = operatorId;
  return { ...record };
}

const COUPON_STATUSES: CouponStatus[] = ['unused', 'used', 'expired'];

function couponList(ctx: Ctx): Page<Coupon> {
  const u = me(ctx);
  const now = ctx.app.now();
  const status = optEnum(ctx.query, 'status', COUPON_STATUSES);
  const { page, size } = paging(ctx.query);
  const list = u.coupons
    .filter((c) => !status || couponStatus(c, now) === status)
    .sort((a, b) => Date.parse(b.received_at) - Date.parse(a.received_at) || b.id - a.id)
    .map((c) => couponView(c, now, ctx.lang));
  return paginate(list, page, size);
}

function receive(ctx: Ctx): Coupon {
  const u = me(ctx);
  if (ctx.body.activity !== 'newcomer') throw badParams('activity is invalid');
  if (u.newcomer_coupon_claimed) throw reason('newcomer_claimed');
  const now = ctx.app.now();
  const zone = zoneOf(ctx);
  const today = localParts(now, zone).dayNumber;
  const sameToday = u.coupons.some(
    (c) =>
      c.name === NEWCOMER_COUPON.name &&
      localParts(Date.parse(c.received_at), zone).dayNumber === today,
  );
  if (sameToday) throw reason('coupon_daily_limit');
  const coupon = {
    id: ctx.app.store.nextId('coupon'),
    name: NEWCOMER_COUPON.name,
    kind: NEWCOMER_COUPON.kind,
    amount: NEWCOMER_COUPON.amount,
    min_amount: NEWCOMER_COUPON.min_amount,
    received_at: iso(now),
    expires_at: iso(now + NEWCOMER_COUPON.validDays * DAY),
    used_at: null,
    plan_id: null,
  };
  u.coupons.push(coupon);
  u.newcomer_coupon_claimed = true;
  return couponView(coupon, now, ctx.lang);
}

export const adcenterRoutes: Route[] = [
  { method: 'GET', path: '/ad/order/data_statistics/list', auth: 'store', handler: stats },
  { method: 'GET', path: '/assistance/list', auth: 'user', handler: assistanceList },
  { method: 'POST', path: '/assistance/follow', auth: 'user', handler: follow },
  { method: 'GET', path: '/user_coupon/list', auth: 'user', handler: couponList },
  { method: 'POST', path: '/user_coupon/receive', auth: 'user', handler: receive },
];
