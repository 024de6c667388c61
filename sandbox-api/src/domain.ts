/**
 * Domain rules shared by routes, seed and simulation: wire views, coupons, paging and request ids;
 * the money words (the wallet's figures, a plan's metrics) are in figures.ts, re-exported here.
 */

import type { PlanDetail, PlanOrder } from '@adnet/remote-plan/contract';
import type { Coupon, CouponCredit, CouponStatus, Page, UserInfo } from '@adnet/shared/wire';
import { customerServiceItems, rechargeServiceItems } from './basic-config';
import { type ContentLanguage, localize } from './content/localize';
import { planMetrics } from './figures';
import { Big, big, floorInt, fmt } from './money';
import type { CouponRecord, PlanRecord, RequestRecord, UserRecord } from './store';
import { iso } from './time';

export {
  availableBalance,
  CURRENCY,
  computeProperty,
  isDelivered,
  planMetrics,
} from './figures';

// ---------- coupons ----------

export function couponStatus(c: CouponRecord, nowMs: number): CouponStatus {
  if (c.used_at) return 'used';
  return Date.parse(c.expires_at) < nowMs ? 'expired' : 'unused';
}

export function couponView(c: CouponRecord, nowMs: number, lang: ContentLanguage = 'en'): Coupon {
  return {
    id: c.id,
    name: localize(c.name, lang),
    kind: c.kind,
    amount: c.amount,
    min_amount: c.min_amount,
    expires_at: c.expires_at,
    received_at: c.received_at,
    status: couponStatus(c, nowMs),
  };
}

/**
 * The discount a coupon credits on a put of `amount`: the face value (capped at the amount), or for
 * 'deduction' coupons `amount` percent of the put amount.
 */
export function couponDiscount(c: CouponRecord, amount: Big): Big {
  const value = c.kind === 'deduction' ? amount.times(c.amount).div(100) : big(c.amount);
  const capped = value.gt(amount) ? amount : value;
  return capped.round(2, Big.roundDown);
}

// ---------- plans ----------

/** Stored asset paths are relative to the sandbox ("/static/..."); clients get absolute URLs. */
export function absoluteUrl(path: string, baseUrl: string): string {
  return path.startsWith('/') ? `${baseUrl}${path}` : path;
}

/**
 * The coupon of a plan's put and its credit (docs/product/plans.md#plans.coupon-credit): paid
 * with the settlement; nothing when the delivery failed (the coupon is unused again).
 */
export function couponCreditView(
  u: UserRecord,
  p: PlanRecord,
  lang: ContentLanguage = 'en',
): CouponCredit | null {
  if (p.coupon_id === null) return null;
  const c = u.coupons.find((x) => x.id === p.coupon_id);
  if (!c) return null;
  return {
    coupon_id: c.id,
    name: localize(c.name, lang),
    kind: c.kind,
    credit: p.discount,
    state: p.status === 'settled' ? 'credited' : p.status === 'failed' ? 'returned' : 'pending',
  };
}

/** A plan as the list and the put answer show it; its product's texts in `lang`. */
export function planOrderView(
  u: UserRecord,
  p: PlanRecord,
  baseUrl: string,
  lang: ContentLanguage = 'en',
): PlanOrder {
  return {
    id: p.id,
    plan_no: p.plan_no,
    put_amount: p.put_amount,
    progress: p.progress,
    status: p.status,
    created_at: p.created_at,
    official_push: p.official_push,
    lowest_amount: p.lowest_amount,
    highest_amount: p.highest_amount,
    product: {
      ...p.product,
      name: localize(p.product.name, lang),
      description: localize(p.product.description, lang),
      cover: absoluteUrl(p.product.cover, baseUrl),
      url: absoluteUrl(p.product.url, baseUrl),
    },
    coupon: couponCreditView(u, p, lang),
  };
}

export function planDetailView(
  u: UserRecord,
  p: PlanRecord,
  baseUrl: string,
  lang: ContentLanguage = 'en',
): PlanDetail {
  return {
    ...planOrderView(u, p, baseUrl, lang),
    content: localize(p.content, lang),
    rules: localize(p.rules, lang),
    user_targeting: localize(p.user_targeting, lang),
    game_description: localize(p.game_description, lang),
    metrics: planMetrics(p),
  };
}

/** Sets a put plan's progress and derives its metrics from it. */
export function setProgress(p: PlanRecord, progress: number): void {
  p.progress = Math.max(0, Math.min(100, Math.round(progress)));
  const put = big(p.put_amount === '0' ? 0 : p.put_amount);
  const share = big(p.progress).div(100);
  const consumed = put.times(share).round(2, Big.roundDown);
  const profit = put.times(p.profit_rate).times(share).round(2, Big.roundDown);
  // about 40 impressions per unit consumed, 2-5 % click-through depending on the plan
  const impressions = floorInt(consumed.times(40 + (p.id % 7) * 3));
  const clicks = floorInt(
    big(impressions)
      .times(2 + (p.id % 4))
      .div(100),
  );
  p.metrics = {
    consumed: fmt(consumed),
    impressions,
    clicks,
    ad_revenue: fmt(consumed.plus(profit)),
    profit: fmt(profit),
  };
}

export function emptyMetrics(): PlanRecord['metrics'] {
  return { consumed: '0.00', impressions: 0, clicks: 0, ad_revenue: '0.00', profit: '0.00' };
}

// ---------- user ----------

export function userInfoView(
  u: UserRecord,
  baseUrl: string,
  lang: ContentLanguage = 'en',
): UserInfo {
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    email: u.email,
    phone: u.phone,
    entry: u.entry,
    lang: u.lang,
    customer_service_url: customerServiceItems(baseUrl, lang),
    recharge_customer_service_url: rechargeServiceItems(baseUrl, lang),
    credit_score: u.credit_score,
    shop_level: u.shop_level,
    deposit: u.deposit,
    operator_id: u.operator_id,
    has_pay_password: u.pay_password_hash !== null,
    newcomer_coupon_claimed: u.newcomer_coupon_claimed,
    vip: u.vip,
    store_opened: u.store_opened,
  };
}

export function unreadTotal(u: UserRecord): number {
  return u.notifications.reduce((n, x) => n + (x.read ? 0 : 1), 0);
}

// ---------- paging & idempotency ----------

export function paginate<T>(list: T[], page: number, size: number): Page<T> {
  const start = (page - 1) * size;
  return { list: list.slice(start, start + size), total: list.length, page, size };
}

const KEEP_REQUESTS = 200;
/**
 * How long a request_id is honoured (docs/product/api.md#api.idempotency): 24 hours, as Stripe
 * keeps its idempotency keys. The app keeps an unanswered key for 30 minutes at most, well inside.
 */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

/** The remembered success of this request id, if it is younger than the idempotency window. */
export function findRequest(u: UserRecord, kind: RequestRecord['kind'], id: string, nowMs: number) {
  return u.requests.find(
    (r) =>
      r.kind === kind && r.request_id === id && nowMs - Date.parse(r.at) < IDEMPOTENCY_WINDOW_MS,
  );
}

/**
 * Remembers a success under its request id; records past the window, and the oldest beyond
 * `KEEP_REQUESTS`, are forgotten.
 */
export function rememberRequest(
  u: UserRecord,
  kind: RequestRecord['kind'],
  id: string,
  fingerprint: string,
  result: unknown,
  nowMs: number,
): void {
  u.requests = u.requests.filter((r) => nowMs - Date.parse(r.at) < IDEMPOTENCY_WINDOW_MS);
  u.requests.push({ request_id: id, kind, fingerprint, result, at: iso(nowMs) });
  if (u.requests.length > KEEP_REQUESTS) u.requests.splice(0, u.requests.length - KEEP_REQUESTS);
}
